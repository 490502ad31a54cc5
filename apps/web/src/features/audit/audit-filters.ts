import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type auditFilterSchema,
  type QueryParams,
} from '@newsroom/shared';

/**
 * The filters of the 'Napló' screen (docs/product.md), kept in the URL query so that reload, back
 * and a shared link show the same entries. An empty string means "not set".
 */
export interface AuditFilters {
  user_id: string;
  entity: AuditEntity | '';
  entity_id: string;
  action: AuditAction | '';
  /** `YYYY-MM-DD`. */
  date_from: string;
  date_to: string;
}

/** Query parameters of GET /api/audit-log and its CSV (its filter schema's). */
export type AuditParams = QueryParams<typeof auditFilterSchema>;

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  user_id: '',
  entity: '',
  entity_id: '',
  action: '',
  date_from: '',
  date_to: '',
};

const KEYS = Object.keys(EMPTY_AUDIT_FILTERS) as Array<keyof AuditFilters>;

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function oneOf<T extends string>(list: readonly T[], value: string): T | '' {
  return (list as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters of a URL query; a value the server would refuse (a word for an id) is left out. */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const get = (key: keyof AuditFilters) => search.get(key)?.trim() ?? '';
  const id = (key: 'user_id' | 'entity_id') => (isId(get(key)) ? get(key) : '');
  const day = (key: 'date_from' | 'date_to') => (isDay(get(key)) ? get(key) : '');
  return {
    user_id: id('user_id'),
    entity: oneOf(AUDIT_ENTITIES, get('entity')),
    entity_id: id('entity_id'),
    action: oneOf(AUDIT_ACTIONS, get('action')),
    date_from: day('date_from'),
    date_to: day('date_to'),
  };
}

/** Only the filters that are set, trimmed; no page (= 1). */
export function searchFromAuditFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** How many filters are set (shown on the closed filter panel). */
export function countActiveAuditFilters(filters: AuditFilters): number {
  return KEYS.filter((key) => filters[key] !== '').length;
}

/** The list call's parameters: the filters, the page and the page size of the URL. */
export function auditListParams(filters: AuditFilters, page: number, perPage?: string | null): AuditParams {
  const params: AuditParams = { ...auditCsvParams(filters), page: String(page) };
  if (perPage) params.per_page = perPage;
  return params;
}

/** The CSV's parameters: the same filters, no paging (the server ignores it). */
export function auditCsvParams(filters: AuditFilters): AuditParams {
  const params: AuditParams = {};
  for (const key of KEYS) if (filters[key]) params[key] = filters[key];
  return params;
}
