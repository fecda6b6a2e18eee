/**
 * Characters that make a spreadsheet treat a cell as a formula (or, for tab and carriage
 * return, that some spreadsheets strip before reading one). A customer can type any of them
 * into a public form, so an export that staff open in Excel must never start a cell with one:
 * `=HYPERLINK(...)` would otherwise run on their machine (OWASP "CSV injection").
 */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A cell of the export: text is escaped, numbers are written as they are, empty stays empty. */
export type CsvCell = string | number | null | undefined;

/**
 * One CSV cell, safe to open in a spreadsheet (RFC 4180 quoting):
 * - a text starting with = + - @ tab or CR gets a leading apostrophe, so it is shown as text;
 * - every text cell is quoted and its quotes doubled, so commas and line breaks stay inside it;
 * - a finite number is written plainly (money in the export is never negative).
 */
export function escapeCsvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = value.length > 0 && FORMULA_TRIGGERS.has(value.charAt(0)) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** RFC 4180 ends each record with CRLF, which every spreadsheet reads. */
export const CSV_LINE_END = '\r\n';

export function toCsvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(escapeCsvCell).join(',')}${CSV_LINE_END}`;
}
