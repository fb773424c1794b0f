// The Users screen's endpoints (owners): list, invite, change role, disable, delete; the account policy.
import { Router } from 'express';
import type { AppDeps } from '../app-deps.js';

export function usersRoutes(_deps: AppDeps): Router {
  return Router();
}
