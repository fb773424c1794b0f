// Above and atop an admin list: the search box, the sort menu, and column headers that sort
// (aria-sort says how the list is sorted now). The list's place lives in the URL (list-url-state.ts).
import { useEffect, useId, useRef, useState } from 'react';
import './list-controls.css';

/** A search waits this long after the last keystroke before it asks the server. */
const SEARCH_DELAY_MS = 300;

export function ListSearch({ label, value, onSearch }: { label: string; value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const id = useId();
  // Back/Forward (or a reload) brought another search: show it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <form
      role="search"
      className="admin-list-search"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
    </form>
  );
}

export type SortOption<Sort extends string> = { value: Sort; label: string };

export function SortSelect<Sort extends string>({ options, value, onChange }: { options: SortOption<Sort>[]; value: Sort; onChange(sort: Sort): void }) {
  const id = useId();
  return (
    <div className="admin-list-sort">
      <label htmlFor={id}>Sort</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Sort)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A column header that sorts the list by its column: the first click sorts in `first` direction,
 * the next reverses it.
 */
export function SortableHeader<Sort extends string>({
  label,
  ascending,
  descending,
  first,
  current,
  onSort,
}: {
  label: string;
  ascending: Sort;
  descending: Sort;
  first: 'ascending' | 'descending';
  current: Sort;
  onSort(sort: Sort): void;
}) {
  const state = current === ascending ? 'ascending' : current === descending ? 'descending' : undefined;
  const next = state === 'ascending' ? descending : state === 'descending' ? ascending : first === 'ascending' ? ascending : descending;
  return (
    <th scope="col" aria-sort={state ?? 'none'}>
      <button type="button" className="admin-table__sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true" className="admin-table__sort-mark">
          {state === 'ascending' ? ' ▲' : state === 'descending' ? ' ▼' : ' ↕'}
        </span>
      </button>
    </th>
  );
}
