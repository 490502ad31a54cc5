import type { PostFilter, PostListItem } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { RevisionCache } from '../../lib/revision-cache.ts';
import { findMenuByPath } from '../menus/menus.service.ts';
import { countPosts, findPostPage, mostUsedKeywords, sortOf } from './posts-list.repo.ts';
import { readListRevisions, type VisitCounts } from './posts-list-cache.repo.ts';

/** A list page as cached: its rows, and the counters' revision it was ordered by (sort=visitors). */
interface CachedPage {
  rows: PostListItem[];
  visits: number;
}

/** Exact totals and pages of the list, kept while no article changes (the posts revision stays the same). */
export class PostListCache {
  readonly totals = new RevisionCache<number>(2_000);
  readonly pages = new RevisionCache<CachedPage>(500);
}

/**
 * One page of the article list with its exact total; without a cache, both queries run every time.
 * The total does not depend on the order, so every sort of a filter shares it; a page is kept per
 * sort, and one in visitor order only while the visitor counters stay as they were.
 */
export async function listPosts(
  db: Db,
  filter: PostFilter,
  cache?: PostListCache,
): Promise<{ rows: PostListItem[]; total: number }> {
  if (!cache) {
    const [rows, total] = await Promise.all([findPostPage(db, filter), countPosts(db, filter)]);
    return { rows, total };
  }
  const { page, per_page, sort: _sort, ...rest } = filter;
  const sort = sortOf(filter);
  const totalKey = JSON.stringify(rest);
  const pageKey = JSON.stringify([rest, sort, page, per_page]);
  // Visits do not bump the posts revision, so a cached page takes its counters fresh on every
  // request: read in the same statement as the revisions, and used if the page is still valid.
  const peeked = cache.pages.peek(pageKey);
  const { revisions, visits } = await readListRevisions(db, peeked?.rows.map((r) => r.id) ?? []);
  let total = cache.totals.get(totalKey, revisions.posts);
  let cached = cache.pages.get(pageKey, revisions.posts);
  // Counted visits may have changed the order of a page sorted by them.
  if (sort === 'visitors' && cached?.visits !== revisions.visits) cached = undefined;
  if (total === undefined) {
    total = await countPosts(db, filter);
    cache.totals.set(totalKey, revisions.posts, total);
  }
  // (Another request may have stored a newer page since the peek: then its ids are not the ones read.)
  if (cached === undefined || cached !== peeked) {
    const rows = await findPostPage(db, filter);
    cache.pages.set(pageKey, revisions.posts, { rows, visits: revisions.visits });
    return { rows, total };
  }
  return { rows: cached.rows.map((row) => withVisits(row, visits.get(row.id))), total };
}

function withVisits(row: PostListItem, v: VisitCounts = { desktop: 0, mobile: 0 }): PostListItem {
  return {
    ...row,
    desktop_visitors: v.desktop,
    mobile_visitors: v.mobile,
    total_visitors: v.desktop + v.mobile,
  };
}

/** `{keyword: count}` for a category's recent articles, most used first; unknown category: empty. */
export async function getMostUsedKeywords(db: Db, menuPath: string): Promise<Record<string, number>> {
  const menu = await findMenuByPath(db, menuPath);
  if (!menu) return {};
  const rows = await mostUsedKeywords(db, menu.id);
  return Object.fromEntries(rows.map((r) => [r.keyword, Number(r.n)]));
}
