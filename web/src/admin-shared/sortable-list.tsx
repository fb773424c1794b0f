// The admin's one list put in order by dragging a row's handle (@dnd-kit, mouse and touch) or by
// keyboard: focus the handle, Space or Enter to pick the row up, the arrow keys to move it one place
// a key (in a grid, Left and Right move one place and Up and Down a whole row), Space or Enter to
// drop it, Escape to put it back; each step is told to screen readers in the caller's words. The
// keyboard moves the row in the list itself rather than through dnd-kit's KeyboardSensor, whose
// measured positions drift under smooth scrolling on long forms (it told a lifted row as over the
// last one). The list never saves: a drop calls onMove, and the caller saves it or keeps it.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './sortable-list.css';

/** Where a row is, as a screen reader hears it: "position 13 of 20" of the whole list, not of the page. */
export type SortablePlace = { name: string; position: number; total: number };

/** What each step of a move is called; every list is told in its own words. */
export type SortableWords = {
  pickedUp(place: SortablePlace): string;
  moved(place: SortablePlace): string;
  alreadyThere(place: SortablePlace): string;
  dropped(place: SortablePlace): string;
  cancelled(place: SortablePlace): string;
  /** A mouse or touch drag that left the list, and one dropped outside it. */
  notOver(name: string): string;
  droppedOutside(name: string): string;
  /** Read by a screen reader when the handle takes focus; in a grid, the arrows move in two directions. */
  instructions: string;
  gridInstructions?: string;
};

const at = ({ position, total }: SortablePlace) => `position ${position} of ${total}`;

/** The words of the admin's ordered lists (the kinds staff order by hand, a venture's rows and gallery). */
export const orderedListWords: SortableWords = {
  pickedUp: (place) => `Picked up ${place.name}, at ${at(place)}.`,
  moved: (place) => `${place.name} is over ${at(place)}.`,
  alreadyThere: (place) => `${place.name} is already at ${at(place)}.`,
  dropped: (place) => `${place.name} was dropped at ${at(place)}.`,
  cancelled: (place) => `Moving ${place.name} was cancelled; it stays at ${at(place)}.`,
  notOver: (name) => `${name} is no longer over the list.`,
  droppedOutside: (name) => `${name} was dropped outside the list.`,
  instructions:
    'To move this item, press Space or Enter, then the up and down arrow keys; press Space or Enter again to drop it where it is, or Escape to put it back.',
  gridInstructions:
    'To move this item, press Space or Enter, then the arrow keys: left and right move it one place, up and down a whole row; press Space or Enter again to drop it where it is, or Escape to put it back.',
};

/** One finished move: the item, from and to which index of the list shown, and the order before and after. */
export type SortableMove<T> = { item: T; from: number; to: number; ordered: T[]; previous: T[] };

type RowContext = {
  liftedKey: UniqueIdentifier | null;
  onHandleKey(key: UniqueIdentifier, event: KeyboardEvent<HTMLButtonElement>): void;
  onHandleBlur(key: UniqueIdentifier): void;
  /** Each row's handle and element, by key: a moved row's handle takes the focus back, a grid is measured. */
  handles: Map<UniqueIdentifier, HTMLButtonElement>;
  rows: Map<UniqueIdentifier, HTMLElement>;
};

const SortableRowContext = createContext<RowContext | null>(null);

