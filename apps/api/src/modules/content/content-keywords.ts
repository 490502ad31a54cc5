import type { ContentArticlesQuery, ContentKeyword } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { keywordBySlug, resolveKeyword } from '../keywords/keywords.service.ts';

/**
 * The content API's keywords (docs/api.md, "Content API"): a keyword by its slug, and the
 * `keyword` filter of the article list, which takes a slug or a name. An old slug (a rename, a
 * merge) names the current one's address for a 301 (content.service.ts movedAnswer). Replies are
 * tagged `keyword:<id>`, so a rename, a merge or a change of its published articles drops them;
 * what names no keyword is tagged `keywords`, which a new, renamed or merged keyword drops.
 */

export interface KeywordLookup<T> {
  /** What the reply shows, when the address is current. */
  data?: T;
  /** The current address, when the slug is an old one. */
  location?: string;
  tags: string[];
}

/** GET /api/content/keywords/{slug}: the keyword, the address of an old slug's, or neither (404). */
export async function contentKeyword(db: Db, slug: string): Promise<KeywordLookup<ContentKeyword>> {
  const found = await keywordBySlug(db, slug);
  if (!found) return { tags: ['keywords'] };
  const { moved, ...data } = found;
  if (moved)
    return {
      location: `/api/content/keywords/${encodeURIComponent(data.slug)}`,
      tags: [`keyword:${data.id}`, 'keywords'],
    };
  return { data, tags: [`keyword:${data.id}`] };
}

/** The list's `keyword` filter: the text to filter by (`data`), or the list's address with the current slug. */
export async function keywordFilter(db: Db, query: ContentArticlesQuery): Promise<KeywordLookup<string>> {
  if (query.keyword === undefined) return { tags: [] };
  const found = await resolveKeyword(db, query.keyword);
  if (!found) return { data: query.keyword, tags: ['keywords'] };
  if (found.moved) {
    const location = `/api/content/articles?${movedQuery(query, found.slug)}`;
    return { location, tags: [`keyword:${found.id}`, 'keywords'] };
  }
  return { data: found.name, tags: [`keyword:${found.id}`] };
}

/** The list's query with the keyword's current slug, without the content key (send it again). */
function movedQuery(query: ContentArticlesQuery, slug: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'key' || value === undefined) continue;
    params.set(name, name === 'keyword' ? slug : Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}
