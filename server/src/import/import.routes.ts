// The Import screen's endpoints (owners only, issue 48): start a dry run or the import of the old
// site's content, and read how it goes and its report. The address an owner types is checked here
// before anything is fetched: http(s) only, no credentials, and in production never an address
// inside a network (the server's own services, a cloud's metadata); the import's own client then
// holds every request to the old site's host, with its deadlines and byte caps.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Router } from 'express';
import { z } from 'zod';
import { importMessages, oldSiteBackendOf, type ImportJobReply } from '../../../common/old-site-import.js';
import type { AppDeps } from '../app-deps.js';
import { systemClock } from '../clock.js';
import { notifyContentChanged } from '../db/change-notifications.js';
import { backendRouter } from '../http/backend-router.js';
import { HttpError, parseInput, ValidationError } from '../http/errors.js';
import { requireAdmin } from '../http/require-admin.js';
import { createImportJobs, type ImportJobs } from './import-job.js';
import { isInsideAddress } from './old-site-access.js';
import { changesAnything } from '../http/public-effect.js';

export const importPath = '/admin/import';

export const importStartBody = z.object(
  {
    from: z
      .string({ error: importMessages.addressInvalid })
      .trim()
      .max(2000, { error: importMessages.addressInvalid })
      .refine((value) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value), { error: importMessages.addressInvalid }),
    dry_run: z.boolean({ error: 'dry_run must be true or false.' }),
  },
  { error: importMessages.addressInvalid },
);

/** The old site's /backend address, refused with the sentence that says why when it may not be read from here. */
async function checkedOldSite(from: string, allowInside: boolean): Promise<string> {
  const url = new URL(from);
  if (url.username || url.password) throw new ValidationError(importMessages.addressWithCredentials);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowInside) {
    const addresses = isIP(host)
      ? [host]
      : await lookup(host, { all: true, verbatim: true }).then(
          (found) => found.map((entry) => entry.address),
          () => {
            throw new ValidationError(importMessages.addressUnknown(host));
          },
        );
    const inside = addresses.find(isInsideAddress);
    if (inside !== undefined) throw new ValidationError(importMessages.addressInside(inside));
  }
  return oldSiteBackendOf(from);
}

export function importRoutes(deps: AppDeps, jobs: ImportJobs = defaultJobs(deps)): Router {
  const router = backendRouter();
  const owner = requireAdmin(deps, 'own');
  // A developer's or a test's old site on this machine is fine; a production server reads only the internet.
  const allowInside = !deps.config.isProduction;

  router.get(importPath, owner, (_req, res) => {
    const reply: ImportJobReply = { job: jobs.current() };
    res.set('Cache-Control', 'no-store').json(reply);
  });

  router.post(importPath, owner, changesAnything, async (req, res) => {
    const input = parseInput(importStartBody, req.body ?? {}, importMessages.addressInvalid);
    const from = await checkedOldSite(input.from, allowInside);
    if (!jobs.start(from, input.dry_run)) throw new HttpError(409, importMessages.alreadyRunning);
    const reply: ImportJobReply = { job: jobs.current() };
    res.status(202).json(reply);
  });

  return router;
}

function defaultJobs(deps: AppDeps): ImportJobs {
  const clock = deps.clock ?? systemClock;
  return createImportJobs({
    db: deps.db,
    storage: deps.storage,
    logger: deps.logger,
    clock,
    onChange: () => {
      notifyContentChanged(deps.db, 'import').catch((error: unknown) => deps.logger.warn({ err: error }, 'could not announce imported content'));
    },
  });
}
