// After a row is deleted, keyboard focus goes to the row that took its place (the next one, or the
// new last one), else to the list's Add control: the deleted row's button is gone, and focus would
// otherwise fall back to <body>. For an admin table that reloads, and for a form's rows edited in place.
import { useCallback, useEffect, useRef } from 'react';

export function useFocusAfterDelete<T extends HTMLElement>(listShown: unknown) {
  const sectionRef = useRef<T>(null);
  const deletedRow = useRef<number | null>(null);

  useEffect(() => {
    const row = deletedRow.current;
    const section = sectionRef.current;
    if (row === null || !section || !listShown) return;
    deletedRow.current = null;
    const rowButtons = [...section.querySelectorAll<HTMLButtonElement>('tbody button[aria-haspopup="menu"]')];
    const target = rowButtons[Math.min(row, rowButtons.length - 1)] ?? section.querySelector<HTMLButtonElement>('.admin-section__head button');
    target?.focus();
  }, [listShown]);

  /** Call once the row at `index` (of the rows shown) has been deleted, before the list reloads. */
  const rowDeleted = useCallback((index: number) => {
    deletedRow.current = index;
  }, []);

  return { sectionRef, rowDeleted };
}

/**
 * The same for a list edited in place (a form's rows, by their keys): when a row goes and the
 * focus went with it (to <body>), it goes to the control `focusTargetOf` names in the row that
 * took its place (the next one, or the new last one), else to `whenEmpty` (the list's Add control).
 * Focus the editor has put somewhere else meanwhile stays there.
 */
export function useFocusAfterRowRemoval(keys: string[], focusTargetOf: (key: string) => HTMLElement | null, whenEmpty: () => HTMLElement | null) {
  const shown = keys.join(' ');
  const before = useRef(keys);
  const targets = useRef({ focusTargetOf, whenEmpty });
  useEffect(() => {
    targets.current = { focusTargetOf, whenEmpty };
  });

  useEffect(() => {
    const now = shown ? shown.split(' ') : [];
    const removedAt = before.current.findIndex((key) => !now.includes(key));
    before.current = now;
    if (removedAt < 0) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    const key = now[Math.min(removedAt, now.length - 1)];
    (key === undefined ? targets.current.whenEmpty() : targets.current.focusTargetOf(key))?.focus();
  }, [shown]);
}
