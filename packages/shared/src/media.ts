import { z } from 'zod';
import { okReplySchema, recordIdSchema, timestampSchema } from './envelope.ts';
import { blankToUndefined, idSchema } from './ids.ts';
import { rule } from './rules.ts';

/**
 * The media library ('Médiatár'; docs/api.md, "Media library"): every stored image is an item with
 * its size, hash, alt text, credit, caption and focal point. Covers, body images, banners and
 * campaign images are items; the usage index says where each is used.
 */

export const MAX_MEDIA_ALT_LENGTH = 500;
export const MAX_MEDIA_CREDIT_LENGTH = 500;
export const MAX_MEDIA_CAPTION_LENGTH = 2000;
/** Items per page of GET /api/media: default and cap. */
export const MEDIA_PAGE_SIZE = 48;
export const MEDIA_MAX_PAGE_SIZE = 200;

/** The widths of the WebP (and AVIF) copies of every image: none wider than the original. */
export const MEDIA_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The fixed ratios a focal-point crop is made in (`?ar=16x9`). */
export const MEDIA_CROP_RATIOS = ['16x9', '1x1', '4x3'] as const;
export type MediaCropRatio = (typeof MEDIA_CROP_RATIOS)[number];
export const MEDIA_FORMATS = ['webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MEDIA_USAGE_KINDS = ['cover', 'content', 'banner', 'campaign'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];
export const MEDIA_USAGE_LABELS: Record<MediaUsageKind, string> = {
  cover: 'borítókép',
  content: 'kép a cikk szövegében',
  banner: 'banner',
  campaign: 'kampány',
};

export const MEDIA_MESSAGES = {
  uploaded: 'A kép bekerült a médiatárba.',
  alreadyInLibrary: 'Ez a kép már a médiatárban van: a meglévőt használjuk, másolat nem készült.',
  saved: 'A kép adatai elmentve.',
  replaced: 'A kép cseréje kész: minden használata az új képet mutatja.',
  deleted: 'A kép törölve a médiatárból.',
  notFound: 'Nincs ilyen kép a médiatárban.',
  noFile: 'Válasszon ki egy képfájlt!',
  svg: 'SVG fájl nem tölthető fel, mert programkódot tartalmazhat. Mentse el PNG vagy JPEG formátumban!',
  altTooLong: `A helyettesítő szöveg legfeljebb ${MAX_MEDIA_ALT_LENGTH} karakter lehet!`,
  creditTooLong: `A forrás legfeljebb ${MAX_MEDIA_CREDIT_LENGTH} karakter lehet!`,
  captionTooLong: `A képaláírás legfeljebb ${MAX_MEDIA_CAPTION_LENGTH} karakter lehet!`,
  focalRange: 'A fókuszpont mindkét koordinátája 0 és 1 közé essen!',
  notOwn:
    'Más által feltöltött képet csak a „Médiatár, rovatok és címkék kezelése” joggal lehet cserélni vagy törölni.',
  /** The 409 of a delete: the item is still used, and where. */
  inUse: (uses: string) =>
    `A kép nem törölhető, mert használatban van: ${uses}. Előbb cserélje le ezeken a helyeken.`,
} as const;

const trimmedUpTo = (max: number, message: string) =>
  z
    .string()
    .transform((v) => v.trim())
    .refine((v) => v.length <= max, rule(message));

// A refine, not .min/.max: only a custom issue carries a rule's message (rules.ts ruleMessageOf).
const focalCoordinate = z.number().refine((v) => v >= 0 && v <= 1, rule(MEDIA_MESSAGES.focalRange));

/** PUT /api/media/{id}: any of the fields; absent ones are kept. */
export const mediaUpdateInputSchema = z.object({
  alt: trimmedUpTo(MAX_MEDIA_ALT_LENGTH, MEDIA_MESSAGES.altTooLong).optional(),
  credit: trimmedUpTo(MAX_MEDIA_CREDIT_LENGTH, MEDIA_MESSAGES.creditTooLong).optional(),
  caption: trimmedUpTo(MAX_MEDIA_CAPTION_LENGTH, MEDIA_MESSAGES.captionTooLong).optional(),
  focal: z.object({ x: focalCoordinate, y: focalCoordinate }).optional(),
});
export type MediaUpdateInput = z.input<typeof mediaUpdateInputSchema>;

/** POST /api/media as JSON: the data-URL shape of the other upload calls, with optional details. */
export const mediaUploadJsonSchema = z.object({
  image: z.string().min(1).optional(),
  data: z.string().min(1).optional(),
  file_name: z.string().max(255).optional(),
  alt: trimmedUpTo(MAX_MEDIA_ALT_LENGTH, MEDIA_MESSAGES.altTooLong).optional(),
  credit: trimmedUpTo(MAX_MEDIA_CREDIT_LENGTH, MEDIA_MESSAGES.creditTooLong).optional(),
  caption: trimmedUpTo(MAX_MEDIA_CAPTION_LENGTH, MEDIA_MESSAGES.captionTooLong).optional(),
});

const flagSchema = z.preprocess(
  blankToUndefined,
  z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
);
const dayQuerySchema = z.preprocess(
  blankToUndefined,
  z.iso.date(rule('A dátumot ÉÉÉÉ-HH-NN alakban adja meg!')).optional(),
);

/** GET /api/media. */
export const mediaListQuerySchema = z.object({
  q: z
    .preprocess(blankToUndefined, z.string().trim().max(200).optional())
    .describe('Searched in alt text, credit, caption and file name; accents and case do not matter.'),
  unused: flagSchema.describe('1: only items used nowhere.'),
  uploader: z.preprocess(blankToUndefined, idSchema.optional()).describe("The uploader's user id."),
  from: dayQuerySchema.describe('Uploaded on or after this day (YYYY-MM-DD, Budapest time).'),
  to: dayQuerySchema.describe('Uploaded on or before this day.'),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, MEDIA_MAX_PAGE_SIZE))
      .default(MEDIA_PAGE_SIZE),
  ),
  after: z
    .preprocess(blankToUndefined, z.string().max(200).optional())
    .describe('pagination.next of the page before.'),
});
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** One sized copy: `url` carries the width, format and version, so it can be cached for ever. */
export const mediaVariantSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'MediaVariant' });
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** The copies of an image a `srcset` needs: WebP, AVIF, and the focal-point crops (WebP). */
export const mediaSourcesSchema = z
  .object({
    webp: z.array(mediaVariantSchema),
    avif: z.array(mediaVariantSchema),
    crops: z.object({
      '16x9': z.array(mediaVariantSchema),
      '1x1': z.array(mediaVariantSchema),
      '4x3': z.array(mediaVariantSchema),
    }),
  })
  .meta({ id: 'MediaSources' });
