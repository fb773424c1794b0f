// Two-factor sign-in: the code step of the sign-in, one's own set-up, an owner's reset.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';

export function twoFactorRoutes(_deps: AppDeps): Router {
  return Router();
}
