// The office locations' map: every office's pin where visitors see it, and a click on the map
// places the chosen office's pin there (positions in per cent of the artwork, as stored). The
// number fields of each office stay for the keyboard and for exact values.
import { useId, useState } from 'react';
import { images } from '@/lib/asset-url';
import type { FormRow } from './section-fields';

const ROUNDING = 10;

export function PinMap({ rows, nameOf, onPlace }: { rows: FormRow[]; nameOf(row: FormRow, index: number): string; onPlace(index: number, x: number, y: number): void }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const [status, setStatus] = useState('');
  const index = Math.min(chosen, rows.length - 1);

  function place(event: React.MouseEvent<HTMLDivElement>) {
    if (index < 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) => Math.round(Math.min(100, Math.max(0, (offset / size) * 100)) * ROUNDING) / ROUNDING;
    const x = percent(event.clientX - box.left, box.width);
    const y = percent(event.clientY - box.top, box.height);
    onPlace(index, x, y);
    setStatus(`Pin of ${nameOf(rows[index]!, index)} placed at ${x}% across and ${y}% down. Save to keep it.`);
  }

  return (
    <div className="admin-site__pin-map">
      <div className="admin-field">
        <label htmlFor={selectId}>Place the pin of</label>
        <select id={selectId} value={index} onChange={(event) => setChosen(Number(event.target.value))}>
          {rows.map((row, i) => (
            <option key={row.uid} value={i}>
              {nameOf(row, i)}
            </option>
          ))}
        </select>
        <p className="admin-field__hint">Click on the map where the office is; or type the position in its fields below.</p>
      </div>
      {/* A pointer shortcut: the same positions are editable as numbers below, so the map need not be focusable. */}
      <div className="admin-site__map" onClick={place} data-testid="pin-map">
        <img src={images.map} alt="" width={600} height={640} />
        {rows.map((row, i) => (
          <span
            key={row.uid}
            className={`admin-site__map-pin${i === index ? ' is-chosen' : ''}${row.head === true ? ' is-head' : ''}`}
            style={{ left: `${Number(row.x)}%`, top: `${Number(row.y)}%` }}
            title={String(row.name)}
            aria-hidden="true"
          >
            {i + 1}
          </span>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
