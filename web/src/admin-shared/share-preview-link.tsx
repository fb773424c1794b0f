// "Share preview link" under an item's form: makes a link that shows the item as last saved to a
// reviewer without an account, shows it once with Copy and its expiry, and lists the item's live
// links with Withdraw. Owners and editors only (the server refuses viewers anyway). In a language's
// editor (`lang`), the same for that language's text and its links only.
import { useEffect, useId, useState } from 'react';
import type { DraftableKind } from '@common/editorial';
import { DEFAULT_LANGUAGE, languageOf, type LanguageCode } from '@common/languages';
import { PREVIEW_LINK_DEFAULT_DAYS, PREVIEW_LINK_MAX_DAYS, type PreviewLinkCreatedReply, type PreviewLinkSummary } from '@common/preview-links';
import { actionErrorText } from './admin-errors';
import { createPreviewLink, fetchPreviewLinks, withdrawPreviewLink } from './api/preview-links';
import { formatIndiaTime } from './date-time';
import { IndiaTime } from './india-time';
import { LabelledOptions } from './labelled-options';
import './share-preview-link.css';

const DAY_CHOICES = [1, PREVIEW_LINK_DEFAULT_DAYS, 14, PREVIEW_LINK_MAX_DAYS];

export function SharePreviewLink({ kind, id, lang = DEFAULT_LANGUAGE }: { kind: DraftableKind; id: number; lang?: LanguageCode }) {
  const ids = useId();
  const languageName = lang === DEFAULT_LANGUAGE ? '' : `${languageOf(lang).englishName} `;
  const [days, setDays] = useState(PREVIEW_LINK_DEFAULT_DAYS);
  const [links, setLinks] = useState<PreviewLinkSummary[]>([]);
  const [created, setCreated] = useState<PreviewLinkCreatedReply | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPreviewLinks(kind, id, lang, controller.signal).then(setLinks, () => undefined);
    return () => controller.abort();
  }, [kind, id, lang]);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      const message = await action();
      // The list first: the message then describes what is on screen.
      setLinks(await fetchPreviewLinks(kind, id, lang));
      setStatus(message);
    } catch (error) {
      setStatus(actionErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  const share = () =>
    run(async () => {
      const link = await createPreviewLink(kind, id, lang, days);
      setCreated(link);
      return link.message;
    });

  const withdraw = (linkId: number) =>
    run(async () => {
      const { message } = await withdrawPreviewLink(linkId);
      if (created?.id === linkId) setCreated(null);
      return message;
    });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied.');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is there to copy by hand.
      (document.getElementById(`${ids}-url`) as HTMLInputElement | null)?.select();
      setStatus('Copy the selected link with Ctrl+C (⌘C on a Mac).');
    }
  }

  return (
    <section className="admin-share-preview" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>Share a {languageName}preview</h3>
      <p>
        A link shows this item{languageName && `’s ${languageName}text`} as last saved (not unsaved changes) to anyone who has it, without signing in, until it expires or is
        withdrawn.
      </p>
      <div className="admin-share-preview__make">
        <label htmlFor={`${ids}-days`}>Link works for</label>
        <select id={`${ids}-days`} value={days} onChange={(event) => setDays(Number(event.target.value))} disabled={busy}>
          <LabelledOptions values={DAY_CHOICES} label={(choice) => (choice === 1 ? '1 day' : `${choice} days`)} />
        </select>
        <button type="button" className="admin-button" onClick={() => void share()} disabled={busy}>
          Share preview link
        </button>
      </div>
      {created && (
        <div className="admin-share-preview__made">
          <label htmlFor={`${ids}-url`}>New preview link</label>
          <div className="admin-share-preview__copy">
            <input id={`${ids}-url`} type="text" readOnly value={created.url} onFocus={(event) => event.target.select()} />
            <button type="button" className="admin-button" onClick={() => void copy(created.url)}>
              Copy
            </button>
          </div>
          <p>
            Expires <IndiaTime at={created.expires_at} />. It is shown only now: copy it before you leave.
          </p>
        </div>
      )}
      <p className="admin-share-preview__status" role="status">
        {status}
      </p>
      {links.length > 0 && (
        <>
          <h4 id={`${ids}-active`}>Active links</h4>
          <ul aria-labelledby={`${ids}-active`}>
            {links.map((link) => (
              <li key={link.id}>
                <span>
                  Made {link.created_by ? `by ${link.created_by} ` : ''}
                  <IndiaTime at={link.created_at} />, expires{' '}
                  <IndiaTime at={link.expires_at} />
                </span>
                <button
                  type="button"
                  className="admin-button"
                  aria-label={`Withdraw the link made ${formatIndiaTime(link.created_at)}`}
                  onClick={() => void withdraw(link.id)}
                  disabled={busy}
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
