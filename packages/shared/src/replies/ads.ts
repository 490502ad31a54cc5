import { z } from 'zod';
import { BANNER_KINDS } from '../ads.ts';
import { listReplySchema, okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { flag } from '../flags.ts';

const owner = {
  is_active: flag,
  user_id: recordIdSchema.describe('Who saved it last.'),
  full_name: z.string().describe("That user's name, last name first."),
  creation_date: timestampSchema,
  last_update: timestampSchema.describe('Send it back with a save: 409 when it changed since.'),
};

/** A campaign or banner, in lists and alone. */
export const bannerItemSchema = z
  .object({
    id: recordIdSchema,
    kind: z.enum(BANNER_KINDS),
    title: z.string(),
    url: z.string().describe('Where a click leads.'),
    side: z.string().describe('The placement code (banner) or campaign side; see the codes in docs/api.md.'),
    banner_url: z.string().describe("The stored image's path, under /uploads."),
    width: z.number().int().min(0),
    height: z.number().int().min(0),
    total_clicks: z.number().int().min(0),
    ...owner,
  })
  .meta({ id: 'BannerItem' });
export type BannerItem = z.infer<typeof bannerItemSchema>;

/** A Google ad slot, in lists and alone. */
export const googleAdSchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    path: z.string(),
    size: z.string(),
    div_id: z.string(),
    path_mobile: z.string(),
    size_mobile: z.string(),
    div_id_mobile: z.string(),
    position: z.string().describe("The position code; '' is inactive."),
    width: z.number().int().min(0),
    height: z.number().int().min(0),
    ...owner,
  })
  .meta({ id: 'GoogleAd' });
export type GoogleAd = z.infer<typeof googleAdSchema>;

export const bannerListReplySchema = listReplySchema(bannerItemSchema);
export const bannerReplySchema = okReplySchema(bannerItemSchema);
export const googleAdListReplySchema = listReplySchema(googleAdSchema);
export const googleAdReplySchema = okReplySchema(googleAdSchema);
