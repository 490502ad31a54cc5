import type { ReportRow } from '@newsroom/shared';

/** The chart's 8 colours (docs/product.md), given to the columns in order. */
export const REPORT_PALETTE = [
  'blue.6',
  'red.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'cyan.7',
  'yellow.7',
  'pink.6',
] as const;

/** The numeric columns of a report's rows, in the order the server gave them. */
export function reportColumns(rows: ReportRow[]): string[] {
  const columns: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (key === 'date' || typeof value !== 'number' || seen.has(key)) continue;
      seen.add(key);
      columns.push(key);
    }
  }
  return columns;
}

/** The sum of each column over every row. */
export function columnTotals(rows: ReportRow[], columns: string[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const column of columns) totals[column] = 0;
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value === 'number') totals[column] = (totals[column] ?? 0) + value;
    }
  }
  return totals;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV (comma-separated, quoted where needed, CRLF lines): a date column, then the given columns. */
export function reportCsv(rows: ReportRow[], columns: string[], dateHeader: string): string {
  const lines = [[dateHeader, ...columns].map(csvCell).join(',')];
  for (const row of rows) {
    lines.push([row.date, ...columns.map((c) => row[c] ?? 0)].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
