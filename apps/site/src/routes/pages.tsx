import { formatDateTime, SITE_STRINGS } from '@newsroom/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SiteConfig } from '../config.ts';
import type { SiteAssets } from '../lib/assets.ts';
import { PAGE_BANNER_CODES, type PageKind, slotsOf } from '../lib/placements.ts';
import { sendPage } from '../lib/render.tsx';
import { type Article, type Menu, type Placements, PreviewRefused, type SiteData } from '../lib/site-data.ts';
import { ArticlePage } from '../pages/article.tsx';
import { CategoryPage } from '../pages/category.tsx';
import { HomePage } from '../pages/home.tsx';
import type { Frame, PageMeta } from '../pages/layout.tsx';
import { MessagePage } from '../pages/messages.tsx';
import { articlePath } from '../pages/parts.tsx';

const s = SITE_STRINGS;

/** Articles on the home page: the lead and six more; then each category's newest three. */
const HOME_LATEST = 7;
const HOME_PER_SECTION = 3;
/** Articles per category page. */
const CATEGORY_PAGE = 12;

const SIDE_SPOTS: Record<PageKind, Frame['sideSpots']> = {
  home: { above: ['home_popular_370', 'right_370'], below: ['right_600'] },
  category: { above: ['list_popular_370', 'right_370'], below: ['list_popular_600', 'right_600'] },
  article: { above: ['right_370'], below: ['right_600'] },
};

const TOP_SPOT: Record<PageKind, string> = {
  home: 'top_90',
  category: 'top_90_list',
  article: 'top_90_post',
};

/** Spots that only Google ad slots fill (no banner code of their own). */
const EXTRA_SPOTS: Record<PageKind, readonly string[]> = {
  home: [],
  category: ['list_inside_3', 'list_inside_4'],
  article: [],
};

export const NO_STORE = 'private, no-store';

const EMPTY_PLACEMENTS: Placements = { banners: {}, ad_slots: [], poll: null };

export interface PageDeps {
  config: SiteConfig;
  data: SiteData;
  assets: SiteAssets;
}

export function buildFrame(
  deps: PageDeps,
  kind: PageKind,
  menus: Menu[],
  placements: Placements,
  extra: Partial<Frame> = {},
): Frame {
  return {
    siteName: deps.config.siteName,
    siteUrl: deps.config.siteUrl,
    menus,
    placements,
    topSpot: TOP_SPOT[kind],
    sideSpots: SIDE_SPOTS[kind],
    slots: slotsOf(placements, [...PAGE_BANNER_CODES[kind], ...EXTRA_SPOTS[kind]]),
    gptEnabled: deps.config.gptEnabled,
    css: deps.assets.css,
    scriptUrl: deps.assets.script.url,
    ...extra,
  };
}

/**
 * A page's banners and ad slots. Without Google's script (GPT_ENABLED=0) the page shows no ad slot:
 * an empty box would keep room for an ad that never comes.
 */
async function placementsOf(deps: PageDeps, kind: PageKind): Promise<Placements> {
  const placements = await deps.data.placements(PAGE_BANNER_CODES[kind]);
  return deps.config.gptEnabled ? placements : { ...placements, ad_slots: [] };
}

const siteFeed = (deps: PageDeps) => ({ title: `${deps.config.siteName} – ${s.rss}`, href: '/rss.xml' });

/** A page that only says something (404, an unusable preview, the API away), with what is at hand. */
export async function sendMessage(
  deps: PageDeps,
  reply: FastifyReply,
  status: number,
  text: { title: string; text: string },
  menus: Menu[] = [],
): Promise<FastifyReply> {
  const frame = buildFrame(deps, 'home', menus, EMPTY_PLACEMENTS);
  const meta: PageMeta = {
    title: text.title,
    description: text.text,
    ogType: 'website',
    noindex: true,
    feeds: [siteFeed(deps)],
  };
  return sendPage(reply, frame, meta, <MessagePage title={text.title} text={text.text} />, {
    status,
    cacheControl: NO_STORE,
  });
}

