// One's own sessions, and an owner's view of any account's sessions.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';

export function sessionsRoutes(_deps: AppDeps): Router {
  return Router();
}
