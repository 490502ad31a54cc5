import {
  type ContentArticle,
  type ContentKeyword,
  type ContentMenu,
  type ContentPlacements,
  decodeTitle,
} from '@newsroom/shared';
import type { ContentClient } from './content-client.ts';

/** The content API's calls the pages make (docs/api.md, "Content API"), typed. */

export type Article = Required<Omit<ContentArticle, 'content' | 'corrections' | 'embargo_until'>> &
  Pick<ContentArticle, 'content' | 'corrections' | 'embargo_until'>;
export type Menu = ContentMenu;
export type Placements = ContentPlacements;

export interface ArticlePage {
  articles: Article[];
  next: string | null;
}

/** A reply the page could not use: the article or category is not there (404), or a bad cursor (400). */
export class NotFound extends Error {}

/** The preview token was refused (tampered, expired, or its article deleted). */
export class PreviewRefused extends Error {}

/** Titles and leads may hold `&quot;` and the like (docs/product.md): readers see the characters. */
function readable(article: Article): Article {
  return { ...article, title: decodeTitle(article.title), short_content: decodeTitle(article.short_content) };
}

export class SiteData {
  constructor(private readonly client: ContentClient) {}

  async menus(): Promise<Menu[]> {
    const reply = await this.client.getJson<{ data: Menu[] }>('/api/content/menus');
    if (reply.status !== 200) throw new Error(`menus: HTTP ${reply.status}`);
    return reply.body.data;
  }

  async articles(query: {
    menu?: string;
    keyword?: string;
    limit: number;
    after?: string;
  }): Promise<ArticlePage> {
    const params = new URLSearchParams({ limit: String(query.limit) });
    if (query.menu) params.set('menu', query.menu);
    if (query.keyword) params.set('keyword', query.keyword);
    if (query.after) params.set('after', query.after);
    const reply = await this.client.getJson<{ data: Article[]; pagination: { next: string | null } }>(
      `/api/content/articles?${params}`,
    );
    if (reply.status === 400 || reply.status === 404) throw new NotFound();
    if (reply.status !== 200) throw new Error(`articles: HTTP ${reply.status}`);
    return { articles: reply.body.data.map(readable), next: reply.body.pagination.next };
  }

  /**
   * The current path of a category `path` named once (docs/api.md, "Old addresses": the API answers
   * its list with a 301 to the current path), or undefined.
   */
  async movedCategoryPath(path: string): Promise<string | undefined> {
    const reply = await this.client.get(
      `/api/content/articles?${new URLSearchParams({ menu: path, limit: '1' })}`,
    );
    if (!reply.redirectedTo) return undefined;
    const moved = new URL(reply.redirectedTo, 'http://api.invalid').searchParams.get('menu');
    return moved && moved !== path ? moved : undefined;
  }

  /**
   * A keyword by its slug. The API answers an old slug (a rename, a merge) with a 301, which the
   * client follows: the keyword answered then has another slug, the page's new address.
   */
  async keyword(slug: string): Promise<ContentKeyword> {
    const reply = await this.client.getJson<{ data: ContentKeyword }>(
      `/api/content/keywords/${encodeURIComponent(slug)}`,
    );
    if (reply.status === 404 || reply.status === 400) throw new NotFound();
    if (reply.status !== 200) throw new Error(`keyword: HTTP ${reply.status}`);
    return reply.body.data;
  }

  async article(shortname: string): Promise<Article> {
    if (shortname === '') throw new NotFound();
    const reply = await this.client.getJson<{ data: Article }>(
      `/api/content/articles/${encodeURIComponent(shortname)}`,
    );
    if (reply.status === 404 || reply.status === 400) throw new NotFound();
    if (reply.status !== 200) throw new Error(`article: HTTP ${reply.status}`);
    return readable(reply.body.data);
  }

  /** The article behind a preview token, as saved now (or the editor's snapshot). */
  async preview(token: string): Promise<Article> {
    const reply = await this.client.getJson<{ data: Article }>(
      `/api/content/preview/${encodeURIComponent(token)}`,
    );
    if (reply.status === 401 || reply.status === 400 || reply.status === 404) throw new PreviewRefused();
    if (reply.status !== 200) throw new Error(`preview: HTTP ${reply.status}`);
    return readable(reply.body.data);
  }

  async placements(codes: readonly string[]): Promise<Placements> {
    const reply = await this.client.getJson<{ data: Placements }>(
      `/api/content/placements?codes=${codes.join(',')}`,
    );
    if (reply.status !== 200) throw new Error(`placements: HTTP ${reply.status}`);
    return reply.body.data;
  }
}