/** The 404 page, with the navigation when the API gives it. */
export async function sendNotFound(deps: PageDeps, reply: FastifyReply): Promise<FastifyReply> {
  const menus = await deps.data.menus().catch(() => []);
  return sendMessage(deps, reply, 404, s.notFound, menus);
}

function absolute(deps: PageDeps, path: string): string {
  return `${deps.config.siteUrl}${path}`;
}

function imageOf(deps: PageDeps, article: Article): PageMeta['image'] {
  if (!article.cover) return undefined;
  return {
    url: absolute(deps, article.cover.url),
    width: article.cover.width,
    height: article.cover.height,
    alt: article.title,
  };
}

async function home(deps: PageDeps, reply: FastifyReply) {
  const [menus, latest, placements] = await Promise.all([
    deps.data.menus(),
    deps.data.articles({ limit: HOME_LATEST }),
    placementsOf(deps, 'home'),
  ]);
  const shown = new Set(latest.articles.map((a) => a.id));
  const sections = await Promise.all(
    menus.map(async (menu) => {
      const page = await deps.data.articles({ menu: menu.path, limit: HOME_PER_SECTION + HOME_LATEST });
      return { menu, articles: page.articles.filter((a) => !shown.has(a.id)).slice(0, HOME_PER_SECTION) };
    }),
  );
  const meta: PageMeta = {
    title: deps.config.siteName,
    description: `${deps.config.siteName}: ${s.newestArticles.toLowerCase()} – ${menus.map((m) => m.name).join(', ')}.`,
    canonical: absolute(deps, '/'),
    ogType: 'website',
    image: latest.articles[0] && imageOf(deps, latest.articles[0]),
    feeds: [siteFeed(deps)],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: deps.config.siteName,
      url: absolute(deps, '/'),
      inLanguage: 'hu',
    },
  };
  const body = (
    <HomePage
      latest={latest.articles}
      sections={sections.filter((x) => x.articles.length > 0)}
      placements={placements}
    />
  );
  return sendPage(reply, buildFrame(deps, 'home', menus, placements), meta, body, {
    cacheControl: deps.config.cacheControl,
  });
}

async function category(deps: PageDeps, reply: FastifyReply, path: string, after: string | undefined) {
  const [menus, placements] = await Promise.all([deps.data.menus(), placementsOf(deps, 'category')]);
  const menu = menus.find((m) => m.path === path);
  if (!menu) {
    // A category's old path answers with its current address (docs/api.md, "Old addresses").
    const moved = await deps.data.movedCategoryPath(path);
    if (moved && menus.some((m) => m.path === moved)) {
      const query = reply.request.url.split('?')[1];
      return reply.redirect(`/${moved}/${query ? `?${query}` : ''}`, 301);
    }
    return sendMessage(deps, reply, 404, s.notFound, menus);
  }
  const page = await deps.data.articles({ menu: menu.path, limit: CATEGORY_PAGE, after });
  const base = `/${menu.path}/`;
  const feed = { title: s.rssOf(menu.name), href: `/${menu.path}/rss.xml` };
  const meta: PageMeta = {
    title: menu.name,
    description: `${menu.name}: ${s.newestArticles.toLowerCase()} – ${deps.config.siteName}.`,
    canonical: absolute(deps, after ? `${base}?after=${encodeURIComponent(after)}` : base),
    ogType: 'website',
    feeds: [siteFeed(deps), feed],
  };
  const body = (
    <CategoryPage
      menu={menu}
      articles={page.articles}
      olderHref={page.next ? `${base}?after=${encodeURIComponent(page.next)}` : undefined}
      paged={after !== undefined}
      placements={placements}
    />
  );
  const frame = buildFrame(deps, 'category', menus, placements, { currentMenu: menu.path });
  return sendPage(reply, frame, meta, body, { cacheControl: deps.config.cacheControl });
}

