import type { PostFilter, PostListItem } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { findMenuByPath } from '../menus/menus.service.ts';
import { countPosts, findPostPage, mostUsedKeywords, sortOf } from './posts-list.repo.ts';
import type { PostListCache, Total } from './posts-list-cache.ts';
import { findListStates } from './posts-page-shift.repo.ts';
import { findRankedRows, rankTextMatches } from './posts-ranking.repo.ts';
import { RANKED_DEPTH, type Ranking } from './text-search-changes.ts';

/** The tag of the filter that narrows a list most (the triggers' post_list_tags, without prefix). */
function filterTag(filter: PostFilter): string {
  if (filter.menu_id) return `m:${filter.menu_id}`;
  if (filter.user_id) return `u:${filter.user_id}`;
  if (filter.post_type !== undefined) return `t:${filter.post_type.replaceAll(' ', '_')}`;
  if (filter.type) return `s:${filter.type === 'scheduled' ? 'draft' : filter.type}`;
  return 'all';
}

function searchTags(filter: PostFilter): string[] {
  return [...(filter.q ? ['title'] : []), ...(filter.text ? ['text'] : [])];
}

/**
 * One page of the article list with its total (exact, or a capped text search's lower bound);
 * without a cache both are read every time. The total does not depend on the order, so every sort
 * of a filter shares it.
 */
export async function listPosts(
  db: Db,
  filter: PostFilter,
  cache?: PostListCache,
): Promise<{ rows: PostListItem[]; total: number; lowerBound: boolean }> {
  // The desk's lists are a few drafts in review, read fresh every time.
  if (!cache || filter.workflow_status) {
    const [rows, total] = await Promise.all([findPostPage(db, filter), countPosts(db, filter)]);
    return { rows, total: total.total, lowerBound: total.lowerBound };
  }
  const { page, per_page, sort: _sort, ...rest } = filter;
  const sort = sortOf(filter);
  const tag = filterTag(filter);
  const counted = cache.totals.getOrCompute(JSON.stringify(rest), async () => {
    const { total, lowerBound, candidates: ids } = await countPosts(db, filter);
    const kept: Total = { filter, total, lowerBound, candidates: ids && new Set(ids) };
    // Kept once every change it holds has been heard: a later one moves it by one (settle).
    return { value: kept, tags: [`n:${tag}`, ...searchTags(filter)], meta: kept, keep: cache.settle() };
  });
  if (sort === 'relevance' && page * per_page <= RANKED_DEPTH) {
    const [total, rows] = await Promise.all([counted, rankedPage(db, filter, cache)]);
    return { rows, total: total.total, lowerBound: total.lowerBound };
  }
  const [total, rows] = await Promise.all([
    counted,
    cache.pages.getOrCompute(JSON.stringify([rest, sort, page, per_page]), async () => {
      const value = await findPostPage(db, filter);
      const ids = value.map((row) => row.id);
      // Where the page starts and ends: a change beyond them leaves it as it is, or moves it by
      // one row (list-changes.ts).
      const ends = await findListStates(
        db,
        [ids[0], ids.at(-1)].filter((id) => id !== undefined),
      );
      const first = ends.find((s) => s.id === ids[0]) ?? null;
      const last = ends.find((s) => s.id === ids.at(-1)) ?? null;
      const full = value.length === per_page;
      // A text search's page is ranked among the matches its total counted.
      const candidates = filter.text ? (await counted).candidates : undefined;
      const base = [`p:${tag}`, 'names', 'visits', ...searchTags(filter)];
      return {
        value,
        tags: [...base, ...ids.map((id) => `post:${id}`)],
        meta: { filter, sort, full, ids, first, last, tags: base, candidates },
        keep: cache.settle(),
      };
    }),
  ]);
  return { rows, total: total.total, lowerBound: total.lowerBound };
}

/**
 * A page among a text search's best matches: cut from its ranking (kept, and brought up to date
 * by each save: posts-list-cache.ts), its rows read by id and kept under their ids in that order.
 * A ranking that lost too many of its matches to reach the page is made again.
 */
async function rankedPage(db: Db, filter: PostFilter, cache: PostListCache): Promise<PostListItem[]> {
  const { page, per_page, sort: _sort, ...rest } = filter;
  const key = JSON.stringify(rest);
  const rank = () =>
    cache.rankings.getOrCompute(key, async () => {
      const ranked = await rankTextMatches(db, filter, RANKED_DEPTH);
      const ranking: Ranking = { filter, ranked, complete: ranked.length < RANKED_DEPTH };
      return { value: ranking, tags: [`n:${filterTag(filter)}`, 'text'], meta: ranking };
    });
  const end = page * per_page;
  let ranking = await rank();
  if (!ranking.complete && ranking.ranked.length < end) {
    const short = ranking;
    cache.rankings.dropWhere((other) => other === short);
    ranking = await rank();
  }
  const ids = ranking.ranked.slice(end - per_page, end).map(([id]) => id);
  return cache.pages.getOrCompute(JSON.stringify([rest, 'ranked', ids]), async () => ({
    value: await findRankedRows(db, ids, filter.text ?? ''),
    tags: ['names', 'visits', ...ids.map((id) => `post:${id}`)],
  }));
}

/** `{keyword: count}` for a category's recent articles, most used first; unknown category: empty. */
export async function getMostUsedKeywords(db: Db, menuPath: string): Promise<Record<string, number>> {
  const menu = await findMenuByPath(db, menuPath);
  if (!menu) return {};
  const rows = await mostUsedKeywords(db, menu.id);
  return Object.fromEntries(rows.map((r) => [r.keyword, Number(r.n)]));
}
