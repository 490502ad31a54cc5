import { describe, expect, it } from 'vitest';
import { reportFiltersFromSearch, reportUrl, searchFromReportFilters } from './report-filters.ts';

describe('report filters', () => {
  it('default to the last 7 days through today and keep only known visitor types', () => {
    const filters = reportFiltersFromSearch(
      new URLSearchParams('visitor_type=tablet&date_from=tegnap'),
      '2026-03-05',
    );
    expect(filters).toEqual({
      menu_id: '',
      visitor_type: '',
      post_type: '',
      date_from: '2026-02-27',
      date_to: '2026-03-05',
      user_id: '',
    });
  });

  it('give a lone end date the week ending on it', () => {
    const filters = reportFiltersFromSearch(new URLSearchParams('date_to=2025-12-31'), '2026-03-05');
    expect([filters.date_from, filters.date_to]).toEqual(['2025-12-25', '2025-12-31']);
  });

  it('round-trip through the URL and build the generic report url', () => {
    const search = new URLSearchParams(
      'menu_id=2&visitor_type=android&post_type=Hír&date_from=2026-01-01&date_to=2026-01-31',
    );
    const filters = reportFiltersFromSearch(search, '2026-03-05');
    expect(searchFromReportFilters(filters).toString()).toBe(search.toString());
    expect(reportUrl('post-type', filters)).toBe(`/reports/post-type?${search}`);
  });
});
