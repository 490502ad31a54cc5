import { z } from 'zod';
import type { BannerKind } from './ad-kinds.ts';
import { pagedQuerySchema } from './envelope.ts';
import { flagQuery, optionalQuery, wholeNumberSchema } from './ids.ts';
import { postImageSchema } from './posts.ts';
import { addRuleIssue, isFilled, rule } from './rules.ts';
import { ADS_SERVER_MESSAGES } from './strings/ads.ts';

// ---------------------------------------------------------------------------------------------
// Codes (docs/product.md), used by the server (anything else is a 400) and the web app's selects.

/** Banner placement codes and their labels, exactly as docs/product.md lists them; '' = inactive. */
export const BANNER_PLACEMENTS = [
  { code: '', label: 'Inaktív' },
  { code: 'top_90', label: 'home header 728x90' },
  { code: 'home_featured_230h', label: '1150x230' },
  { code: 'home_category1_190', label: '728x190, after news' },
  { code: 'home_category2_190', label: '728x190, after tech' },
  { code: 'home_popular_370', label: '370x370' },
  { code: 'top_90_post', label: 'article header 728x90' },
  { code: 'right_370', label: '370x370' },
  { code: 'right_600', label: '300x600' },
  { code: 'paragraph_190', label: '728x190, after the first paragraph' },
  { code: 'content_90', label: '728x90' },
  { code: 'content_190', label: '728x190' },
  { code: 'top_90_list', label: 'section header 728x90' },
  { code: 'list_popular_370', label: '370x370' },
  { code: 'list_popular_600', label: '370x600' },
  { code: 'list_inside_1', label: '728x190' },
  { code: 'list_inside_2', label: '728x190' },
] as const;

/** Campaign sides: 'campaign' is active, 'inactive_campaign' inactive (docs/product.md). */
export const CAMPAIGN_SIDES = [
  { code: 'campaign', label: 'Aktív' },
  { code: 'inactive_campaign', label: 'Inaktív' },
] as const;

export const DEFAULT_CAMPAIGN_SIDE = 'campaign';

/**
 * Ad position codes with the slot size each carries (docs/product.md). Sizes follow the label,
 * except glist_popular_600, stored as 370x370, and gright_600, stored as 300x600.
 */
export const AD_POSITIONS = [
  { code: '', label: 'Inaktív', width: 0, height: 0 },
  { code: 'gtop_90', label: 'Főoldal fejléc 728x90', width: 728, height: 90 },
  { code: 'ghome_featured_230h', label: 'Főoldal kiemelt 1150x230', width: 1150, height: 230 },
  { code: 'ghome_category1_190', label: 'Főoldal 728x190, a hírek után', width: 728, height: 190 },
  { code: 'ghome_category2_190', label: 'Főoldal 728x190, a tech után', width: 728, height: 190 },
  { code: 'ghome_popular_370', label: 'Főoldal népszerű 370x370', width: 370, height: 370 },
  { code: 'gtop_90_post', label: 'Cikk fejléc 728x90', width: 728, height: 90 },
  { code: 'gright_370', label: 'Jobb oldal 370x370', width: 370, height: 370 },
  { code: 'gright_600', label: 'Jobb oldal 300x600', width: 300, height: 600 },
  { code: 'gparagraph_190', label: 'Cikk 728x190, az első bekezdés után', width: 728, height: 190 },
  { code: 'gcontent_190', label: 'Cikk tartalom 728x190', width: 728, height: 190 },
  { code: 'gtop_90_list', label: 'Rovat fejléc 728x90', width: 728, height: 90 },
  { code: 'glist_popular_370', label: 'Rovat népszerű 370x370', width: 370, height: 370 },
  { code: 'glist_popular_600', label: 'Rovat népszerű 370x600', width: 370, height: 370 },
  { code: 'glist_inside_1_190', label: 'Rovat lista 1. 728x190', width: 728, height: 190 },
  { code: 'glist_inside_2_190', label: 'Rovat lista 2. 728x190', width: 728, height: 190 },
  { code: 'glist_inside_3_190', label: 'Rovat lista 3. 728x190', width: 728, height: 190 },
  { code: 'glist_inside_4_190', label: 'Rovat lista 4. 728x190', width: 728, height: 190 },
] as const;

export type AdPosition = (typeof AD_POSITIONS)[number];

export { BANNER_KINDS, type BannerKind } from './ad-kinds.ts';

/** The side codes a kind accepts. */
export function sidesOf(kind: BannerKind): readonly { code: string; label: string }[] {
  return kind === 'campaign' ? CAMPAIGN_SIDES : BANNER_PLACEMENTS;
}