function articleMeta(deps: PageDeps, article: Article, canonical: string | undefined): PageMeta {
  const image = imageOf(deps, article);
  return {
    title: article.title,
    description: article.short_content,
    canonical,
    ogType: 'article',
    image,
    article: {
      publishedAt: article.published_at,
      updatedAt: article.updated_at,
      section: article.category.name,
      tags: article.keywords,
    },
    feeds: [
      siteFeed(deps),
      { title: s.rssOf(article.category.name), href: `/${article.category.path}/rss.xml` },
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title.slice(0, 110),
      description: article.short_content,
      image: image ? [image.url] : undefined,
      datePublished: article.published_at,
      dateModified: article.updated_at,
      author: [{ '@type': 'Person', name: article.author.name }],
      publisher: { '@type': 'Organization', name: deps.config.siteName, url: absolute(deps, '/') },
      mainEntityOfPage: canonical,
      articleSection: article.category.name,
      keywords: article.keywords.join(', ') || undefined,
      inLanguage: 'hu',
    },
  };
}

async function articleRoute(
  deps: PageDeps,
  reply: FastifyReply,
  path: { menu: string; shortname: string },
  query: { preview?: string; draft?: string },
) {
  const isPreview = query.preview !== undefined || query.draft !== undefined;
  const menusRead = deps.data.menus();
  const placementsRead = placementsOf(deps, 'article');
  // Neither may reject unobserved while the article is read.
  menusRead.catch(() => undefined);
  placementsRead.catch(() => undefined);
  let article: Article;
  try {
    if (!isPreview) article = await deps.data.article(path.shortname);
    else if (query.preview) article = await deps.data.preview(query.preview);
    else throw new PreviewRefused();
  } catch (err) {
    if (!(err instanceof PreviewRefused)) throw err;
    const menus = await menusRead.catch(() => []);
    return sendMessage(
      deps,
      reply,
      401,
      { title: s.preview.invalidTitle, text: query.preview ? s.preview.invalidText : s.preview.missingToken },
      menus,
    );
  }
  const [menus, placements] = await Promise.all([menusRead, placementsRead]);
  const own = articlePath(article);
  // An article moved to another category answers at its new address.
  if (!isPreview && own !== `/${path.menu}/${path.shortname}/`) {
    const query = reply.request.url.split('?')[1];
    return reply.redirect(query ? `${own}?${query}` : own, 301);
  }
  const canonical = isPreview ? undefined : absolute(deps, own);
  const meta = { ...articleMeta(deps, article, canonical), noindex: isPreview };
  const frame = buildFrame(deps, 'article', menus, placements, {
    currentMenu: article.category.path,
    trackPath: isPreview ? undefined : own,
    previewBar: !isPreview
      ? undefined
      : article.embargo_until
        ? s.preview.embargoed(formatDateTime(article.embargo_until))
        : s.preview.bar,
  });
  return sendPage(reply, frame, meta, <ArticlePage article={article} placements={placements} />, {
    cacheControl: isPreview ? NO_STORE : deps.config.cacheControl,
    noindexHeader: isPreview,
  });
}

/** The pages: home, categories and articles; anything else is the 404 page (server.ts). */
export function pageRoutes(app: FastifyInstance, deps: PageDeps): void {
  app.get('/', (_req, reply) => home(deps, reply));
  app.get<{ Params: { menu: string }; Querystring: { after?: string } }>('/:menu/', (req, reply) =>
    category(deps, reply, req.params.menu, req.query.after || undefined),
  );
  app.get<{ Params: { menu: string; shortname: string }; Querystring: { preview?: string; draft?: string } }>(
    '/:menu/:shortname/',
    (req, reply) => articleRoute(deps, reply, req.params, req.query),
  );
}
