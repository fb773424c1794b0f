// The admin's media library under /backend/admin/media: filled in by the media-library work.
import { Router } from 'express';
import type { ContentRouteDeps } from '../content/content-requests.js';

export function mediaRoutes(_deps: ContentRouteDeps): Router {
  return Router();
}
