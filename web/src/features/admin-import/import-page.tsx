// /admin/import (owners): bring the old site's content in, by the same rules as npm run import.
// The owner types the old site's address and starts a dry run, which says what would be added,
// updated and left out (with why); then runs the import, with its progress, and reads its report.
// A lazy chunk of its own.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { contentKinds, LISTED_KINDS } from '@common/content-kinds';
import type { ImportJob } from '@common/old-site-import';
import { useCan } from '@/admin-shared/account-context';
import { actionErrorText } from '@/admin-shared/admin-errors';
import { BannerView, Spinner, useBanner } from '@/admin-shared/banners';
import { ScreenSection, StandaloneScreen, useAdminTitle } from '@/admin-shared/standalone-screen';
import { fetchImportJob, startImport } from './api/old-site-import';
import { ImportReport } from './import-report';
import './import-page.css';

/** What the import brings (server/src/import/: the listed kinds, then the ventures), as a sentence's words. */
const importedKinds = ((names: string[]) => `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)(
  [...LISTED_KINDS, 'ventures' as const].map((kind) => contentKinds[kind].labels.many.toLowerCase()),
);

/** How often a run under way is asked about. */
const POLL_MS = 1000;

const isRunning = (job: ImportJob | null) => job !== null && (job.state === 'reading' || job.state === 'importing');

function ImportProgress({ job }: { job: ImportJob }) {
  const what = job.dry_run ? 'Dry run' : 'Import';
  return (
    <div className="admin-import__progress">
      {job.state === 'reading' || job.total === null ? (
        <Spinner label={`${what}: reading the old site’s lists…`} />
      ) : (
        <>
          <label htmlFor="import-progress">
            {what}: {job.done} of {job.total} items
          </label>
          <progress id="import-progress" max={Math.max(job.total, 1)} value={job.done} />
        </>
      )}
      {job.last_line && <p className="admin-import__line">{job.last_line}</p>}
    </div>
  );
}

export function ImportPage() {
  const owner = useCan('own');
  const id = useId();
  const [job, setJob] = useState<ImportJob | null>(null);
  const [address, setAddress] = useState('');
  const [starting, setStarting] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { banner, show, dismiss } = useBanner();
  useAdminTitle('Import from the old site');

  // The run as the server knows it: at first (one may be under way from before), then while it runs.
  const running = isRunning(job);
  useEffect(() => {
    if (!owner) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const ask = () =>
      fetchImportJob(controller.signal).then(
        (reply) => {
          setJob(reply.job);
          setLoaded(true);
          if (isRunning(reply.job)) timer = window.setTimeout(ask, POLL_MS);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.error('Failed to load the import', error);
        },
      );
    if (!loaded || running) void ask();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [owner, running, loaded]);

  async function start(dryRun: boolean) {
    dismiss();
    setStarting(true);
    try {
      const reply = await startImport(address.trim() || job?.from || '', dryRun);
      setJob(reply.job);
    } catch (error) {
      void show({ kind: 'error', text: actionErrorText(error) });
    } finally {
      setStarting(false);
    }
  }

  const dryRunDone = job?.state === 'finished' && job.dry_run;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void start(true);
  };

  return (
    <StandaloneScreen className="admin-import">
      <ScreenSection
        name="import"
        title="Import from the old site"
        hint={`Brings the ${importedKinds} of the old site in, with their pictures, by the same rules as the admin’s forms. An item imported before is updated when it changed on the old site; nothing here is deleted.`}
      >
        <BannerView banner={banner} onDismiss={dismiss} />
        {!owner ? (
          <p className="admin-table__empty">Only owners import content.</p>
        ) : !loaded ? (
          <Spinner label="Loading…" />
        ) : (
          <>
            <form className="admin-import__form" noValidate onSubmit={submit} aria-busy={starting}>
              <div className="admin-field">
                <label htmlFor={`${id}-from`}>The old site’s address</label>
                <input
                  id={`${id}-from`}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://old-site.example.com"
                  value={address}
                  onChange={(event) => setAddress(event.target.value)}
                  aria-describedby={`${id}-hint`}
                  disabled={running}
                />
                <p className="admin-field__hint" id={`${id}-hint`}>
                  Its home page or its /backend address. Start with a dry run: it reads everything and writes nothing.
                </p>
              </div>
              <div className="admin-import__buttons">
                <button type="submit" className="admin-button admin-button--primary" disabled={running || starting}>
                  Dry run
                </button>
                {dryRunDone && (
                  <button type="button" className="admin-button" disabled={running || starting} onClick={() => void start(false)}>
                    Run the import
                  </button>
                )}
              </div>
            </form>
            {job && (
              <div aria-live="polite">
                {running && <ImportProgress job={job} />}
                {job.state === 'failed' && (
                  <p className="admin-banner admin-banner--error" role="alert">
                    {job.error}
                  </p>
                )}
                {job.state === 'finished' && job.report && <ImportReport report={job.report} />}
              </div>
            )}
          </>
        )}
      </ScreenSection>
    </StandaloneScreen>
  );
}
