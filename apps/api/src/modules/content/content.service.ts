import {
  CONTENT_ARTICLE_DEFAULT_FIELDS,
  CONTENT_DEFAULT_FIELDS,
  CONTENT_MESSAGES,
  type ContentArticle,
  type ContentArticleField,
  type ContentArticlesQuery,
  KEYWORD_MESSAGES,
} from '@newsroom/shared';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../app/app.service.ts';
import {
  findActiveAdSlots,
  findMenus,
  findPlacedBanners,
  findPublishedArticle,
  findPublishedArticles,
  findRightSidePoll,
} from './content.repo.ts';
import { decodeCursor, encodeCursor, toContentArticle, withCorrections } from './content-articles.ts';
import { contentKeyword, keywordFilter } from './content-keywords.ts';
import { movedArticle, movedCategoryList } from './content-old-addresses.ts';

/** A content reply's body and the surrogate keys it depends on (lib/tagged-cache.ts, the CDN's purge keys). */
export interface ContentAnswer {
  status: number;
  body: unknown;
  tags: string[];
  /** The media type of a body that is text already (a feed's XML, feeds.service.ts); JSON of `body` when absent. */
  contentType?: string;
  /** A 301's new address (an old shortname, category path or keyword slug): sent as `Location`. */
  location?: string;
}

/**
 * The answer to an old address (docs/api.md, "Content API": old addresses): a 301 whose `Location`
 * names the new one, with the same in a `{status: 'moved', location}` body for clients that do not
 * follow redirects. `tags` name what the move depends on, so a later change drops the cached reply.
 */
export function movedAnswer(location: string, tags: string[]): ContentAnswer {
  return { status: 301, body: { status: 'moved', location }, tags, location };
}

const unique = (values: string[]) => [...new Set(values)];

