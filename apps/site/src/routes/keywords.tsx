import { KEYWORD_SITE, SITE_STRINGS } from '@newsroom/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGE_BANNER_CODES } from '../lib/placements.ts';
import { sendPage } from '../lib/render.tsx';
import { NotFound } from '../lib/site-data.ts';
import { KeywordPage } from '../pages/keyword.tsx';
import type { PageMeta } from '../pages/layout.tsx';
import { buildFrame, type PageDeps, sendMessage } from './pages.tsx';

const s = SITE_STRINGS;
/** Articles per keyword page, as a category's. */
const KEYWORD_PAGE = 12;

/**
 * A keyword's page (/cimke/{slug}/, docs/api.md, "Old addresses"): its articles, newest first; an
 * old slug (the keyword was renamed or merged into another) answers a 301 to the current page, the
 * query kept. Its banners and slots are a category page's.
 */
async function keywordPage(deps: PageDeps, reply: FastifyReply, slug: string, after: string | undefined) {
  const [menus, placements] = await Promise.all([
    deps.data.menus(),
    deps.data
      .placements(PAGE_BANNER_CODES.category)
      .then((p) => (deps.config.gptEnabled ? p : { ...p, ad_slots: [] })),
  ]);
  let keyword: Awaited<ReturnType<PageDeps['data']['keyword']>>;
  try {
    keyword = await deps.data.keyword(slug);
  } catch (err) {
    if (err instanceof NotFound) return sendMessage(deps, reply, 404, s.notFound, menus);
    throw err;
  }
  if (keyword.slug !== slug) {
    const query = reply.request.url.split('?')[1];
    return reply.redirect(`${KEYWORD_SITE.path(keyword.slug)}${query ? `?${query}` : ''}`, 301);
  }
  const page = await deps.data.articles({ keyword: keyword.slug, limit: KEYWORD_PAGE, after });
  const base = KEYWORD_SITE.path(keyword.slug);
  const meta: PageMeta = {
    title: KEYWORD_SITE.heading(keyword.name),
    description: KEYWORD_SITE.description(keyword.name, deps.config.siteName),
    canonical: `${deps.config.siteUrl}${after ? `${base}?after=${encodeURIComponent(after)}` : base}`,
    ogType: 'website',
    feeds: [{ title: `${deps.config.siteName} – ${s.rss}`, href: '/rss.xml' }],
  };
  const body = (
    <KeywordPage
      keyword={keyword}
      articles={page.articles}
      olderHref={page.next ? `${base}?after=${encodeURIComponent(page.next)}` : undefined}
      olderLabel={s.olderArticles}
    />
  );
  const frame = buildFrame(deps, 'category', menus, placements);
  return sendPage(reply, frame, meta, body, { cacheControl: deps.config.cacheControl });
}

/** The keyword pages; server.ts registers them beside the other pages. */
export function keywordRoutes(app: FastifyInstance, deps: PageDeps): void {
  app.get<{ Params: { slug: string }; Querystring: { after?: string } }>('/cimke/:slug/', (req, reply) =>
    keywordPage(deps, reply, req.params.slug, req.query.after || undefined),
  );
}
