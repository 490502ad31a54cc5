import { describe, expect, it } from 'vitest';
import { attributeRows, buildReportBody, matchString } from './run-report.ts';

// The request and the counting of runReport, without a server; run-report-fetch.test.ts asks a
// local stand-in of the GA4 Data API.

describe('matchString', () => {
  it('drops the first and last character and keeps at most 90', () => {
    expect(matchString('/hirek/egy-cikk/')).toBe('hirek/egy-cikk');
    const long = `/${'a'.repeat(120)}/`;
    expect(matchString(long)).toBe('a'.repeat(90));
    expect(matchString('/')).toBe('');
  });
});

describe('buildReportBody', () => {
  it('is the documented query: devices and paths, page views, 2013 to today, TOTAL, case-insensitive CONTAINS', () => {
    expect(buildReportBody(['hirek/a'])).toEqual({
      dimensions: [{ name: 'deviceCategory' }, { name: 'pagePath' }],
      metrics: [{ name: 'screenPageViews' }],
      dateRanges: [{ startDate: '2013-01-01', endDate: 'today' }],
      dimensionFilter: {
        filter: {
          fieldName: 'pagePath',
          stringFilter: { matchType: 'CONTAINS', value: 'hirek/a', caseSensitive: false },
        },
      },
      metricAggregations: ['TOTAL'],
      limit: 10_000,
    });
  });

  it('ORs several paths, each once', () => {
    const body = buildReportBody(['a/b', 'c/d', 'a/b']);
    expect(body.dimensionFilter).toEqual({
      orGroup: {
        expressions: ['a/b', 'c/d'].map((value) => ({
          filter: {
            fieldName: 'pagePath',
            stringFilter: { matchType: 'CONTAINS', value, caseSensitive: false },
          },
        })),
      },
    });
  });
});

describe('attributeRows', () => {
  it('ignores rows without views', () => {
    const counts = attributeRows(
      [{ dimensionValues: [{ value: 'desktop' }, { value: '/a/b/' }], metricValues: [{ value: 'x' }] }],
      [{ id: 1, post_url: '/a/b/' }],
    );
    expect(counts.get(1)).toEqual({ desktop: 0, mobile: 0, total: 0 });
  });
});
