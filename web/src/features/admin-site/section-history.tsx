// A section's saved versions under its form: who saved each and when, what it said (field by
// field, as the form labels them) and "Restore", which saves that version again as the newest
// (so a restore is itself in the history and the audit log, and can be undone the same way).
import { useEffect, useId, useState } from 'react';
import { siteSectionLabels, type SiteSection, type SiteSettings } from '@common/site-settings';
import { plainTextOf, truncate } from '@common/plain-text';
import { ConfirmDialog } from '@/admin-shared/confirm-dialog';
import { formatIndiaTime } from '@/admin-shared/date-time';
import { ApiError } from '@/lib/api-client';
import { fetchSectionVersions, restoreSectionVersion, type SectionVersion, type StoredSection } from './api/site-settings';
import { sectionFields, toForm, type FormRow } from './section-fields';

export function SectionHistory({
  section,
  savedCount,
  canRestore,
  onRestored,
}: {
  section: SiteSection;
  /** Changes after each save, so the list reads again. */
  savedCount: number;
  canRestore: boolean;
  onRestored(stored: StoredSection): void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<SectionVersion[] | undefined>();
  const [failed, setFailed] = useState<string | undefined>();
  const [asking, setAsking] = useState<SectionVersion | undefined>();
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetchSectionVersions(section, controller.signal).then(setVersions, (error: unknown) => {
      if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : 'The history could not be loaded.');
    });
    return () => controller.abort();
  }, [open, section, savedCount]);

  async function restore(version: SectionVersion) {
    setAsking(undefined);
    try {
      onRestored(await restoreSectionVersion(section, version.id));
      setStatus(`The version saved ${formatIndiaTime(version.saved_at)} is restored and saved as the newest.`);
    } catch (error) {
      setStatus(error instanceof ApiError || error instanceof Error ? error.message : 'Restoring failed.');
    }
  }

  return (
    <section className="admin-site__history" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <button type="button" className="admin-site__history-toggle" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          Saved versions of {siteSectionLabels[section]}
        </button>
      </h3>
      <p role="status" className="admin-site__history-status">
        {status}
      </p>
      {open && failed && (
        <p className="admin-field__error" role="alert">
          {failed}
        </p>
      )}
      {open && !failed && versions?.length === 0 && <p className="admin-section__hint">Not saved yet: the site shows the texts it started with.</p>}
      {open && versions && versions.length > 0 && (
        <ol className="admin-site__versions">
          {versions.map((version, index) => (
            <li key={version.id} className="admin-site__version">
              <details>
                <summary>
                  {formatIndiaTime(version.saved_at)}
                  {version.saved_by ? ` by ${version.saved_by}` : ''}
                  {index === 0 ? ' (current)' : ''}
                </summary>
                <VersionText section={section} content={version.content} />
              </details>
              {canRestore && index > 0 && (
                <button type="button" className="admin-button admin-button--small" onClick={() => setAsking(version)}>
                  Restore
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {asking && (
        <ConfirmDialog
          question={`Restore the version saved ${formatIndiaTime(asking.saved_at)}? It replaces what the site shows now (which stays in this list).`}
          onYes={() => void restore(asking)}
          onNo={() => setAsking(undefined)}
          focus="no"
        />
      )}
    </section>
  );
}

/** A version's values as label: text lines, in the form's order. */
function VersionText({ section, content }: { section: SiteSection; content: SiteSettings[SiteSection] }) {
  const values = toForm(section, content);
  return (
    <dl className="admin-site__version-text">
      {sectionFields[section].map((field) => {
        const value = values[field.key];
        const text = Array.isArray(value)
          ? (value as FormRow[]).map((row) => field.kind === 'list' ? field.titleOf(row) : '').join(' · ')
          : field.kind === 'rich'
            ? truncate(plainTextOf(value ?? ''), 400, '…')
            : value || '—';
        return (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{text}</dd>
          </div>
        );
      })}
    </dl>
  );
}
