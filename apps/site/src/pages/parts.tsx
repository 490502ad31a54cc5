import {
  type ContentAdSlot,
  type ContentPoll,
  formatDateTime,
  IMAGE_WIDTHS,
  SITE_STRINGS,
} from '@newsroom/shared';
import type { CSSProperties } from 'react';
import { spotContent } from '../lib/placements.ts';
import type { Article, Placements } from '../lib/site-data.ts';

const s = SITE_STRINGS;

/** The photo's credit as a caption: 'Fotó: …', unless the editor wrote that already. */
export function creditLine(credit: string): string {
  return /^fot[oó]/i.test(credit.trim()) ? credit.trim() : `${s.photo}: ${credit.trim()}`;
}

/** `srcset` of an uploaded image: the API's width copies (`?w=`) below its own width, then itself. */
export function srcSetOf(url: string, width: number | null): string {
  const copies = IMAGE_WIDTHS.filter((w) => width === null || w < width).map((w) => `${url}?w=${w} ${w}w`);
  return width === null ? copies.join(', ') : [...copies, `${url} ${width}w`].join(', ');
}

export function Cover({
  article,
  sizes,
  priority = false,
  crop,
}: {
  article: Pick<Article, 'cover' | 'title'>;
  sizes: string;
  priority?: boolean;
  /** A card's fixed 16:9 box: the library's crop around the focal point, not the middle of the image. */
  crop?: '16x9';
}) {
  const cover = article.cover;
  if (!cover) return null;
  const img = (
    // A cover stored before sizes were kept has none: CSS keeps a 16:9 box for it (cover-unsized).
    <img
      className={cover.width && cover.height ? 'cover' : 'cover cover-unsized'}
      src={cover.width && cover.width <= 960 ? cover.url : `${cover.url}?w=960`}
      srcSet={srcSetOf(cover.url, cover.width)}
      sizes={sizes}
      width={cover.width ?? undefined}
      height={cover.height ?? undefined}
      alt={cover.alt || article.title}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  // A library image has AVIF and WebP copies (the content API's `sources`): browsers that read
  // them take the smaller file, the others the JPEG or PNG copies of the img.
  const sources = cover.sources;
  if (!sources) return img;
  const set = (copies: Array<{ url: string; width: number }>) =>
    copies.map((c) => `${c.url} ${c.width}w`).join(', ');
  return (
    <picture>
      {crop ? (
        <source type="image/webp" srcSet={set(sources.crops[crop])} sizes={sizes} />
      ) : (
        <>
          {sources.avif.length > 0 && <source type="image/avif" srcSet={set(sources.avif)} sizes={sizes} />}
          {sources.webp.length > 0 && <source type="image/webp" srcSet={set(sources.webp)} sizes={sizes} />}
        </>
      )}
      {img}
    </picture>
  );
}

/** The path of an article on this site: its post_url, as the API's `url` carries it. */
export function articlePath(article: Pick<Article, 'url'>): string {
  try {
    return new URL(article.url).pathname;
  } catch {
    return article.url;
  }
}

export function Byline({ article }: { article: Pick<Article, 'author' | 'published_at'> }) {
  return (
    <p className="byline">
      <span>{article.author.name}</span>
      <time dateTime={article.published_at}>{formatDateTime(article.published_at)}</time>
    </p>
  );
}

/** The shown width of a cover, for `sizes`: the page is 1180 px at most, the sidebar 370 px from 1024 px. */
export const ARTICLE_COVER_SIZES =
  '(min-width: 1180px) 746px, (min-width: 1024px) calc(100vw - 434px), calc(100vw - 32px)';
const LEAD_SIZES = '(min-width: 1180px) 433px, (min-width: 760px) 40vw, calc(100vw - 32px)';
const CARD_SIZES = '(min-width: 1180px) 233px, (min-width: 640px) 45vw, calc(100vw - 32px)';

/** One article in a list: cover, category, title (the link), lead and byline. */
export function ArticleCard({
  article,
  headingLevel = 3,
  lead = false,
}: {
  article: Article;
  headingLevel?: 2 | 3;
  lead?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={lead ? 'card card-lead' : 'card'}>
      <Cover article={article} sizes={lead ? LEAD_SIZES : CARD_SIZES} priority={lead} crop="16x9" />
      <div className="card-body">
        <p className="kicker">
          <a href={`/${article.category.path}/`}>{article.category.name}</a>
        </p>
        <Heading className="card-title">
          <a href={articlePath(article)}>{article.title}</a>
        </Heading>
        <p className="lead">{article.short_content}</p>
        <Byline article={article} />
      </div>
    </article>
  );
}

function slotStyle(slot: ContentAdSlot): CSSProperties {
  const height = (sizes: Array<[number, number]>) => Math.max(0, ...sizes.map(([, h]) => h));
  const width = (sizes: Array<[number, number]>) => Math.max(0, ...sizes.map(([w]) => w));
  const mobile = slot.mobile?.sizes ?? slot.sizes;
  return {
    '--slot-w': `${width(slot.sizes)}px`,
    '--slot-h': `${height(slot.sizes)}px`,
    '--slot-mw': `${width(mobile)}px`,
    '--slot-mh': `${height(mobile)}px`,
  } as CSSProperties;
}

/**
 * One ad spot: the newest banner of its placement code (linked through its click counter) and the
 * Google ad slot of the matching position, whose div keeps its size before the ad arrives.
 */
export function AdSpot({
  placements,
  spot,
  eager = false,
}: {
  placements: Placements;
  spot: string;
  eager?: boolean;
}) {
  const { banner, slot } = spotContent(placements, spot);
  if (!banner && !slot) return null;
  return (
    <div className={`ad ad-${spot}`} data-placement={spot}>
      <span className="ad-label">{s.advertisement}</span>
      {banner && (
        <a className="banner" href={banner.click_url} rel="sponsored noopener">
          <img
            src={banner.image_url}
            width={banner.width}
            height={banner.height}
            alt={banner.title}
            loading={eager ? 'eager' : 'lazy'}
          />
        </a>
      )}
      {slot && (
        <div
          className="ad-slot"
          id={slot.div_id}
          data-mobile-id={slot.mobile?.div_id}
          data-position={slot.position}
          style={slotStyle(slot)}
        />
      )}
    </div>
  );
}

/** The right-side poll: a form the site's script sends without a reload, then shows the shares. */
export function Poll({ poll }: { poll: ContentPoll }) {
  return (
    <section className="poll" aria-labelledby="poll-title">
      <h2 id="poll-title" className="side-title">
        {s.poll.heading}
      </h2>
      <form className="poll-form" data-poll-id={poll.id} data-messages={JSON.stringify(s.poll)}>
        <fieldset>
          <legend>{poll.name}</legend>
          {poll.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the item's identity (the vote's item_index)
            <label key={`${index}-${item.name}`} className="poll-item">
              <input type="radio" name="item_index" value={index} required />
              <span>{item.name}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit">{s.poll.submit}</button>
        <noscript>
          <p className="poll-note">{s.poll.noScript}</p>
        </noscript>
        <p className="poll-status" role="status" aria-live="polite" />
      </form>
    </section>
  );
}
