import type { PostFilter, PostListItem } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { findMenuByPath } from '../menus/menus.service.ts';
import { countPosts, findListState, findPostPage, mostUsedKeywords, sortOf } from './posts-list.repo.ts';
import type { PostListCache } from './posts-list-cache.ts';

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
  if (!cache) {
    const [rows, total] = await Promise.all([findPostPage(db, filter), countPosts(db, filter)]);
    return { rows, total: total.total, lowerBound: total.lowerBound };
  }
  const { page, per_page, sort: _sort, ...rest } = filter;
  const sort = sortOf(filter);
  const tag = filterTag(filter);
  const counted = cache.totals.getOrCompute(JSON.stringify(rest), async () => {
    const { total, lowerBound, candidates: ids } = await countPosts(db, filter);
    const candidates = ids && new Set(ids);
    return {
      value: { total, lowerBound, candidates },
      tags: [`n:${tag}`, ...searchTags(filter)],
      meta: { filter, candidates, lowerBound },
    };
  });
  const [total, rows] = await Promise.all([
    counted,
    cache.pages.getOrCompute(JSON.stringify([rest, sort, page, per_page]), async () => {
      const value = await findPostPage(db, filter);
      const shown = value.map((row) => `post:${row.id}`);
      // Where the page ends: a change after it leaves the page as it is (list-changes.ts).
      const lastRow = value.at(-1);
      const found =
        lastRow && (await findListState(db, lastRow.id, sort === 'relevance' ? filter.text : undefined));
      const last = found ? { ...found.state, id: lastRow.id, rank: found.rank } : null;
      const full = value.length === per_page;
      // A text search's page is ranked among the matches its total counted.
      const candidates = filter.text ? (await counted).candidates : undefined;
      return {
        value,
        tags: [`p:${tag}`, 'names', 'visits', ...searchTags(filter), ...shown],
        meta: { filter, sort, full, last, candidates, shown: new Set(value.map((row) => row.id)) },
      };
    }),
  ]);
  return { rows, total: total.total, lowerBound: total.lowerBound };
}

/** `{keyword: count}` for a category's recent articles, most used first; unknown category: empty. */
export async function getMostUsedKeywords(db: Db, menuPath: string): Promise<Record<string, number>> {
  const menu = await findMenuByPath(db, menuPath);
  if (!menu) return {};
  const rows = await mostUsedKeywords(db, menu.id);
  return Object.fromEntries(rows.map((r) => [r.keyword, Number(r.n)]));
}
