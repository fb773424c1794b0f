// "Move to position N" for a row of a paged, ordered admin list (issue 48): dragging and the arrow
// keys move a row within the page shown, so a row on page 2 could never reach page 1. The editor
// types the position in the whole list; the move is one request beside the row that holds that
// position now (found by reading its page), so the server's order rules stay the only ones.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { OrderKind } from '@common/ordering';
import { actionErrorText } from './admin-errors';
import type { Banner } from './banners';
import { saveMove } from './api/order';
import './move-to-position.css';

/** Where a list page starts in the whole list: positions count from 1 over every page. */
export const firstPositionOf = (page: number, pageSize: number) => (page - 1) * pageSize + 1;

/** The list page that shows a position of the whole list. */
export const pageOfPosition = (position: number, pageSize: number) => Math.ceil(position / pageSize);

/**
 * Moves item `id` from position `from` to position `to` of the whole list, by placing it before the
 * item now at `to` (moving up) or after it (moving down). `idsOfPage` reads a page of the list in
 * its display order.
 */
export async function moveToPosition(input: {
  kind: OrderKind;
  id: number;
  from: number;
  to: number;
  pageSize: number;
  idsOfPage(page: number): Promise<number[]>;
}): Promise<void> {
  const { kind, id, from, to, pageSize, idsOfPage } = input;
  if (to === from) return;
  const place = placeOfPosition(from, to, pageSize);
  const anchor = (await idsOfPage(place.page))[place.index];
  if (anchor === undefined || anchor === id) throw new Error(`There is no position ${to} in the list any more; it has changed meanwhile.`);
  await saveMove(kind, id, place.side === 'before' ? { beforeId: anchor } : { afterId: anchor });
}

/**
 * "Move to…" for the rows of one list page: the move, its notice, and the list read again where
 * the row landed (its page, when that is another), with the focus on the moved row's "Move to…"
 * button there. `rows`: the page shown; `idsOfPage` reads another page in display order.
 */
export function useMoveRowTo<T extends { id: number }>(input: {
  kind: OrderKind | null;
  page: number;
  pageSize: number;
  total: number;
  rows: readonly T[] | null;
  loading: boolean;
  nameOf(row: T): string;
  idsOfPage(page: number): Promise<number[]>;
  show(banner: Banner): unknown;
  reload(): void;
  goTo(page: number): void;
}) {
  const { kind, page, pageSize, total, rows, loading, nameOf, show, reload, goTo } = input;
  /** The row just moved: its "Move to…" button takes the focus where it now stands. */
  const movedName = useRef<string | null>(null);
  useEffect(() => {
    const name = movedName.current;
    if (loading || name === null) return;
    movedName.current = null;
    [...document.querySelectorAll<HTMLButtonElement>('[data-move-to]')].find((button) => button.dataset.moveTo === name)?.focus();
  }, [loading, rows]);

  return async function moveRowTo(row: T, from: number, to: number) {
    if (!kind) return;
    try {
      await moveToPosition({
        kind,
        id: row.id,
        from,
        to,
        pageSize,
        idsOfPage: async (at) => (at === page && rows ? rows.map((shown) => shown.id) : input.idsOfPage(at)),
      });
    } catch (error) {
      show({ kind: 'error', text: actionErrorText(error) });
      return;
    }
    show({ kind: 'success', text: positionMessages.moved(nameOf(row), to, total) });
    movedName.current = nameOf(row);
    const landing = pageOfPosition(to, pageSize);
    if (landing === page) reload();
    else goTo(landing);
  };
}

/** The page and index where the item now at position `to` is read, and which side of it the moved one goes. */
export function placeOfPosition(from: number, to: number, pageSize: number): { page: number; index: number; side: 'before' | 'after' } {
  return { page: pageOfPosition(to, pageSize), index: (to - 1) % pageSize, side: to < from ? 'before' : 'after' };
}

export const positionMessages = {
  outOfRange: (total: number) => `Enter a position from 1 to ${total}.`,
  moved: (label: string, to: number, total: number) => `${label} moved to position ${to} of ${total}.`,
};

/** The row's "Move to…" button and, once opened, its position field. */
export function MoveToPositionControl({
  label,
  position,
  total,
  disabled,
  onMove,
}: {
  /** The row's name ("Goa Grand Casino"). */
  label: string;
  position: number;
  total: number;
  disabled?: boolean;
  onMove(to: number): void;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // Closing the field gives the focus back to the button that opened it.
  const openButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) openButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const to = Number(value);
    if (!/^\d+$/.test(value.trim()) || to < 1 || to > total) {
      setProblem(positionMessages.outOfRange(total));
      return;
    }
    setOpen(false);
    setProblem(null);
    if (to !== position) onMove(to);
  }

  if (!open) {
    return (
      <button
        ref={openButton}
        type="button"
        className="admin-button admin-button--small admin-move-to__open"
        data-move-to={label}
        disabled={disabled}
        onClick={() => {
          setValue(String(position));
          setOpen(true);
        }}
      >
        {/* The visible words first, so the name a voice user says matches what they see. */}
        Move to…<span className="visually-hidden"> a position: {label}, now {position} of {total}</span>
      </button>
    );
  }
  return (
    <form className="admin-move-to" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-to`}>
        Position of {label} (1–{total})
      </label>
      <input
        id={`${id}-to`}
        type="number"
        inputMode="numeric"
        min={1}
        max={total}
        value={value}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <button type="submit" className="admin-button admin-button--small admin-button--primary">
        Move
      </button>
      <button type="button" className="admin-button admin-button--small" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {problem && (
        <p id={`${id}-problem`} className="admin-field__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
