import type { ContentArticleField, ContentArticlesQuery } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { findMenuPathRedirect, findPublishedArticle, findShortnameRedirect } from './content.repo.ts';

/**
 * Old addresses of articles and categories (docs/api.md, "Old addresses"): an article's earlier
 * shortname, a category's earlier path. Each names the current address for a 301
 * (content.service.ts movedAnswer), with the query kept (content-reply.ts adds the content key
 * back). The tags name what the move depends on, so a later rename drops the cached 301.
 */

export interface Moved {
  location: string;
  tags: string[];
}

/** A parsed query as a query string, without the content key, with `replace` applied. */
export function queryOf(query: object, replace: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...replace })) {
    if (name === 'key' || value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * GET /api/content/articles/{old shortname}: the published article it now names. An article that
 * took the shortname since answers itself (the caller asks this only after a miss); one not
 * public now is a 404 like any other. Tagged `articles` too: the publication of an article that
 * takes the old shortname drops the 301.
 */
export async function movedArticle(
  db: Db,
  shortname: string,
  query: { fields?: readonly ContentArticleField[] },
): Promise<Moved | undefined> {
  const postId = await findShortnameRedirect(db, shortname);
  if (postId === undefined) return undefined;
  const row = await findPublishedArticle(db, { id: postId });
  if (!row) return undefined;
  return {
    location: `/api/content/articles/${encodeURIComponent(row.shortname)}${queryOf(query)}`,
    tags: ['articles', `article:${row.id}`],
  };
}

/**
 * GET /api/content/articles?menu={old path}: the same list under the category's current path.
 * Asked only for an empty page: a path with articles is a current one (an article's category is
 * joined by id), and a category that takes an old path drops its redirect.
 */
export async function movedCategoryList(db: Db, query: ContentArticlesQuery): Promise<Moved | undefined> {
  if (query.menu === undefined) return undefined;
  const menu = await findMenuPathRedirect(db, query.menu);
  if (!menu || menu.path === query.menu) return undefined;
  return {
    location: `/api/content/articles${queryOf(query, { menu: menu.path })}`,
    tags: ['menus', `menu:${menu.id}`],
  };
}

/** GET /api/content/feeds/{old path}/rss.xml: the feed of the category's current path, while it is active. */
export async function movedCategoryFeed(db: Db, path: string): Promise<Moved | undefined> {
  const menu = await findMenuPathRedirect(db, path);
  if (!menu?.isActive) return undefined;
  return {
    location: `/api/content/feeds/${encodeURIComponent(menu.path)}/rss.xml`,
    tags: ['menus', `menu:${menu.id}`],
  };
}
