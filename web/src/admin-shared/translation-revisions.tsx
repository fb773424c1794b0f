// A language's revisions under its editor (issue 50): one per write, newest first, each with its
// time, author, step and state; an earlier one can be brought back (its text saved over the
// current one, which stays a revision of its own), after a question.
import { useEffect, useState } from 'react';
import { statusLabels } from '@common/editorial';
import { fetchTranslationRevisions, restoreTranslationRevision, type StateReply, type TranslationLang, type TranslationRevision } from './api/translations';
import { ConfirmDialog } from './confirm-dialog';
import { formatIndiaTime } from './date-time';
import { IndiaTime } from './india-time';
import { languageNameOf } from './language-statuses';

const eventLabels: Record<string, string> = {
  created: 'Created',
  saved: 'Saved',
  copied: 'Copied from English',
  published: 'Published',
  unpublished: 'Unpublished',
  scheduled: 'Scheduled',
  trashed: 'Moved to the trash',
  untrashed: 'Restored from the trash',
};

export function TranslationRevisions(props: {
  kind: string;
  id: number;
  lang: TranslationLang;
  /** Changes after each write, so the list is read again. */
  version: number;
  canRestore: boolean;
  onRestored(reply: StateReply): void;
  onError(error: unknown): void;
}) {
  const { kind, id, lang, version, canRestore, onRestored, onError } = props;
  const [revisions, setRevisions] = useState<TranslationRevision[] | null>(null);
  const [asking, setAsking] = useState<TranslationRevision | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTranslationRevisions(kind, id, lang, controller.signal).then(setRevisions, (error: unknown) => !controller.signal.aborted && onError(error));
    return () => controller.abort();
    // onError is the editor's banner, the same in spirit from render to render.
  }, [kind, id, lang, version]);

  async function restore(revision: TranslationRevision) {
    setAsking(null);
    try {
      onRestored(await restoreTranslationRevision(kind, id, lang, revision.id));
    } catch (error) {
      onError(error);
    }
  }

  const name = languageNameOf(lang);
  return (
    <details className="translation-revisions">
      <summary>
        Revisions of the {name} text{revisions ? ` (${revisions.length})` : ''}
      </summary>
      {revisions === null ? (
        <p>Loading…</p>
      ) : (
        <ol className="translation-revisions__list">
          {revisions.map((revision, index) => (
            <li key={revision.id}>
              <IndiaTime at={revision.created_at} /> · {eventLabels[revision.event] ?? revision.event} by {revision.author_name ?? 'the scheduler'} · {statusLabels[revision.status]}
              {index === 0 ? (
                <span className="translation-revisions__current"> (current)</span>
              ) : (
                canRestore && (
                  <button type="button" className="admin-button admin-button--small" onClick={() => setAsking(revision)}>
                    Restore this revision
                  </button>
                )
              )}
            </li>
          ))}
        </ol>
      )}
      {asking && (
        <ConfirmDialog
          question={`Restore the ${name} text as it was on ${formatIndiaTime(asking.created_at)}? The current text stays in the revisions.`}
          onYes={() => void restore(asking)}
          onNo={() => setAsking(null)}
        />
      )}
    </details>
  );
}
