// A list whose rows are put in order by dragging a row's handle (@dnd-kit, pointer and touch) or by
// keyboard (focus the handle, Space or Enter to lift, arrow keys to move, Space or Enter to drop,
// Escape to cancel), each step announced to screen readers. The keyboard moves a row one place per
// key in the list itself rather than through dnd-kit's KeyboardSensor, whose measured positions
// drift under the site's smooth scrolling (it announced a lifted row as over the last one). @dnd-kit
// is imported by the admin's Site chunk only, never by the public site.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export type SortableRow = { uid: string };

type Props<Row extends SortableRow> = {
  rows: Row[];
  /** What a row is called in announcements and on its handle ("question 2: What does SJG Group do?"). */
  nameOf(row: Row, index: number): string;
  onMove(from: number, to: number): void;
  renderRow(row: Row, index: number, handle: ReactNode): ReactNode;
};

const screenReaderInstructions = {
  draggable: 'To move this item, press Space or Enter, move it with the Up and Down arrow keys, then press Space or Enter again to drop it, or Escape to cancel.',
};

export function SortableList<Row extends SortableRow>({ rows, nameOf, onMove, renderRow }: Props<Row>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
  );
  /** The row lifted by keyboard, and where it started (Escape puts it back). */
  const [lifted, setLifted] = useState<{ uid: string; from: number } | null>(null);
  const [message, setMessage] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  // A moved row's handle keeps the focus (moving a node in the document may drop it).
  useEffect(() => {
    if (lifted) handles.current.get(lifted.uid)?.focus();
  }, [rows, lifted]);
  const indexOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.uid === id);
  const name = (id: UniqueIdentifier) => {
    const index = indexOf(id);
    return index >= 0 ? nameOf(rows[index]!, index) : 'the item';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}. It is at position ${indexOf(active.id) + 1} of ${rows.length}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} moved to position ${indexOf(over.id) + 1} of ${rows.length}.` : `${name(active.id)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at position ${indexOf(over.id) + 1} of ${rows.length}.` : `${name(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving cancelled. ${name(active.id)} is back at position ${indexOf(active.id) + 1}.`,
  };
  function onHandleKey(event: KeyboardEvent<HTMLButtonElement>, uid: string) {
    const index = rows.findIndex((row) => row.uid === uid);
    if (index < 0) return;
    const row = rows[index]!;
    const n = rows.length;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (lifted?.uid === uid) {
        setLifted(null);
        setMessage(`${nameOf(row, index)} dropped at position ${index + 1} of ${n}.`);
      } else {
        setLifted({ uid, from: index });
        setMessage(`Picked up ${nameOf(row, index)}. It is at position ${index + 1} of ${n}. Use the Up and Down arrow keys to move it, Space to drop it, Escape to cancel.`);
      }
      return;
    }
    if (lifted?.uid !== uid) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const to = Math.min(n - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)));
      if (to === index) {
        setMessage(`${nameOf(row, index)} is already at position ${index + 1} of ${n}.`);
        return;
      }
      onMove(index, to);
      setMessage(`${nameOf(row, to)} moved to position ${to + 1} of ${n}.`);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (lifted.from !== index) onMove(index, lifted.from);
      setLifted(null);
      setMessage(`Moving cancelled. ${nameOf(row, lifted.from)} is back at position ${lifted.from + 1} of ${n}.`);
    }
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions }}>
      <SortableContext items={rows.map((row) => row.uid)} strategy={verticalListSortingStrategy}>
        <ol className="site-sortable">
          {rows.map((row, index) => (
            <SortableItem
              key={row.uid}
              id={row.uid}
              label={nameOf(row, index)}
              lifted={lifted?.uid === row.uid}
              handleRef={(element) => {
                if (element) handles.current.set(row.uid, element);
                else handles.current.delete(row.uid);
              }}
              onHandleKey={(event) => onHandleKey(event, row.uid)}
              onHandleBlur={() => {
                // A move re-inserts the row, which blurs its handle until the effect above focuses
                // it again: only a focus that really went elsewhere drops the row.
                requestAnimationFrame(() => {
                  if (document.activeElement !== handles.current.get(row.uid)) setLifted((current) => (current?.uid === row.uid ? null : current));
                });
              }}
            >
              {(handle) => renderRow(row, index, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
      <p className="visually-hidden site-sortable__announcer" role="status" aria-live="assertive">
        {message}
      </p>
    </DndContext>
  );
}

type ItemProps = {
  id: string;
  label: string;
  lifted: boolean;
  handleRef(element: HTMLButtonElement | null): void;
  onHandleKey(event: KeyboardEvent<HTMLButtonElement>): void;
  onHandleBlur(): void;
  children(handle: ReactNode): ReactNode;
};

function SortableItem({ id, label, lifted, handleRef, onHandleKey, onHandleBlur, children }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={(element) => {
        setActivatorNodeRef(element);
        handleRef(element);
      }}
      className="site-sortable__handle"
      {...attributes}
      {...listeners}
      aria-pressed={lifted}
      aria-label={`Move ${label}`}
      onKeyDown={onHandleKey}
      onBlur={onHandleBlur}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`site-sortable__item${isDragging || lifted ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
