// One line of the Activity export as RFC 4180 CSV, safe to open in a spreadsheet.

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