export type MediaSources = z.infer<typeof mediaSourcesSchema>;

export const mediaItemSchema = z
  .object({
    id: recordIdSchema,
    url: z.string().describe("The stored path ('/uploads/…'), the one articles and banners name."),
    file_name: z.string(),
    type: z.string().describe('Media type of the stored file (image/jpeg, image/png).'),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    sha256: z.string(),
    alt: z.string(),
    credit: z.string(),
    caption: z.string(),
    focal: z.object({ x: z.number(), y: z.number() }),
    version: z.number().int().describe('Grows with every replacement and focal point change.'),
    uploaded_by: z.object({ id: recordIdSchema, name: z.string() }).nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    usage_count: z.number().int(),
    sources: mediaSourcesSchema,
  })
  .meta({ id: 'MediaItem' });
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUsageSchema = z
  .object({
    kind: z.enum(MEDIA_USAGE_KINDS),
    label: z.string(),
    id: recordIdSchema.describe('The article, banner or campaign.'),
    title: z.string(),
    active: z.boolean().describe('False for an article in the trash.'),
    path: z.string().describe("The back office screen that edits it ('/posts/12')."),
  })
  .meta({ id: 'MediaUsage' });
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemReplySchema = okReplySchema(mediaItemSchema);
export const mediaUploadReplySchema = z.object({
  status: z.literal('ok'),
  data: mediaItemSchema,
  message: z.string(),
  existing: z.boolean().describe('True when the same bytes were in the library already (no copy was made).'),
});
export const mediaListReplySchema = z.object({
  status: z.literal('ok'),
  data: z.array(mediaItemSchema),
  pagination: z.object({ limit: z.number().int(), next: z.string().nullable() }),
});
export const mediaUsagesReplySchema = okReplySchema(z.array(mediaUsageSchema));

/** The words of the 'Médiatár' screen and the picker. */
export const MEDIA_UI = {
  title: 'Médiatár',
  upload: 'Feltöltés',
  dropHint:
    'Húzza ide a képeket, vagy kattintson a tallózáshoz (JPEG, PNG, WebP, GIF, AVIF; legfeljebb 10 MB).',
  search: 'Keresés',
  searchPlaceholder: 'Helyettesítő szöveg, forrás, képaláírás vagy fájlnév',
  unused: 'Csak a használaton kívüliek',
  uploader: 'Feltöltő',
  from: 'Feltöltve ettől',
  to: 'Feltöltve eddig',
  more: 'Továbbiak betöltése',
  empty: 'Nincs a szűrésnek megfelelő kép.',
  details: 'Kép adatai',
  alt: 'Helyettesítő szöveg (alt)',
  altHint: 'Mit lát a képen, aki nem látja? Képernyőolvasók és keresők olvassák.',
  altMissing: 'Nincs alt szöveg',
  credit: 'Forrás',
  caption: 'Képaláírás',
  focal: 'Fókuszpont',
  focalHint: 'Kattintson a képre oda, ami a vágott (16:9, 1:1, 4:3) változatokon is maradjon látható.',
  save: 'Mentés',
  replace: 'Csere',
  replaceHint: 'Az új fájl ugyanazon a címen jelenik meg mindenhol, ahol a kép szerepel.',
  delete: 'Törlés',
  deleteConfirm: 'Biztosan törli a képet a médiatárból?',
  usages: 'Használat',
  noUsages: 'A kép sehol sincs használatban.',
  pick: 'Kiválasztás',
  pickerTitle: 'Kép választása',
  pickerLibrary: 'Médiatárból',
  pickerUpload: 'Új kép feltöltése',
  fromLibrary: 'Választás a médiatárból',
  insertFromLibrary: 'Kép a médiatárból',
  size: 'Méret',
  uploadedAt: 'Feltöltve',
  uploadedBy: 'Feltöltötte',
  trashed: 'kukában',
} as const;