/** The label of a side code for a kind ('' when unknown). */
export function sideLabel(kind: BannerKind, side: string): string {
  return sidesOf(kind).find((s) => s.code === side)?.label ?? '';
}

/** Whether a stored side means the campaign or banner is shown (docs/product.md). */
export function isSideActive(kind: BannerKind, side: string): boolean {
  return kind === 'campaign' ? side === DEFAULT_CAMPAIGN_SIDE : side !== '';
}

export function findAdPosition(code: string): AdPosition | undefined {
  return AD_POSITIONS.find((p) => p.code === code);
}

// ---------------------------------------------------------------------------------------------
// Filters and inputs

/**
 * GET /api/campaigns and GET /api/banners. `side` filters by side code; 'inactive' asks for the
 * inactive ones ('' for a banner, 'inactive_campaign' for a campaign).
 */
export const bannerFilterSchema = pagedQuerySchema({
  side: optionalQuery(z.string().trim().max(50)),
  include_inactive: flagQuery,
});
export type BannerFilter = z.output<typeof bannerFilterSchema>;

/** GET /api/ga. `position` 'inactive' asks for slots without a position; `div_id` finds slots using it. */
export const googleAdFilterSchema = pagedQuerySchema({
  position: optionalQuery(z.string().trim().max(50)),
  div_id: optionalQuery(z.string().trim().max(200)),
  include_inactive: flagQuery,
});
export type GoogleAdFilter = z.output<typeof googleAdFilterSchema>;

/** The value of a side or position filter that asks for the inactive rows. */
export const INACTIVE_FILTER = 'inactive';

/** The WHATWG URL parser of every runtime this package runs in (browsers, Node.js). */
const { URL: UrlParser } = globalThis as unknown as {
  URL: new (input: string) => { href: string; protocol: string };
};

/**
 * An http(s) link in the form a Location header can carry (accents percent-encoded, an
 * international domain in ASCII), or undefined for anything else.
 */
