// Forgot password and the one-time links of e-mails (invitation, password reset): public.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';

export function accountLinkRoutes(_deps: AppDeps): Router {
  return Router();
}
