/** Excel reads a UTF-8 file as Windows-1252 unless it starts with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

export type CsvDownload = { filename: string; csv: string };

/** A CSV download named after what it holds and the day it was made: analytics-stages-all-last_7_days-2026-11-21.csv. */
export function toCsvDownload(name: string, now: Date, csv: string): CsvDownload {
  return { filename: `analytics-${name}-${now.toISOString().slice(0, 10)}.csv`, csv: `${UTF8_BOM}${csv}` };
}
