import { type ContentAdSlot, SITE_STRINGS } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { spotContent } from '../lib/placements.ts';
import type { Menu, Placements } from '../lib/site-data.ts';
import { AdSpot, Poll } from './parts.tsx';

const s = SITE_STRINGS;

/** What the head says of a page: title, description, canonical address, sharing and crawler tags. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute; none for pages that must not be indexed under an address (404, preview). */
  canonical?: string;
  ogType: 'website' | 'article';
  image?: { url: string; width: number | null; height: number | null; alt: string };
  article?: { publishedAt: string; updatedAt: string; section: string; tags: string[] };
  jsonLd?: object;
  noindex?: boolean;
  /** RSS autodiscovery: the site's feed, and a category's on its pages. */
  feeds: Array<{ title: string; href: string }>;
}

/** What every page shares: the site, its categories, the page's ads and the built assets. */
export interface Frame {
  siteName: string;
  siteUrl: string;
  menus: Menu[];
  /** The category the page belongs to (its path), for the navigation's current mark. */
  currentMenu?: string;
  placements: Placements;
  /** The header's banner code (top_90, top_90_post or top_90_list). */
  topSpot: string;
  /** The sidebar's spots above and below the poll. */
  sideSpots: { above: readonly string[]; below: readonly string[] };
  /** The ad slots this page defines for googletag (none: Google's script never loads). */
  slots: ContentAdSlot[];
  gptEnabled: boolean;
  css: string;
  scriptUrl: string;
  /** An article page: the path a page view is counted for. */
  trackPath?: string;
  /** The preview's bar: its text (an embargoed article's says until when); absent off a preview. */
  previewBar?: string;
}

const hasContent = (placements: Placements, spot: string) => {
  const { banner, slot } = spotContent(placements, spot);
  return banner !== undefined || slot !== undefined;
};

const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function Head({ frame, meta }: { frame: Frame; meta: PageMeta }) {
  const title = meta.title === frame.siteName ? meta.title : `${meta.title} – ${frame.siteName}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex && <meta name="robots" content="noindex, nofollow" />}
      {meta.canonical && <link rel="canonical" href={meta.canonical} />}
      <meta name="theme-color" content="#9b1c1c" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {meta.feeds.map((feed) => (
        <link
          key={feed.href}
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={feed.href}
        />
      ))}
      <meta property="og:site_name" content={frame.siteName} />
      <meta property="og:locale" content="hu_HU" />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {meta.canonical && <meta property="og:url" content={meta.canonical} />}
      {meta.image && <meta property="og:image" content={meta.image.url} />}
      {meta.image?.width && <meta property="og:image:width" content={String(meta.image.width)} />}
      {meta.image?.height && <meta property="og:image:height" content={String(meta.image.height)} />}
      {meta.image && <meta property="og:image:alt" content={meta.image.alt} />}
      {meta.article && <meta property="article:published_time" content={meta.article.publishedAt} />}
      {meta.article && <meta property="article:modified_time" content={meta.article.updatedAt} />}
      {meta.article && <meta property="article:section" content={meta.article.section} />}
      {meta.article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      {meta.image && <meta name="twitter:image" content={meta.image.url} />}
      {meta.jsonLd && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with '<' escaped
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(meta.jsonLd) }} />
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, inlined */}
      <style dangerouslySetInnerHTML={{ __html: frame.css }} />
      <script src={frame.scriptUrl} defer />
    </head>
  );
}

function Masthead({ frame }: { frame: Frame }) {
  return (
    <header className="masthead">
      <div className="wrap masthead-row">
        <a className="logo" href="/">
          {frame.siteName}
        </a>
        <nav aria-label={s.mainNav} className="nav">
          <ul>
            <li>
              <a
                href="/"
                aria-current={frame.currentMenu === undefined && !frame.trackPath ? 'page' : undefined}
              >
                {s.homeLink}
              </a>
            </li>
            {frame.menus.map((menu) => (
              <li key={menu.id}>
                <a
                  href={`/${menu.path}/`}
                  aria-current={frame.currentMenu === menu.path ? 'page' : undefined}
                >
                  {menu.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function Sidebar({ frame }: { frame: Frame }) {
  const { placements, sideSpots } = frame;
  return (
    <aside className="sidebar" aria-label={s.sidebar}>
      {sideSpots.above.map((spot, index) => (
        <AdSpot key={spot} placements={placements} spot={spot} eager={index === 0} />
      ))}
      {placements.poll && <Poll poll={placements.poll} />}
      {sideSpots.below.map((spot) => (
        <AdSpot key={spot} placements={placements} spot={spot} />
      ))}
    </aside>
  );
}

function Footer({ frame }: { frame: Frame }) {
  return (
    <footer className="footer">
      <div className="wrap footer-row">
        <p>{s.footer(frame.siteName, new Date().getFullYear())}</p>
        <nav aria-label={s.footerFeeds}>
          <ul>
            <li>
              <a href="/rss.xml">{s.rss}</a>
            </li>
            {frame.menus.map((menu) => (
              <li key={menu.id}>
                <a href={`/${menu.path}/rss.xml`}>{s.rssOf(menu.name)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** The page's Google ad slots, as JSON the site's script reads ('<' escaped). */
function SlotConfig({ json }: { json: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, with '<' escaped
  return <script type="application/json" id="ad-slots" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The whole HTML page around a page's main content. */
export function Layout({ frame, meta, children }: { frame: Frame; meta: PageMeta; children: ReactNode }) {
  const slotConfig = { gpt: frame.gptEnabled, slots: frame.slots };
  return (
    <html lang="hu">
      <Head frame={frame} meta={meta} />
      <body data-track={frame.trackPath}>
        <a className="skip" href="#main">
          {s.skipToContent}
        </a>
        {frame.previewBar && (
          <div className="preview-bar" role="note">
            {frame.previewBar}
          </div>
        )}
        <Masthead frame={frame} />
        {hasContent(frame.placements, frame.topSpot) && (
          <aside className="wrap top-ad" aria-label={s.advertisement}>
            <AdSpot placements={frame.placements} spot={frame.topSpot} eager />
          </aside>
        )}
        <div className="wrap page">
          <main id="main" className="main">
            {children}
          </main>
          <Sidebar frame={frame} />
        </div>
        <Footer frame={frame} />
        {frame.slots.length > 0 && <SlotConfig json={safeJson(slotConfig)} />}
      </body>
    </html>
  );
}
