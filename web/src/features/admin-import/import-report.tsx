// The report of a dry run or an import: how many items were (or would be) added, updated, left as
// they were and left out, each listed with its reason when it was left out, and the notes.
import { kindLabels } from '@common/editorial';
import type { ImportReportEntry, ImportReportReply } from '@common/old-site-import';
import { formatBytes } from '@/admin-shared/shrink-offer';

function Entries({ entries, withReason = false }: { entries: ImportReportEntry[]; withReason?: boolean }) {
  if (entries.length === 0) return null;
  return (
    <ul className="admin-import__entries">
      {entries.map((entry, index) => (
        <li key={`${entry.kind}-${entry.title}-${index}`}>
          <span className="admin-import__kind">{kindLabels[entry.kind].one}</span> {entry.title}
          {withReason && entry.reason && <span className="admin-import__reason">: {entry.reason}</span>}
        </li>
      ))}
    </ul>
  );
}

export function ImportReport({ report }: { report: ImportReportReply }) {
  const would = report.dry_run;
  const sections: { title: string; entries: ImportReportEntry[]; withReason?: boolean; listed?: boolean }[] = [
    { title: would ? 'Would be added' : 'Added', entries: report.created },
    { title: would ? 'Would be updated' : 'Updated', entries: report.updated },
    { title: 'Unchanged', entries: report.unchanged, listed: false },
    { title: would ? 'Would be left out' : 'Left out', entries: report.skipped, withReason: true },
  ];
  return (
    <section className="admin-import__report" aria-labelledby="import-report-heading">
      <h2 id="import-report-heading">{would ? 'Dry run: nothing was written' : 'Import finished'}</h2>
      {sections.map((section) => (
        <div key={section.title}>
          <h3>
            {section.title}: {section.entries.length}
          </h3>
          {section.listed !== false && <Entries entries={section.entries} withReason={section.withReason} />}
        </div>
      ))}
      {report.notes.length > 0 && (
        <>
          <h3>Notes: {report.notes.length}</h3>
          <ul className="admin-import__entries">
            {report.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </>
      )}
      <p className="admin-field__hint">Read {formatBytes(report.bytes)} from the old site.</p>
    </section>
  );
}
