// After a row is deleted and the list reloads, keyboard focus goes to the row that took its place
// (the next one, or the new last one), else to the section's Add New button: the deleted row's
// Actions button is gone, and focus would otherwise fall back to <body>.
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