/** '728x90, 970x90' → [[728, 90], [970, 90]] (what googletag.defineSlot and sizeMapping take). */
export function slotSizes(size: string): Array<[number, number]> {
  return [...size.matchAll(/(\d+)\s*[x×X,]\s*(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/**
 * Reads the content API's answers (docs/api.md, "Content API"): only what readers may see, in the
 * content shapes of packages/shared/src/content.ts. The routes cache what it answers by the keys it
 * names; the webhooks send its shapes as their data.
 */
export class ContentReader {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingSources,
  ) {}

  /** PUBLIC_SITE_URL without its trailing slash: the base of every article's `url`. */
  async publicSiteUrl(): Promise<string> {
    const settings = await getSettings(this.db, this.settings);
    return (settings.find((s) => s.code === 'PUBLIC_SITE_URL')?.value ?? '').replace(/\/+$/, '');
  }

  async articles(query: ContentArticlesQuery): Promise<ContentAnswer> {
    const fields = query.fields ?? CONTENT_DEFAULT_FIELDS;
    const after = query.after === undefined ? undefined : decodeCursor(query.after);
    // A keyword's slug or name; an old slug answers the list's address with the current one.
    const keyword = await keywordFilter(this.db, query);
    if (keyword.location) return movedAnswer(keyword.location, keyword.tags);
    const [rows, base] = await Promise.all([
      findPublishedArticles(
        this.db,
        {
          menu: query.menu,
          submenu: query.submenu,
          postType: query.post_type,
          keyword: keyword.data,
          author: query.author,
          after,
        },
        query.limit + 1,
        fields.includes('content'),
      ),
      this.publicSiteUrl(),
    ]);
    // An empty page of a category's old path: the same list under its current one.
    const movedList = rows.length === 0 ? await movedCategoryList(this.db, query) : undefined;
    if (movedList) return movedAnswer(movedList.location, movedList.tags);
    const page = await withCorrections(this.db, rows.slice(0, query.limit), fields);
    const last = page.at(-1);
    const next = rows.length > query.limit && last ? encodeCursor(last) : null;
    return {
      status: 200,
      body: {
        status: 'ok',
        data: page.map((r) => toContentArticle(r, base, fields)),
        pagination: { limit: query.limit, next },
      },
      tags: unique([
        'articles',
        ...keyword.tags,
        ...page.map((r) => `article:${r.id}`),
        ...page.map((r) => `menu:${r.menuId}`),
      ]),
    };
  }

  async article(
    shortname: string,
    fields: readonly ContentArticleField[] | undefined,
  ): Promise<ContentAnswer> {
    const found = await findPublishedArticle(this.db, { shortname });
    const chosen = fields ?? CONTENT_ARTICLE_DEFAULT_FIELDS;
    const [row] = found ? await withCorrections(this.db, [found], chosen) : [];
    // An old shortname of a published article: its current address (content-old-addresses.ts).
    const moved = row ? undefined : await movedArticle(this.db, shortname, { fields });
    if (moved) return movedAnswer(moved.location, moved.tags);
    // A 404 names the lists' key: the article's publication drops it.
    if (!row)
      return {
        status: 404,
        body: { status: 'error', message: CONTENT_MESSAGES.articleNotFound },
        tags: ['articles'],
      };
    return {
      status: 200,
      body: {
        status: 'ok',
        data: toContentArticle(row, await this.publicSiteUrl(), chosen),
      },
      tags: [`article:${row.id}`, `menu:${row.menuId}`],
    };
  }

  /** A published article with its content, or null (a webhook's data). */
  async articleById(id: number): Promise<ContentArticle | null> {
    const found = await findPublishedArticle(this.db, { id });
    if (!found) return null;
    const [row] = await withCorrections(this.db, [found], CONTENT_ARTICLE_DEFAULT_FIELDS);
    return row ? toContentArticle(row, await this.publicSiteUrl(), CONTENT_ARTICLE_DEFAULT_FIELDS) : null;
  }

  /** GET /api/content/keywords/{slug}: the keyword, a 301 for an old slug, else a 404 (content-keywords.ts). */
  async keyword(slug: string): Promise<ContentAnswer> {
    const { data, location, tags } = await contentKeyword(this.db, slug);
    if (location) return movedAnswer(location, tags);
    if (!data)
      return { status: 404, body: { status: 'error', message: KEYWORD_MESSAGES.contentNotFound }, tags };
    return { status: 200, body: { status: 'ok', data }, tags };
  }

  async menus(): Promise<ContentAnswer> {
    const data = await findMenus(this.db);
    return { status: 200, body: { status: 'ok', data }, tags: ['menus', ...data.map((m) => `menu:${m.id}`)] };
  }

  /** Banners of the placements asked for, every active ad slot, and the right-side poll. */
  async placementsData(codes: readonly string[]) {
    const [bannerRows, slots, poll] = await Promise.all([
      findPlacedBanners(this.db, [...codes]),
      findActiveAdSlots(this.db),
      findRightSidePoll(this.db),
    ]);
    const placed: Record<string, unknown[]> = Object.fromEntries(codes.map((c) => [c, []]));
    for (const b of bannerRows) {
      placed[b.side]?.push({
        id: b.id,
        title: b.title,
        image_url: b.imageUrl,
        width: b.width,
        height: b.height,
        click_url: `/api/public/banners/${b.id}/click`,
      });
    }
    const total = poll ? poll.items.reduce((sum, i) => sum + i.votes, 0) : 0;
    return {
      banners: placed,
      ad_slots: slots.map((s) => ({
        position: s.position,
        path: s.path,
        sizes: slotSizes(s.size),
        div_id: s.divId,
        mobile:
          s.pathMobile.trim() && s.divIdMobile.trim()
            ? { path: s.pathMobile, sizes: slotSizes(s.sizeMobile), div_id: s.divIdMobile }
            : null,
      })),
      poll: poll
        ? {
            id: poll.id,
            name: poll.name,
            items: poll.items.map((i) => ({
              name: i.name,
              votes: i.votes,
              share: total === 0 ? 0 : Math.round((i.votes * 1000) / total) / 10,
            })),
            total,
          }
        : null,
    };
  }

  async placements(codes: readonly string[]): Promise<ContentAnswer> {
    return {
      status: 200,
      body: { status: 'ok', data: await this.placementsData(codes) },
      tags: [...codes.map((c) => `placement:${c}`), 'ad-slots', 'poll:right'],
    };
  }

  /**
   * A webhook's data for an outbox subject (modules/webhooks): the subject's current state in the
   * content API's shape, or null when the article is no longer public.
   */
  async webhookData(subject: string, surrogateKeys: readonly string[]): Promise<unknown | null> {
    if (subject.startsWith('article:')) return this.articleById(Number(subject.slice('article:'.length)));
    if (subject === 'menus') return (await findMenus(this.db)) ?? [];
    const data = await this.placementsData(
      subject === 'banners'
        ? surrogateKeys.filter((k) => k.startsWith('placement:')).map((k) => k.slice('placement:'.length))
        : [],
    );
    if (subject === 'banners') return { banners: data.banners };
    if (subject === 'ad-slots') return { ad_slots: data.ad_slots };
    if (subject === 'poll:right') return { poll: data.poll };
    throw notFound();
  }
}
