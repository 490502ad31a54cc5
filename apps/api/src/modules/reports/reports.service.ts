import {
  addDays,
  DEFAULT_REPORT_DAYS,
  daysBetween,
  MAX_REPORT_DAYS,
  REPORT_MESSAGES,
  REPORTS,
  type ReportFilter,
  type ReportKind,
  type ReportRow,
  today,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { RevisionCache } from '../../lib/revision-cache.ts';
import { DATA_REVISION, readRevision } from '../app/data-revisions.service.ts';
import { countPostsByDayAndMenu, countPostsByDayAndType, type ReportQuery } from './reports.repo.ts';

/**
 * The range of a report: the filter's days, defaulting to the last 7 days through today (a lone
 * date_from runs to today, a lone date_to starts 6 days before it). Refuses a reversed range or
 * one longer than MAX_REPORT_DAYS with 400.
 */
export function resolveRange(filter: ReportFilter, now: string = today()): { from: string; to: string } {
  const to = filter.date_to ?? (filter.date_from && filter.date_from > now ? filter.date_from : now);
  const from = filter.date_from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to) {
    throw new AppError('BAD_INPUT', REPORT_MESSAGES.dateOrder, {
      date_from: REPORT_MESSAGES.dateOrder,
    });
  }
  if (addDays(from, MAX_REPORT_DAYS - 1) < to) {
    throw new AppError('BAD_INPUT', REPORT_MESSAGES.rangeTooLong, {
      date_to: REPORT_MESSAGES.rangeTooLong,
    });
  }
  return { from, to };
}

/**
 * A report (docs/api.md): one row per day of the range, with one column per category
 * (post-count) or post type (post-type) that has at least one matching article in the range;
 * the days without one are 0. The numbers are active published articles by publication day.
 */
export async function getReport(
  db: Db,
  kind: ReportKind,
  filter: ReportFilter,
  cache?: ReportCache,
): Promise<ReportRow[]> {
  const { from, to } = resolveRange(filter);
  if (!cache) return buildReport(db, kind, filter, from, to);
  // Exact answers from the cache: an entry holds for one revision of the articles (and of the
  // visit counters when visitor_type reads them); any write makes it stale.
  const [postsRevision, visitsRevision] = await Promise.all([
    readRevision(db, DATA_REVISION.posts),
    filter.visitor_type ? readRevision(db, DATA_REVISION.visits) : Promise.resolve(0),
  ]);
  const key = JSON.stringify([
    kind,
    from,
    to,
    filter.menu_id,
    filter.post_type,
    filter.user_id,
    filter.visitor_type,
    visitsRevision,
  ]);
  const cached = cache.get(key, postsRevision);
  if (cached) return cached;
  const rows = await buildReport(db, kind, filter, from, to);
  cache.set(key, postsRevision, rows);
  return rows;
}

/** Reports kept for the revision of the data they were computed from. */
export class ReportCache extends RevisionCache<ReportRow[]> {
  constructor() {
    super(200);
  }
}

async function buildReport(
  db: Db,
  kind: ReportKind,
  filter: ReportFilter,
  from: string,
  to: string,
): Promise<ReportRow[]> {
  const query: ReportQuery = {
    from,
    to,
    menuId: filter.menu_id,
    postType: filter.post_type,
    userId: filter.user_id,
    device:
      filter.visitor_type === undefined
        ? undefined
        : filter.visitor_type === 'desktop'
          ? 'desktop'
          : 'mobile',
  };
  const cells =
    kind === 'post-count' ? await countPostsByDayAndMenu(db, query) : await countPostsByDayAndType(db, query);
  const label = (key: string) => (kind === 'post-type' && key === '' ? REPORTS.noPostType : key);
  const columns = [...new Set(cells.map((c) => label(c.key)))].sort((a, b) => a.localeCompare(b, 'hu'));
  const rows = new Map<string, ReportRow>();
  for (const date of daysBetween(from, to)) {
    const row: ReportRow = { date };
    for (const column of columns) row[column] = 0;
    rows.set(date, row);
  }
  for (const c of cells) {
    const row = rows.get(c.day);
    const column = label(c.key);
    if (row) row[column] = Number(row[column] ?? 0) + c.n;
  }
  return [...rows.values()];
}
