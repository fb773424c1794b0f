// Reads a CSV download as a spreadsheet does: its byte order mark, then RFC 4180 rows.
import { expect } from 'vitest';

/** The rows of `text`, which starts with a UTF-8 byte order mark (server/src/http/csv.ts) and ends with a line break. */
export function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF'), 'the CSV starts with a byte order mark').toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field === '' && row.length === 0, 'the CSV ends with a line break').toBe(true);
  return rows;
}
