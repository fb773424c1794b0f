// npm run import: reads every public list of the old site (SPEC §7) to its last page, then brings
// each item in through the admin's services, one item at a time in an order that keeps the old
// site's order here, reporting each as it goes. One item's failure is reported and the rest go on;
// only an old site that cannot be reached (or is not the API) at the start stops the run.
import { LISTED_KINDS } from '../../../common/content-kinds.js';
import { listedImport, type ContentImport } from './content-import.js';
import { importItem, type ImportDeps, type ItemOutcome, type ItemWriter, type OldItem } from './import-item.js';
import { emptyReport, labelOf, Progress, type ImportReport, type ReportEntry } from './import-progress.js';
import type { ImportKind } from './import.repository.js';
import { createOldSiteClient, OldSiteUnreachableError, type OldSiteClient, type OldSiteLimits } from './old-site.client.js';
import { readPages, reasonOf } from './old-site-pages.js';
import { describeShapeError, listEnvelopeSchema } from './old-site.schema.js';
import { readVentures, ventureImport, type VentureListing } from './venture-import.js';

export type ImportOptions = {
  /** The old site's backend, `https://old-site.example/backend`. */
  from: string;
  dryRun: boolean;
  /** One line of progress for the person running it. */
  print: (line: string) => void;
  /** Hosts (`host` or `host:port`) pictures may come from besides the old site's origin (--allow-host). */
  allowHosts?: string[];
  /** The caps on bytes, time and pages; the defaults suit a real site (tests make them small). */
  limits?: Partial<OldSiteLimits>;
  /** Told once the lists are read (done 0) and after each item: the admin screen's progress. */
  onProgress?: (done: number, total: number) => void;
};

/** The old site cannot be reached, or does not answer as its API: the import cannot start. */
export class OldSiteUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OldSiteUnavailableError';
  }
}

/** An item read from a list, ready to import, or a problem found reading it. */
type Listed = { kind: ImportKind; title: string; run(): Promise<ItemOutcome> } | { kind: ImportKind; title: string; problem: string };

export async function importFromOldSite(deps: ImportDeps, options: ImportOptions): Promise<ImportReport> {
  const report = emptyReport(options.dryRun);
  const progress = new Progress(options.print, options.onProgress);
  const client = createOldSiteClient(options.from, {
    onBytes: (bytes) => progress.addBytes(bytes),
    allowHosts: options.allowHosts ?? [],
    limits: options.limits ?? {},
  });
  try {
    return await importWith(deps, client, options, report, progress);
  } finally {
    client.close();
  }
}

async function importWith(deps: ImportDeps, client: OldSiteClient, options: ImportOptions, report: ImportReport, progress: Progress): Promise<ImportReport> {
  await checkReachable(client, options.from);

  options.print(`Reading the lists of ${client.base} …`);
  const listed: Listed[] = [];
  for (const kind of LISTED_KINDS) listed.push(...(await listContent(deps, client, listedImport(kind), options, report.notes)));
  listed.push(...(await listVentures(deps, client, options, report.notes)));

  progress.start(listed.length);
  options.onProgress?.(0, listed.length);
  for (const entry of listed) {
    const base: ReportEntry = { kind: entry.kind, title: entry.title };
    if ('problem' in entry) {
      report.skipped.push({ ...base, reason: entry.problem });
      progress.itemDone(labelOf(base), `skipped: ${entry.problem}`);
      continue;
    }
    try {
      const outcome = await entry.run();
      report[outcome.action].push(outcome.reason ? { ...base, reason: outcome.reason } : base);
      report.notes.push(...outcome.notes.map((note) => `${labelOf(base)}: ${note}`));
      progress.itemDone(labelOf(base), outcome.reason ? `${outcome.action}: ${outcome.reason}` : outcome.action);
    } catch (error) {
      const reason = reasonOf(error);
      deps.logger.debug({ err: error, item: base }, 'import: item skipped');
      report.skipped.push({ ...base, reason });
      progress.itemDone(labelOf(base), `skipped: ${reason}`);
    }
  }
  report.bytes = progress.bytes;
  return report;
}

/** The first read tells an address that is wrong or down from a site that answers. */
async function checkReachable(client: OldSiteClient, from: string): Promise<void> {
  try {
    listEnvelopeSchema('news').parse(await client.getJson('news/news_api.php', { page: 1 }));
  } catch (error) {
    if (error instanceof OldSiteUnreachableError) {
      throw new OldSiteUnavailableError(`The old site could not be reached at ${from}: ${error.message}.`);
    }
    throw new OldSiteUnavailableError(
      `${from} does not answer as the old site's /backend API (news/news_api.php?page=1: ${reasonOf(error)}); give the address that ends in /backend.`,
    );
  }
}

async function listContent<Old>(
  deps: ImportDeps,
  client: OldSiteClient,
  kind: ContentImport<Old>,
  options: ImportOptions,
  notes: string[],
): Promise<Listed[]> {
  const { items, problems, notes: listNotes } = await readPages(client, kind.path, listEnvelopeSchema(kind.listKey));
  notes.push(...listNotes);
  const listed: Listed[] = problems.map((problem) => ({ kind: kind.kind, title: 'list', problem }));
  const readable: { item: OldItem; writer: ItemWriter }[] = [];
  for (const { value, where } of items) {
    const parsed = kind.schema.safeParse(value);
    if (!parsed.success) {
      listed.push({ kind: kind.kind, title: titleGuess(value, where), problem: `the old site's reply has the wrong shape (${describeShapeError(parsed.error)})` });
      continue;
    }
    readable.push({ item: kind.item(parsed.data), writer: kind.writer(deps, parsed.data) });
  }
  // Oldest first, so the newest (and the last added of a list staff order) is written last and listed first here.
  for (const { item, writer } of readable.reverse()) {
    listed.push({ kind: kind.kind, title: item.title, run: () => importItem(deps, client, item, writer, { dryRun: options.dryRun }) });
  }
  return listed;
}

async function listVentures(deps: ImportDeps, client: OldSiteClient, options: ImportOptions, notes: string[]): Promise<Listed[]> {
  const { listings, problems, notes: listNotes } = await readVentures(client);
  notes.push(...listNotes);
  const listed: Listed[] = problems.map((problem) => ({ kind: 'ventures' as const, ...problem }));
  // In the old display order: each new venture goes to the end of the order here.
  for (const listing of listings) {
    listed.push({ kind: 'ventures', title: listing.title, run: () => importVenture(deps, client, listing, options) });
  }
  return listed;
}

async function importVenture(deps: ImportDeps, client: OldSiteClient, listing: VentureListing, options: ImportOptions): Promise<ItemOutcome> {
  const { item, writer } = await ventureImport(deps, client, listing);
  return importItem(deps, client, item, writer, { dryRun: options.dryRun });
}

/** A readable name for an item whose reply was of the wrong shape. */
function titleGuess(value: unknown, where: string): string {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const named = [record.title, record.name, record.investor_name, record.slug].find((candidate) => typeof candidate === 'string' && candidate !== '');
  return typeof named === 'string' ? named : where;
}