export function normalizeHttpUrl(value: string): string | undefined {
  try {
    const url = new UrlParser(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/campaigns/add, /api/banners/add and PUT …/{id}: a title ('Töltse ki a mezőket!') and
 * an http(s) link or none; the link is answered normalised (normalizeHttpUrl). The side of the kind
 * and the image are checked with bannerSaveSchema, which needs the stored item. Without `image`,
 * an existing item keeps its stored image.
 */
export const bannerInputSchema = z.object({
  title: z.string().max(500).default('').refine(isFilled, rule(ADS_SERVER_MESSAGES.invalid)),
  url: z
    .string()
    .trim()
    .max(2_000)
    .default('')
    .refine((v) => v === '' || normalizeHttpUrl(v) !== undefined, rule(ADS_SERVER_MESSAGES.badUrl))
    .transform((v) => (v === '' ? '' : (normalizeHttpUrl(v) ?? v))),
  side: z.string().trim().max(50).default(''),
  image: postImageSchema.nullable().optional(),
  /** An image of the media library instead of a new file (`image` wins when both are sent). */
  media_id: z.number().int().min(1).nullable().optional(),
  /** PUT only: the last_update the dialog loaded; refused with 409 when the stored one differs. */
  last_update: z.string().max(40).optional(),
});
export type BannerInput = z.input<typeof bannerInputSchema>;

/**
 * A campaign's or banner's save as a whole: bannerInputSchema's rules, a side of the kind (a
 * campaign's '' is 'campaign'), and an image: a new `image`, or `stored_image`, the path of the
 * image the item keeps ('' for a new item, or when the dialog removed it). The dialog checks its
 * values with it, the server a request with the stored item's image (banners.service.ts).
 */
export function bannerSaveSchema(kind: BannerKind) {
  return bannerInputSchema.extend({ stored_image: z.string().default('') }).check((ctx) => {
    const { side, image, media_id, stored_image } = ctx.value;
    const sideCode = kind === 'campaign' && side === '' ? DEFAULT_CAMPAIGN_SIDE : side;
    if (!sidesOf(kind).some((s) => s.code === sideCode)) {
      addRuleIssue(ctx, ['side'], ADS_SERVER_MESSAGES.unknownSide);
    }
    if (!image && !media_id && !stored_image) addRuleIssue(ctx, ['image'], ADS_SERVER_MESSAGES.noImage[kind]);
  });
}

const adText = (max: number) => z.string().trim().max(max).default('');
const requiredAdText = (max: number) => adText(max).refine(isFilled, rule(ADS_SERVER_MESSAGES.invalid));

/**
 * POST /api/ga/add and PUT /api/ga/{id}: name, path, size and div_id are required ('Töltse ki a
 * mezőket!'), the mobile fields optional; a position is one of AD_POSITIONS, and a positioned slot
 * has its size (width and height may be left out, and then follow the position).
 */
export const googleAdInputSchema = z
  .object({
    name: requiredAdText(300),
    path: requiredAdText(500),
    size: requiredAdText(500),
    div_id: requiredAdText(200),
    path_mobile: adText(500),
    size_mobile: adText(500),
    div_id_mobile: adText(200),
    position: adText(50).refine(
      (code) => findAdPosition(code) !== undefined,
      rule(ADS_SERVER_MESSAGES.unknownPosition),
    ),
    width: wholeNumberSchema(10_000).optional(),
    height: wholeNumberSchema(10_000).optional(),
    last_update: z.string().max(40).optional(),
  })
  .check((ctx) => {
    const { position: code, width = 0, height = 0 } = ctx.value;
    const position = findAdPosition(code);
    if (!position?.code || (width === 0 && height === 0)) return;
    if (width !== position.width || height !== position.height) {
      const message = ADS_SERVER_MESSAGES.sizeMismatch(position.width, position.height);
      addRuleIssue(ctx, ['width'], message);
      addRuleIssue(ctx, ['height'], message);
    }
  });
export type GoogleAdInput = z.input<typeof googleAdInputSchema>;

// ---------------------------------------------------------------------------------------------
// The Google Publisher Tag code of a slot

/**
 * The sizes of a slot's `size` text as a GPT size literal: '728x90, 970x90' and '[[728, 90]]'
 * both give '[[728, 90], [970, 90]]'; 'fluid' is kept. '' when nothing is recognised.
 */
export function gptSizes(size: string): string {
  const sizes: string[] = [];
  for (const m of size.matchAll(/(\d+)\s*[x×X,]\s*(\d+)|\bfluid\b/g)) {
    sizes.push(m[1] && m[2] ? `[${m[1]}, ${m[2]}]` : "'fluid'");
  }
  if (sizes.length === 0) return '';
  return sizes.length === 1 && sizes[0] !== "'fluid'" ? (sizes[0] ?? '') : `[${sizes.join(', ')}]`;
}

/** A JavaScript string literal that is also safe inside a <script> element (no `</script>` breaks out). */
const jsString = (value: string) =>
  `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/</g, '\\x3C')
    .replace(/[\r\n\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;

/** Text for a double-quoted HTML attribute. */
const htmlAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function defineSlot(path: string, size: string, divId: string): string {
  return `googletag.defineSlot(${jsString(path)}, ${gptSizes(size) || '[]'}, ${jsString(divId)}).addService(googletag.pubads());`;
}

/** The fields of a Google ad slot (a saved GoogleAd, or the form's input) that its GPT code is made of. */
export type GptSlotFields = Pick<
  z.output<typeof googleAdInputSchema>,
  'path' | 'size' | 'div_id' | 'path_mobile' | 'size_mobile' | 'div_id_mobile'
>;

/** Whether all three mobile fields are filled, so the slot has a mobile variant. */
export function hasMobileSlot(
  ad: Pick<GptSlotFields, 'path_mobile' | 'size_mobile' | 'div_id_mobile'>,
): boolean {
  return Boolean(ad.path_mobile.trim() && ad.size_mobile.trim() && ad.div_id_mobile.trim());
}

/**
 * The code the public site needs for a slot: the `googletag.defineSlot(path, sizes, div_id)` call
 * (and the mobile one when its fields are filled) and the element(s) the ad is shown in.
 */
export function gptSlotCode(ad: GptSlotFields): string {
  const mobile = hasMobileSlot(ad);
  const lines = [
    '<script>',
    '  window.googletag = window.googletag || { cmd: [] };',
    '  googletag.cmd.push(function () {',
  ];
  if (mobile) {
    lines.push("    if (window.matchMedia('(max-width: 767px)').matches) {");
    lines.push(`      ${defineSlot(ad.path_mobile.trim(), ad.size_mobile, ad.div_id_mobile.trim())}`);
    lines.push('    } else {');
    lines.push(`      ${defineSlot(ad.path.trim(), ad.size, ad.div_id.trim())}`);
    lines.push('    }');
  } else {
    lines.push(`    ${defineSlot(ad.path.trim(), ad.size, ad.div_id.trim())}`);
  }
  lines.push('    googletag.enableServices();', '  });', '</script>');
  const div = (id: string) =>
    `<div id="${htmlAttribute(id)}"><script>googletag.cmd.push(function () { googletag.display(${jsString(id)}); });</script></div>`;
  lines.push(div(ad.div_id.trim()));
  if (mobile) lines.push(div(ad.div_id_mobile.trim()));
  return lines.join('\n');
}
