import { describe, expect, it } from 'vitest';
import {
  auditCsvParams,
  auditFiltersFromSearch,
  auditListParams,
  countActiveAuditFilters,
  EMPTY_AUDIT_FILTERS,
  searchFromAuditFilters,
} from './audit-filters.ts';

describe('audit filters in the URL', () => {
  it('reads the filters it knows and leaves out what the server would refuse', () => {
    const filters = auditFiltersFromSearch(
      new URLSearchParams(
        'user_id=4&entity=post&entity_id=12&action=update&date_from=2026-01-01&date_to=2026-01-31&page=2',
      ),
    );
    expect(filters).toEqual({
      user_id: '4',
      entity: 'post',
      entity_id: '12',
      action: 'update',
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
    expect(
      auditFiltersFromSearch(
        new URLSearchParams('user_id=abc&entity=nope&entity_id=0&action=x&date_from=tegnap'),
      ),
    ).toEqual(EMPTY_AUDIT_FILTERS);
  });

  it('writes only the filters that are set, and round-trips', () => {
    const filters = { ...EMPTY_AUDIT_FILTERS, entity: 'user' as const, entity_id: ' 7 ' };
    const search = searchFromAuditFilters(filters);
    expect(search.toString()).toBe('entity=user&entity_id=7');
    expect(auditFiltersFromSearch(search)).toEqual({ ...filters, entity_id: '7' });
    expect(countActiveAuditFilters(filters)).toBe(2);
    expect(countActiveAuditFilters(EMPTY_AUDIT_FILTERS)).toBe(0);
  });

  it('asks the list with the page and the CSV without it', () => {
    const filters = { ...EMPTY_AUDIT_FILTERS, action: 'login' as const };
    expect(auditListParams(filters, 3, '50')).toEqual({ action: 'login', page: '3', per_page: '50' });
    expect(auditCsvParams(filters)).toEqual({ action: 'login' });
  });
});