export function SortableList<T>({
  items,
  keyOf,
  nameOf,
  onMove,
  words = orderedListWords,
  layout = 'list',
  firstPosition = 1,
  total,
  children,
}: {
  items: T[];
  keyOf(item: T): UniqueIdentifier;
  /** How the item is named to a screen reader at an index of the list shown ("Goa Grand Casino", "question 2: …"). */
  nameOf(item: T, index: number): string;
  /** Told each drop that changed the order; a rejected promise puts the list back as it was. */
  onMove(move: SortableMove<T>): void | Promise<unknown>;
  words?: SortableWords;
  /** 'grid' for items laid out in rows and columns (a gallery), where the arrows move in two directions. */
  layout?: 'list' | 'grid';
  /** A page of a longer list: the position of its first item, and how many the whole list has. */
  firstPosition?: number;
  total?: number;
  /** The list, in the order shown (its rows use useSortableRow or SortableItem, and DragHandle). */
  children(ordered: T[]): ReactNode;
}) {
  const [order, setOrder] = useState(items);
  // New items from the parent replace the order shown in the same render (an effect would first
  // commit the old rows once more, which a removed row's focus handling would see).
  const [given, setGiven] = useState(items);
  if (items !== given) {
    setGiven(items);
    setOrder(items);
  }
  // The handlers read the order as it is while a move goes on.
  const orderRef = useRef(order);
  orderRef.current = order;
  /** The row picked up by keyboard, where it was, and the order before (Escape puts it back). */
  const [lifted, setLifted] = useState<{ key: UniqueIdentifier; from: number; previous: T[] } | null>(null);
  const liftedRef = useRef(lifted);
  liftedRef.current = lifted;
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<UniqueIdentifier, HTMLButtonElement>());
  const rows = useRef(new Map<UniqueIdentifier, HTMLElement>());
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  /** The row just dropped or put back by keyboard, whose handle keeps the focus too. */
  const settledKey = useRef<UniqueIdentifier | null>(null);
  // A moved row's handle keeps the focus (moving a node in the document may drop it).
  useEffect(() => {
    const key = lifted?.key ?? settledKey.current;
    settledKey.current = null;
    const handle = key === null ? undefined : handles.current.get(key);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [order, lifted]);

  const indexOf = (key: UniqueIdentifier) => orderRef.current.findIndex((item) => keyOf(item) === key);
  const placeAt = (item: T, index: number): SortablePlace => ({ name: nameOf(item, index), position: firstPosition + index, total: total ?? orderRef.current.length });
  const placeOf = (key: UniqueIdentifier): SortablePlace => {
    const index = indexOf(key);
    const item = orderRef.current[index];
    return item === undefined ? { name: 'the item', position: firstPosition, total: total ?? orderRef.current.length } : placeAt(item, index);
  };

  function finish(move: SortableMove<T>) {
    setOrder(move.ordered);
    const saving = onMove(move);
    if (saving) saving.catch(() => setOrder(move.previous));
  }

  /** How many places Up and Down move a row: one in a list, a whole row of the grid as laid out now. */
  function rowLength(): number {
    if (layout === 'list') return 1;
    const tops = orderRef.current.map((item) => rows.current.get(keyOf(item))?.getBoundingClientRect().top);
    const first = tops[0];
    if (first === undefined) return 1;
    const columns = tops.findIndex((top) => top === undefined || Math.abs(top - first) > 2);
    return columns < 0 ? tops.length : Math.max(1, columns);
  }

  function onHandleKey(key: UniqueIdentifier, event: KeyboardEvent<HTMLButtonElement>) {
    const shown = orderRef.current;
    const index = indexOf(key);
    if (index < 0) return;
    const item = shown[index]!;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (lifted?.key === key) {
        settledKey.current = key;
        setLifted(null);
        setMessage(words.dropped(placeAt(item, index)));
        if (lifted.from !== index) finish({ item, from: lifted.from, to: index, ordered: shown, previous: lifted.previous });
      } else {
        setLifted({ key, from: index, previous: shown });
        setMessage(words.pickedUp(placeAt(item, index)));
      }
      return;
    }
    if (lifted?.key !== key) return;
    const step = { ArrowUp: -rowLength(), ArrowDown: rowLength(), ArrowLeft: layout === 'grid' ? -1 : 0, ArrowRight: layout === 'grid' ? 1 : 0 }[event.key];
    if (step) {
      event.preventDefault();
      event.stopPropagation();
      const to = Math.min(shown.length - 1, Math.max(0, index + step));
      if (to === index) {
        setMessage(words.alreadyThere(placeAt(item, index)));
        return;
      }
      setOrder(arrayMove(shown, index, to));
      setMessage(words.moved(placeAt(item, to)));
    } else if (event.key === 'Escape') {
      // Escape here puts the row back; it does not close whatever dialog holds the list.
      event.preventDefault();
      event.stopPropagation();
      settledKey.current = key;
      setOrder(lifted.previous);
      setLifted(null);
      setMessage(words.cancelled(placeAt(item, lifted.from)));
    }
  }

  function onHandleBlur(key: UniqueIdentifier) {
    // A move re-inserts the row, which blurs its handle until the effect above focuses it again:
    // only a focus that really went elsewhere drops the row, where it is.
    requestAnimationFrame(() => {
      const current = liftedRef.current;
      if (current?.key !== key || document.activeElement === handles.current.get(key)) return;
      setLifted(null);
      const index = indexOf(key);
      const item = orderRef.current[index];
      if (item !== undefined && current.from !== index) finish({ item, from: current.from, to: index, ordered: orderRef.current, previous: current.previous });
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setMessage(over ? words.dropped({ ...placeOf(active.id), position: placeOf(over.id).position }) : words.droppedOutside(placeOf(active.id).name));
    if (!over || active.id === over.id) return;
    const previous = orderRef.current;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from < 0 || to < 0) return;
    finish({ item: previous[from]!, from, to, ordered: arrayMove(previous, from, to), previous });
  }

  // Drags by mouse or touch are told through the list's own live region too, so each list has one.
  const silent: Announcements = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
  const context: RowContext = {
    liftedKey: lifted?.key ?? null,
    onHandleKey,
    onHandleBlur,
    handles: handles.current,
    rows: rows.current,
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setMessage(words.pickedUp(placeOf(active.id)))}
      onDragOver={({ active, over }) => setMessage(over ? words.moved({ ...placeOf(active.id), position: placeOf(over.id).position }) : words.notOver(placeOf(active.id).name))}
      onDragEnd={onDragEnd}
      onDragCancel={({ active }) => setMessage(words.cancelled(placeOf(active.id)))}
      accessibility={{ announcements: silent, screenReaderInstructions: { draggable: (layout === 'grid' && words.gridInstructions) || words.instructions } }}
    >
      <SortableRowContext.Provider value={context}>
        <SortableContext items={order.map(keyOf)} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
          {children(order)}
        </SortableContext>
      </SortableRowContext.Provider>
      <p className="visually-hidden admin-sortable__announcer" role="status" aria-live="assertive">
        {message}
      </p>
    </DndContext>
  );
}

