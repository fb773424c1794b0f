// CSV downloads (the Activity log's, the inbox's): RFC 4180 lines, safe to open in a spreadsheet,
// sent as an attachment a batch at a time.
import type { Response } from 'express';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection), tab and CR included. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A field as a CSV cell: one that a spreadsheet would run as a formula gets a leading ', and a
 * field with a comma, quote, line break or edge space is quoted with its quotes doubled.
 */
export function csvField(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The fields as one CSV line, ended by CRLF. */
export function csvRow(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/**
 * CSV text of `header` and then every row `readAfter` gives, `batch` rows a read: each read starts
 * after the last row of the one before (a keyset), so a row written meanwhile shifts none.
 */
export async function* csvInBatches<Row>(
  header: readonly string[],
  batch: number,
  readAfter: (last: Row | undefined, limit: number) => Promise<Row[]>,
  fieldsOf: (row: Row) => string[],
): AsyncGenerator<string> {
  yield csvRow(header);
  let last: Row | undefined;
  for (;;) {
    const rows = await readAfter(last, batch);
    if (rows.length > 0) yield rows.map((row) => csvRow(fieldsOf(row))).join('');
    if (rows.length < batch) return;
    last = rows[rows.length - 1];
  }
}

/**
 * Sends `lines` as the attachment `filename`, never cached. It starts with a UTF-8 byte order
 * mark: without one Excel reads the file in the PC's code page, and a Hindi or Marathi name turns
 * to mojibake. The first batch is read before the headers go, so a database error still gets the
 * usual JSON 500/503.
 */
export async function sendCsv(res: Response, filename: string, lines: AsyncGenerator<string>): Promise<void> {
  const first = await lines.next();
  res.set({
    'Cache-Control': 'no-store',
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  });
  res.write('\uFEFF');
  if (!first.done) res.write(first.value);
  for await (const text of lines) res.write(text);
  res.end();
}
