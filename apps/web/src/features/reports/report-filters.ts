import { addDays, DEFAULT_REPORT_DAYS, type ReportKind, VISITOR_TYPES } from '@newsroom/shared';

/** The report filter as the form edits it (docs/product.md); '' means not set. */
export interface ReportFilters {
  menu_id: string;
  visitor_type: string;
  post_type: string;
  date_from: string;
  date_to: string;
  user_id: string;
}

const KEYS = ['menu_id', 'visitor_type', 'post_type', 'date_from', 'date_to', 'user_id'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default filter: every field empty, the last 7 days through today (docs/product.md). */
export function defaultReportFilters(today: string): ReportFilters {
  return {
    menu_id: '',
    visitor_type: '',
    post_type: '',
    date_from: addDays(today, -(DEFAULT_REPORT_DAYS - 1)),
    date_to: today,
    user_id: '',
  };
}

/** The filters in force, from the page's URL query, with the defaults for what it lacks. */
export function reportFiltersFromSearch(search: URLSearchParams, today: string): ReportFilters {
  const filters = defaultReportFilters(today);
  for (const key of KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (!DAY.test(filters.date_to)) filters.date_to = today;
  // A lone end date gets the week ending on it, as the server does.
  if (!DAY.test(filters.date_from) || !search.get('date_from')?.trim())
    filters.date_from = addDays(filters.date_to, -(DEFAULT_REPORT_DAYS - 1));
  if (!(VISITOR_TYPES as readonly string[]).includes(filters.visitor_type)) filters.visitor_type = '';
  return filters;
}

/** The URL query of a filter: only the fields that are set. */
export function searchFromReportFilters(filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}

/** The url handed to the generic report call `GET /api{url}` (docs/api.md). */
export function reportUrl(kind: ReportKind, filters: ReportFilters): string {
  return `/reports/${kind}?${searchFromReportFilters(filters)}`;
}
