// A saved ordered list (issue 24): a SortableList whose every move is saved at once by one request;
// when that fails the list goes back to the order before the move, under an error banner.
import { useState, type ReactNode } from 'react';
import type { UniqueIdentifier } from '@dnd-kit/core';
import { orderingMessages } from '@common/ordering';
import { actionErrorText } from './admin-errors';
import type { MoveTo } from './api/order';
import { SortableList, type SortableMove } from './sortable-list';

/** Where `movedId` stands in `ids`: after the item above it, or, first of what is shown, before the one below. */
export function moveTarget(ids: number[], movedId: number): MoveTo {
  const index = ids.indexOf(movedId);
  return index > 0 ? { afterId: ids[index - 1]! } : { beforeId: ids[1] ?? null };
}

export function ReorderableList<T>({
  items,
  labelOf,
  onMove,
  onReorder,
  keyOf = (item) => (item as { id: number }).id,
  savedIdOf = (item) => (item as { id?: number }).id,
  layout = 'list',
  firstPosition = 1,
  total,
  children,
}: {
  items: T[];
  /** How the item is named to a screen reader ("Goa Grand Casino"). */
  labelOf(item: T): string;
  /** Saves one move of a saved item, named by its id; a rejection puts the list back. */
  onMove(id: number, to: MoveTo): Promise<unknown>;
  /** Told the order shown (the move, or the order put back), for a form that keeps its rows itself. */
  onReorder?(ordered: T[]): void;
  /** The item's key in the list; by default its id. */
  keyOf?(item: T): UniqueIdentifier;
  /** The item's id on the server; undefined for a row not saved yet, which the move skips over. */
  savedIdOf?(item: T): number | undefined;
  layout?: 'list' | 'grid';
  /** A page of a longer list: the position of its first item, and how many the whole list has. */
  firstPosition?: number;
  total?: number;
  children(ordered: T[]): ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);

  async function saveMove({ item, ordered, previous }: SortableMove<T>) {
    const movedId = savedIdOf(item);
    // A row not saved yet has no place on the server to move to: the list stays as it was.
    if (movedId === undefined) throw new Error('Only a saved row can be moved.');
    onReorder?.(ordered);
    setError(null);
    try {
      // Among the saved items only: a row not saved yet has no place on the server.
      const saved = ordered.map(savedIdOf).filter((id): id is number => id !== undefined);
      await onMove(movedId, moveTarget(saved, movedId));
    } catch (caught) {
      onReorder?.(previous);
      setError(`${orderingMessages.failed} ${actionErrorText(caught)}`);
      throw caught;
    }
  }

  return (
    <>
      {error && (
        <div className="admin-banner admin-banner--error" role="alert">
          <span>{error}</span>
          <button type="button" className="admin-banner__close" onClick={() => setError(null)} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      <SortableList items={items} keyOf={keyOf} nameOf={labelOf} onMove={saveMove} layout={layout} firstPosition={firstPosition} total={total}>
        {children}
      </SortableList>
    </>
  );
}
