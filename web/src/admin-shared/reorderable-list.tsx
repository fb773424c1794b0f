// Putting a list in order by dragging or by keyboard (issue 24), with @dnd-kit, which only admin
// chunks import. Each row has a handle, a button that takes focus: Space or Enter picks the row up,
// the arrow keys move it, Space or Enter drops it, Escape puts it back; screen readers hear each
// step. The new order shows at once and is saved by one request; when that fails the list goes
// back to the order before the move, under an error banner.
import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { orderingMessages } from '@common/ordering';
import { actionErrorText } from './admin-errors';
import type { MoveTo } from './api/order';
import './reorderable-list.css';

/** Where `movedId` stands in `ids`: after the item above it, or, first of what is shown, before the one below. */
export function moveTarget(ids: number[], movedId: number): MoveTo {
  const index = ids.indexOf(movedId);
  return index > 0 ? { afterId: ids[index - 1]! } : { beforeId: ids[1] ?? null };
}

const instructions =
  'To move this item, press Space or Enter, then the up and down arrow keys; press Space or Enter again to drop it where it is, or Escape to put it back.';

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
  /** 'grid' for items laid out in rows and columns (a gallery), where the arrows move in two directions. */
  layout?: 'list' | 'grid';
  /**
   * A page of a longer list: the position of its first item, and how many the whole list has, so
   * that a screen reader hears the place in the list ("position 13 of 20"), not in the page.
   */
  firstPosition?: number;
  total?: number;
  /** The list, in its current order (the rows use useReorderableRow or ReorderableItem, and DragHandle). */
  children(ordered: T[]): ReactNode;
}) {
  const [order, setOrder] = useState(items);
  const [error, setError] = useState<string | null>(null);
  // New items from the parent replace the order shown in the same render (an effect would first
  // commit the old rows once more, which a removed row's focus handling would see).
  const [given, setGiven] = useState(items);
  if (items !== given) {
    setGiven(items);
    setOrder(items);
  }
  // The announcements read the order as it is while a drag goes on.
  const orderRef = useRef(order);
  orderRef.current = order;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (id: UniqueIdentifier) => orderRef.current.findIndex((item) => keyOf(item) === id);
  const label = (id: UniqueIdentifier) => {
    const item = orderRef.current[indexOf(id)];
    return item ? labelOf(item) : 'the item';
  };
  const place = (id: UniqueIdentifier) => `position ${firstPosition + indexOf(id)} of ${total ?? orderRef.current.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(active.id)}, at ${place(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${label(active.id)} is over ${place(over.id)}.` : `${label(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${label(active.id)} was dropped at ${place(over.id)}.` : `${label(active.id)} was dropped outside the list.`),
    onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled; it stays at ${place(active.id)}.`,
  };

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const before = orderRef.current;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    const movedId = savedIdOf(before[from]!);
    if (movedId === undefined) return;
    const next = arrayMove(before, from, to);
    setOrder(next);
    onReorder?.(next);
    setError(null);
    try {
      // Among the saved items only: a row not saved yet has no place on the server.
      const saved = next.map(savedIdOf).filter((id): id is number => id !== undefined);
      await onMove(movedId, moveTarget(saved, movedId));
    } catch (caught) {
      setOrder(before);
      onReorder?.(before);
      setError(`${orderingMessages.failed} ${actionErrorText(caught)}`);
    }
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      {error && (
        <div className="admin-banner admin-banner--error" role="alert">
          <span>{error}</span>
          <button type="button" className="admin-banner__close" onClick={() => setError(null)} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      <SortableContext items={order.map(keyOf)} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        {children(order)}
      </SortableContext>
    </DndContext>
  );
}

/** What a row of a ReorderableList needs: its ref and style, and the props of its handle. */
export function useReorderableRow(id: UniqueIdentifier, options: { disabled?: boolean } = {}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: options.disabled ?? false });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined };
  return { ref: setNodeRef, style, dragging: isDragging, handle: { ref: setActivatorNodeRef, ...attributes, ...listeners } };
}

export type DragHandleProps = ReturnType<typeof useReorderableRow>['handle'];

/** The row's handle: a real button, so it is in the tab order and names what it moves. */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  return (
    <button type="button" className="admin-drag-handle" aria-label={`Move ${label}`} {...handle}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

/** A row as a <div> (or <li>, <tr>) of its own with `className`; `children` gets the handle's props, null when it cannot move. */
export function ReorderableItem({
  id,
  disabled,
  className,
  as: Element = 'div',
  children,
}: {
  id: UniqueIdentifier;
  disabled?: boolean;
  className?: string;
  as?: 'div' | 'li' | 'tr';
  children(handle: DragHandleProps | null): ReactNode;
}) {
  const row = useReorderableRow(id, { disabled: disabled ?? false });
  return (
    <Element ref={row.ref} style={disabled ? undefined : row.style} className={[className, row.dragging ? 'admin-reorder-row--dragging' : ''].filter(Boolean).join(' ') || undefined}>
      {children(disabled ? null : row.handle)}
    </Element>
  );
}
