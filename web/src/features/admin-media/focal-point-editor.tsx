// The focal point of a picture, set by clicking on it (a marker shows where) or, with the picture
// focused, by the arrow keys in steps of 5 %, each position announced; crops keep that point in view.
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { FocalPoint, MediaItem } from '@common/media';

const STEP = 5;
const CENTRE: FocalPoint = { x: 50, y: 50 };

const clamp = (value: number) => Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;

export function describeFocalPoint(point: FocalPoint | null): string {
  if (!point) return 'Focal point: the centre.';
  return `Focal point: ${Math.round(point.x)} % across, ${Math.round(point.y)} % down.`;
}

export function FocalPointEditor({
  item,
  value,
  readOnly,
  onChange,
}: {
  item: MediaItem;
  value: FocalPoint | null;
  readOnly: boolean;
  onChange(point: FocalPoint | null): void;
}) {
  const id = useId();
  // What the live region says: only after the editor moved the point, not on opening.
  const [announced, setAnnounced] = useState('');
  const point = value ?? CENTRE;

  const set = (next: FocalPoint | null) => {
    onChange(next);
    setAnnounced(describeFocalPoint(next));
  };
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const box = event.currentTarget.getBoundingClientRect();
    set({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ x: clamp(point.x + move[0]), y: clamp(point.y + move[1]) });
  };

  return (
    <div className="media-focal">
      <div
        className={`media-focal__picture${readOnly ? '' : ' media-focal__picture--editable'}`}
        tabIndex={readOnly ? undefined : 0}
        role={readOnly ? undefined : 'group'}
        aria-label={readOnly ? undefined : 'Focal point: click the picture, or use the arrow keys'}
        aria-describedby={`${id}-now`}
        onClick={click}
        onKeyDown={key}
      >
        <img src={item.url} alt={item.decorative ? '' : item.alt_text} draggable={false} />
        <span className="media-focal__marker" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
      </div>
      <p className="admin-field__hint" id={`${id}-now`}>
        {describeFocalPoint(value)}
        {!readOnly && ' Crops of this picture keep this point in view.'}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {announced}
      </span>
      {!readOnly && (
        <button type="button" className="admin-button admin-button--small" disabled={value === null} onClick={() => set(null)}>
          Reset to centre
        </button>
      )}
    </div>
  );
}