/** What a row of a SortableList needs: its ref and style, and the props of its handle. */
export function useSortableRow(id: UniqueIdentifier, options: { disabled?: boolean } = {}) {
  const list = useContext(SortableRowContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: options.disabled ?? false });
  const lifted = list?.liftedKey === id;
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging || lifted ? 2 : undefined };
  const handles = list?.handles;
  const rows = list?.rows;
  const handleRef = useCallback(
    (element: HTMLButtonElement | null) => {
      setActivatorNodeRef(element);
      if (element) handles?.set(id, element);
      else if (handles?.get(id)?.isConnected === false) handles.delete(id);
    },
    [id, setActivatorNodeRef, handles],
  );
  const ref = useCallback(
    (element: HTMLElement | null) => {
      setNodeRef(element);
      if (element) rows?.set(id, element);
      else if (rows?.get(id)?.isConnected === false) rows.delete(id);
    },
    [id, setNodeRef, rows],
  );
  const handle = {
    ...attributes,
    ...listeners,
    ref: handleRef,
    'aria-pressed': lifted || isDragging,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => list?.onHandleKey(id, event),
    onBlur: () => list?.onHandleBlur(id),
  };
  return { ref, style, dragging: isDragging || lifted, handle };
}

export type DragHandleProps = ReturnType<typeof useSortableRow>['handle'];

/** The row's handle: a real button, so it is in the tab order and names what it moves. */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  return (
    <button type="button" className="admin-drag-handle" aria-label={`Move ${label}`} {...handle}>
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

/** A row as a <div> (or <li>, <tr>) of its own with `className`; `children` gets the handle's props, null when it cannot move. */
export function SortableItem({
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
  const row = useSortableRow(id, { disabled: disabled ?? false });
  return (
    <Element ref={row.ref} style={disabled ? undefined : row.style} className={[className, row.dragging ? 'admin-reorder-row--dragging' : ''].filter(Boolean).join(' ') || undefined}>
      {children(disabled ? null : row.handle)}
    </Element>
  );
}
