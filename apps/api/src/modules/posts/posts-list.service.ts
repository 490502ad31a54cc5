import type { PostFilter, PostListItem } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { type ContentChanges, LIST_CHANNEL, listenToContentChanges } from '../../lib/content-changes.ts';
import { TaggedCache } from '../../lib/tagged-cache.ts';
import { findMenuByPath } from '../menus/menus.service.ts';
import { countPosts, findPostPage, mostUsedKeywords, sortOf } from './posts-list.repo.ts';

/** A list total as kept: the count, and whether it is a capped search's lower bound. */
interface Total {
  total: number;
  lowerBound: boolean;
}

/**
 * The article list's totals and pages, kept in memory until a write changes them. Every instance
 * hears the changes on the newsroom_lists channel, sent by the posts triggers in the writer's
 * transaction (migration 0016), so a hit needs no database round trip. An entry names the tags a
 * change must carry to touch it: the totals 'n:<filter>' and the pages 'p:<filter>' of the one
 * filter that narrows it most (a change can only alter a list through an article of that
 * category, author, type or state, or the unfiltered list: 'all'), plus a search's 'title' or
 * 'text', and a page the 'post:<id>' of each article it shows, 'names' (categories' and authors'
 * names) and 'visits' (the visitor counters it shows, written at most once a second: the pages
 * are read again then, the totals stay). Each key is computed once however many ask at once.
 */
export class PostListCache {
  readonly totals: TaggedCache<Total>;
  readonly pages: TaggedCache<PostListItem[]>;

  constructor(
    readonly changes: ContentChanges,
    private readonly db: Db,
  ) {
    this.totals = new TaggedCache(changes, 5_000);
    this.pages = new TaggedCache(changes, 1_000);
  }

  /**
   * Waits until this instance has heard every change committed before now: a notification sent
   * after the commit arrives after the commit's own. A write's reply waits for it, so the writer's
   * next read never finds the list as it was.
   */
  async settle(): Promise<void> {
    if (!this.changes.listening) return;
    const marker = `sync:${process.pid}:${Math.random().toString(36).slice(2)}`;
    const heard = this.changes.heard(marker, 1_000);
    await this.db.execute(sql`select pg_notify(${LIST_CHANNEL}, ${marker})`);
    await heard;
  }
}

/** Starts hearing the list's changes; answers the cache and the function that stops it. */
export async function openPostListCache(
  database: Database,
): Promise<{ cache: PostListCache; stop: () => Promise<void> }> {
  const feed = await listenToContentChanges(database, LIST_CHANNEL);
  return { cache: new PostListCache(feed.changes, database.db), stop: feed.stop };
}

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
    return { rows, ...total };
  }
  const { page, per_page, sort: _sort, ...rest } = filter;
  const sort = sortOf(filter);
  const tag = filterTag(filter);
  const [total, rows] = await Promise.all([
    cache.totals.getOrCompute(JSON.stringify(rest), async () => ({
      value: await countPosts(db, filter),
      tags: [`n:${tag}`, ...searchTags(filter)],
    })),
    cache.pages.getOrCompute(JSON.stringify([rest, sort, page, per_page]), async () => {
      const value = await findPostPage(db, filter);
      const shown = value.map((row) => `post:${row.id}`);
      return { value, tags: [`p:${tag}`, 'names', 'visits', ...searchTags(filter), ...shown] };
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
