// Acting on several rows of an admin list at once (issue 48): a checkbox per row, one for every row
// of the page, and a bar with the count and the actions. Each action is the per-item request run
// once per chosen row, one after another, so every item meets the same rules as alone; the ones
// the server refuses are reported by name with its reason, and the rest are done.
import { useCallback, useMemo, useState } from 'react';
import { actionErrorText } from './admin-errors';
import './bulk-actions.css';

/** The rows chosen among those shown, by key (an id, or kind and id); a row no longer shown leaves the choice. */
export function useBulkSelection<K extends string | number>(keys: K[]) {
  const [chosen, setChosen] = useState<ReadonlySet<K>>(() => new Set());
  const shown = useMemo(() => new Set(keys), [keys]);
  const selected = useMemo(() => keys.filter((key) => chosen.has(key)), [keys, chosen]);
  const toggle = useCallback((key: K) => {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const all = keys.length > 0 && selected.length === keys.length;
  const toggleAll = useCallback(() => setChosen(all ? new Set() : new Set(shown)), [all, shown]);
  const clear = useCallback(() => setChosen(new Set()), []);
  return { selected, isSelected: (key: K) => chosen.has(key) && shown.has(key), toggle, all, some: selected.length > 0 && !all, toggleAll, clear };
}

export type BulkSelection<K extends string | number> = ReturnType<typeof useBulkSelection<K>>;

export type BulkOutcome<T> = { done: T[]; failed: { item: T; reason: string }[] };

/** Runs `step` for each item in turn; a refusal is noted with its reason and the next item goes on. */
export async function runForEach<T>(items: T[], step: (item: T) => Promise<unknown>): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { done: [], failed: [] };
  for (const item of items) {
    try {
      await step(item);
      outcome.done.push(item);
    } catch (error) {
      outcome.failed.push({ item, reason: actionErrorText(error).replace(/^Error: /, '') });
    }
  }
  return outcome;
}

/** "2 could not be published: Goa Grand Casino (Add alt text …); …", or null when all went. */
export function failureText<T>(outcome: BulkOutcome<T>, nameOf: (item: T) => string, what: string): string | null {
  if (outcome.failed.length === 0) return null;
  return `${outcome.failed.length} could not be ${what}: ${outcome.failed.map(({ item, reason }) => `${nameOf(item)} (${reason})`).join('; ')}`;
}

/**
 * The checkbox for every row of the page, with its words shown: above the table, since a phone
 * shows the table's rows as cards without its header.
 */
export function SelectAllBox({ label, all, some, onToggle }: { label: string; all: boolean; some: boolean; onToggle(): void }) {
  return (
    <label className="admin-bulk__all">
      <input
        type="checkbox"
        className="admin-bulk__box"
        checked={all}
        ref={(element) => {
          if (element) element.indeterminate = some;
        }}
        onChange={onToggle}
      />
      {label}
    </label>
  );
}

/** The header of the rows' checkbox column. */
export function SelectColumnHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Select</span>
    </th>
  );
}

export function SelectRowBox({ name, checked, onToggle }: { name: string; checked: boolean; onToggle(): void }) {
  return <input type="checkbox" className="admin-bulk__box" aria-label={`Select ${name}`} checked={checked} onChange={onToggle} />;
}

export type BulkAction = { label: string; run(): void; danger?: boolean };

/** The bar over the list while rows are chosen: how many, and what can be done to them. */
export function BulkBar({ count, noun, actions, busy, onClear }: { count: number; noun: string; actions: BulkAction[]; busy: boolean; onClear(): void }) {
  if (count === 0) return null;
  return (
    <div className="admin-bulk" role="region" aria-label="Chosen rows">
      <p className="admin-bulk__count" aria-live="polite">
        {count} {noun} selected
      </p>
      {actions.map((action) => (
        <button
          key={action.label}
          type="button"
          className={`admin-button admin-button--small${action.danger ? ' admin-button--danger' : ''}`}
          disabled={busy}
          onClick={action.run}
        >
          {action.label}
        </button>
      ))}
      <button type="button" className="admin-button admin-button--small" disabled={busy} onClick={onClear}>
        Clear selection
      </button>
    </div>
  );
}
