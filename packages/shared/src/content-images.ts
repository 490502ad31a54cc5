import { z } from 'zod';
import { mediaSourcesSchema } from './media.ts';

/** The images of a content API article (content.ts): its cover and the library images of its text. */

export const contentCoverSchema = z
  .object({
    url: z.string().describe("The stored path ('/uploads/…'), served by this API's address."),
    width: z.number().int().min(1).nullable().describe('Null for a cover stored before sizes were kept.'),
    height: z.number().int().min(1).nullable(),
    credit: z.string().describe('The photo\'s source, as the editor gave it ("" when none).'),
    alt: z.string().describe('The library item\'s alt text ("" when none).'),
    caption: z.string(),
    focal: z
      .object({ x: z.number(), y: z.number() })
      .nullable()
      .describe('Null for an image not in the library.'),
    sources: mediaSourcesSchema
      .nullable()
      .describe(
        'WebP and AVIF sizes and focal-point crops for a srcset; null for an image not in the library.',
      ),
  })
  .meta({ id: 'ContentCover' });

/** An image of an article's text, as the content API lists them (`images`). */
export const contentImageSchema = z
  .object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    credit: z.string(),
    caption: z.string(),
    focal: z.object({ x: z.number(), y: z.number() }),
    sources: mediaSourcesSchema,
  })
  .meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof contentImageSchema>;
