// An admin table in its scrolling wrapper: a header row of its columns, then the rows it is given.
import type { ReactNode } from 'react';

type Props = {
  /** The table's own class, beside admin-table. */
  className: string;
  /** Its accessible name. */
  label: string;
  /** The column headings; a heading may be a node (a visually hidden name). */
  columns: ReactNode[];
  /** Rows are on their way (aria-busy). */
  busy?: boolean;
  children: ReactNode;
};

export function AdminTable({ className, label, columns, busy, children }: Props) {
  return (
    <div className="admin-table__wrap">
      <table className={`admin-table ${className}`} aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
