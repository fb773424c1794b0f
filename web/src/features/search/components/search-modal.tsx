// The search modal (SPEC §2, §4, §5, §8): a full-screen overlay with one input. Blank queries are
// not sent; 'Searching...' while waiting; results as links; 'No results found.' for none or for
// an error. Escape or a click on the overlay closes it, and closing clears everything (the
// component unmounts). Focus moves in and is trapped; the page behind does not scroll. It opens
// with what was typed before its code arrived (lib/typed-ahead.ts), searched if Enter was pressed.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { SearchResult } from '@common/api-types';
import { useInterfaceWords } from '@/lib/interface-words';
import type { TypedAhead } from '@/lib/typed-ahead';
import { searchSite } from '../api/search-site';
import { SearchResultList } from './search-results';
import './search-modal.css';

type DialogProps = { onClose: () => void; typedAhead?: TypedAhead | null };

export function SearchModal({ open, ...props }: DialogProps & { open: boolean }) {
  if (!open) return null;
  return <SearchDialog {...props} />;
}

function SearchDialog({ onClose, typedAhead }: DialogProps) {
  const [query, setQuery] = useState(() => typedAhead?.field.value ?? '');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const request = useRef<AbortController | null>(null);
  // The words being searched now: Enter pressed again on them waits for the same answer.
  const pending = useRef<string | null>(null);
  const titleId = useId();
  const { t } = useInterfaceWords();

  // Before the browser draws or takes another key: what was typed until now (keys may have come
  // while this rendered) moves here with the focus.
  useLayoutEffect(() => {
    if (!typedAhead) return;
    const words = typedAhead.field.value;
    setQuery(words);
    inputRef.current?.focus();
    typedAhead.field.remove();
    if (typedAhead.submitted) void search(words);
  }, []);

  useEffect(() => {
    document.body.classList.add('scroll-locked');
    inputRef.current?.focus();
    return () => {
      document.body.classList.remove('scroll-locked');
      request.current?.abort();
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void search(query);
  }

  async function search(words: string) {
    const text = words.trim();
    if (!text || text === pending.current) return;
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    pending.current = text;
    setLoading(true);
    setEmpty(false);
    try {
      const found = await searchSite(text, controller.signal);
      if (controller.signal.aborted) return;
      setResults(found);
      setEmpty(found.length === 0);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Search failed', error);
      setResults([]);
      setEmpty(true);
    } finally {
      if (!controller.signal.aborted) {
        setLoading(false);
        pending.current = null;
      }
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])');
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onOverlayClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <div className="search-overlay" onMouseDown={onOverlayClick} onKeyDown={onKeyDown} data-testid="search-overlay">
      <div ref={dialogRef} className="search-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="search-dialog__head">
          <h2 id={titleId} className="search-dialog__title">
            {t('search.title')}
          </h2>
          <button type="button" className="search-dialog__close" onClick={onClose} aria-label={t('search.close')}>
            <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <form className="search-form" role="search" onSubmit={submit}>
          <label htmlFor={`${titleId}-input`} className="visually-hidden">
            {t('search.queryLabel')}
          </label>
          <input
            ref={inputRef}
            id={`${titleId}-input`}
            type="search"
            className="search-form__input"
            placeholder={t('search.placeholder')}
            value={query}
            autoComplete="off"
            onChange={(event) => {
              setQuery(event.target.value);
              setEmpty(false);
            }}
          />
          <button type="submit" className="btn btn--primary">
            {t('search.submit')}
          </button>
        </form>

        <div className="search-results" aria-live="polite">
          {loading && <p className="search-results__status">{t('search.searching')}</p>}
          {!loading && empty && <p className="search-results__status">{t('search.empty')}</p>}
          {!loading && results.length > 0 && <SearchResultList results={results} onChoose={onClose} />}
        </div>
      </div>
    </div>
  );
}
