import type { ContentAdSlot, ContentBanner } from '@newsroom/shared';
import type { Placements } from './site-data.ts';

/**
 * Where each banner placement code and Google ad position goes on the site (docs/site.md, "Ads").
 * A page asks the placements call for its codes only; each spot shows the newest banner of its
 * code and, beside it, the Google ad slot of the matching position.
 */

export type PageKind = 'home' | 'category' | 'article';

/** The banner codes of each kind of page, as the labels of docs/product.md place them. */
export const PAGE_BANNER_CODES: Record<PageKind, readonly string[]> = {
  home: [
    'top_90',
    'home_featured_230h',
    'home_category1_190',
    'home_category2_190',
    'home_popular_370',
    'right_370',
    'right_600',
  ],
  category: [
    'top_90_list',
    'list_inside_1',
    'list_inside_2',
    'list_popular_370',
    'list_popular_600',
    'right_370',
    'right_600',
  ],
  article: ['top_90_post', 'paragraph_190', 'content_90', 'content_190', 'right_370', 'right_600'],
};

/** A spot of a page: a banner code, or a Google position that has no banner code of its own. */
export type Spot = (typeof PAGE_BANNER_CODES)[PageKind][number] | 'list_inside_3' | 'list_inside_4';

/** The Google ad position that shares a spot with a banner code ('' when none does). */
export function adPositionOf(spot: string): string {
  const inside = /^list_inside_(\d)$/.exec(spot);
  if (inside) return `glist_inside_${inside[1]}_190`;
  if (spot === 'content_90') return '';
  return `g${spot}`;
}

/** What one spot shows: the newest banner of its code, and the ad slot of its position. */
export interface SpotContent {
  banner: ContentBanner | undefined;
  slot: ContentAdSlot | undefined;
}

export function spotContent(placements: Placements, spot: string): SpotContent {
  const position = adPositionOf(spot);
  return {
    banner: placements.banners[spot]?.[0],
    slot: position === '' ? undefined : placements.ad_slots.find((s) => s.position === position),
  };
}

/** The ad slots a page shows (those of its spots), for googletag. */
export function slotsOf(placements: Placements, spots: readonly string[]): ContentAdSlot[] {
  const positions = new Set(spots.map(adPositionOf));
  return placements.ad_slots.filter((s) => positions.has(s.position));
}
