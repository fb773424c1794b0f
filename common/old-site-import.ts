// The Import screen (issue 48, item 8): bringing the old site's content in from the browser, by
// the same rules as `npm run import`. Its /backend path, reply shapes and messages, shared by the
// server and the admin SPA.
import type { EditorialKind } from './editorial.js';

export const importPaths = { job: 'admin/import' } as const;

export type ImportReportEntry = { kind: EditorialKind; title: string; reason?: string };

export type ImportReportReply = {
  dry_run: boolean;
  created: ImportReportEntry[];
  updated: ImportReportEntry[];
  unchanged: ImportReportEntry[];
  /** Left out, each with why. */
  skipped: ImportReportEntry[];
  notes: string[];
  /** Bytes read from the old site. */
  bytes: number;
};

/** An import (or dry run) under way or finished; the server keeps the last one until the next starts. */
export type ImportJob = {
  /** The old site's /backend address, as the import reads it. */
  from: string;
  dry_run: boolean;
  /** reading: the old site's lists; importing: item by item; then finished or failed. */
  state: 'reading' | 'importing' | 'finished' | 'failed';
  started_at: string;
  finished_at: string | null;
  done: number;
  /** Known once the lists are read. */
  total: number | null;
  /** The last progress line, as `npm run import` prints it. */
  last_line: string | null;
  report: ImportReportReply | null;
  /** Why it could not run (the old site unreachable, not the API). */
  error: string | null;
};

export type ImportJobReply = { job: ImportJob | null };

export const importMessages = {
  addressInvalid: 'Enter the old site’s address, starting with http:// or https:// (for example https://old.example.com).',
  addressWithCredentials: 'Leave the user name and password out of the address.',
  addressInside: (address: string) =>
    `The old site’s address leads to ${address}, an address inside a network (loopback, private or link-local), which the import does not read from the admin. Ask whoever runs the server to use npm run import there.`,
  addressUnknown: (host: string) => `No server is known by the name ${host}: check the address.`,
  alreadyRunning: 'An import is under way already: wait for it to finish.',
  failed: (reason: string) => `The import failed: ${reason}`,
} as const;

/** The old site's /backend address from what a person types: the site's address, or its /backend. */
export function oldSiteBackendOf(address: string): string {
  const url = new URL(address.trim());
  const path = url.pathname.replace(/\/+$/, '');
  url.pathname = path.endsWith('/backend') ? path : `${path}/backend`;
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/$/, '');
}
