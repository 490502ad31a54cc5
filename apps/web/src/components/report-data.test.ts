import { describe, expect, it } from 'vitest';
import { columnTotals, reportColumns, reportCsv } from './report-data.ts';

const rows = [
  { date: '2026-03-01', Sport: 1, 'Kultúra, "élet"': 0 },
  { date: '2026-03-02', Sport: 2, 'Kultúra, "élet"': 3 },
];

describe('report data', () => {
  it('finds the numeric columns and their totals', () => {
    expect(reportColumns(rows)).toEqual(['Sport', 'Kultúra, "élet"']);
    expect(reportColumns([{ date: '2026-03-01' }])).toEqual([]);
    expect(columnTotals(rows, ['Sport', 'Kultúra, "élet"'])).toEqual({ Sport: 3, 'Kultúra, "élet"': 3 });
  });

  it('writes CSV with quoted headers where needed', () => {
    expect(reportCsv(rows, reportColumns(rows), 'Dátum')).toBe(
      'Dátum,Sport,"Kultúra, ""élet"""\r\n2026-03-01,1,0\r\n2026-03-02,2,3\r\n',
    );
  });
});
