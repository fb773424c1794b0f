// What the import tells the person running it: a line per item with the count, the bytes read and
// an estimate of the time left, and at the end the report of what happened to every item and why.
import type { ImportKind } from './import.repository.js';

export type ReportEntry = { kind: ImportKind; title: string; reason?: string };

export type ImportReport = {
  dryRun: boolean;
  created: ReportEntry[];
  updated: ReportEntry[];
  unchanged: ReportEntry[];
  /** Items not imported, each with why: a rule of the admin, a broken picture, a reply of the wrong shape. */
  skipped: ReportEntry[];
  /** Pictures made smaller to fit their limit, and other things worth knowing. */
  notes: string[];
  bytes: number;
};

export function emptyReport(dryRun: boolean): ImportReport {
  return { dryRun, created: [], updated: [], unchanged: [], skipped: [], notes: [], bytes: 0 };
}

export class Progress {
  #done = 0;
  #bytes = 0;
  #total = 0;
  #started = Date.now();

  constructor(
    private readonly print: (line: string) => void,
    /** Told after each item, for a screen's progress bar (the admin's import); the line goes to print. */
    private readonly onItem?: (done: number, total: number) => void,
  ) {}

  /** The items to go, once the lists are read; the estimate counts from here. */
  start(total: number): void {
    this.#total = total;
    this.#started = Date.now();
  }

  addBytes(bytes: number): void {
    this.#bytes += bytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  itemDone(label: string, outcome: string): void {
    this.#done += 1;
    const width = String(this.#total).length;
    const elapsed = Date.now() - this.#started;
    const left = this.#done < this.#total ? ` · about ${formatDuration((elapsed / this.#done) * (this.#total - this.#done))} left` : '';
    this.print(`[${String(this.#done).padStart(width)}/${this.#total}] ${label}: ${outcome} · ${formatBytes(this.#bytes)} read${left}`);
    this.onItem?.(this.#done, this.#total);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ${seconds % 60} s` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export function labelOf(entry: ReportEntry): string {
  return `${entry.kind} "${entry.title}"`;
}

/** The closing report, a heading per outcome; a dry run says what it would have done. */
export function formatReport(report: ImportReport): string[] {
  const would = report.dryRun ? 'would be ' : '';
  const lines = [report.dryRun ? 'Dry run: nothing was written.' : 'Import finished.'];
  const section = (title: string, entries: ReportEntry[], withReason = false) => {
    lines.push(`${title}: ${entries.length}`);
    for (const entry of entries) lines.push(`  ${labelOf(entry)}${withReason && entry.reason ? `: ${entry.reason}` : ''}`);
  };
  section(`Created${report.dryRun ? ' (would be)' : ''}`, report.created);
  section(`Updated${report.dryRun ? ' (would be)' : ''}`, report.updated);
  lines.push(`Unchanged: ${report.unchanged.length}`);
  section(`Skipped (${would}left out)`, report.skipped, true);
  if (report.notes.length > 0) {
    lines.push(`Notes: ${report.notes.length}`);
    for (const note of report.notes) lines.push(`  ${note}`);
  }
  lines.push(`Read ${formatBytes(report.bytes)} from the old site.`);
  return lines;
}
