import { z } from 'zod';
import { okReplySchema, recordIdSchema, timestampSchema } from './envelope.ts';
import { isFilled, rule } from './rules.ts';

/**
 * Corrections as data (docs/product.md, "Corrections"): a published article's 'Helyesbítés'
 * records what was wrong and what changed, with who, when and the revision it refers to. The
 * content API answers them with the article, and the reader site shows them under its title.
 */
export const CORRECTION_KINDS = ['helyesbites', 'pontositas', 'frissites'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

export const CORRECTION_KIND_LABELS: Record<CorrectionKind, string> = {
  helyesbites: 'Helyesbítés',
  pontositas: 'Pontosítás',
  frissites: 'Frissítés',
};

export const MAX_CORRECTION_LENGTH = 2000;
const TEXT_REQUIRED = 'Írja le, mit helyesbít!';

export const correctionInputSchema = z.object({
  kind: z
    .string()
    .refine(
      (v) => (CORRECTION_KINDS as readonly string[]).includes(v),
      rule('Válassza ki a javítás fajtáját!'),
    )
    .transform((v) => v as CorrectionKind),
  text: z
    .string()
    .refine(isFilled, rule(TEXT_REQUIRED))
    .transform((v) => v.trim())
    .refine(
      (v) => v.length <= MAX_CORRECTION_LENGTH,
      rule(`A szöveg legfeljebb ${MAX_CORRECTION_LENGTH} karakter lehet!`),
    ),
});
export type CorrectionInput = z.input<typeof correctionInputSchema>;

export const correctionSchema = z
  .object({
    id: recordIdSchema,
    post_id: recordIdSchema,
    kind: z.enum(CORRECTION_KINDS),
    kind_label: z.string(),
    text: z.string(),
    user_id: recordIdSchema.nullable(),
    user_name: z.string(),
    revision_id: recordIdSchema.nullable().describe('The revision of the article the correction refers to.'),
    created_at: timestampSchema,
  })
  .meta({ id: 'Correction' });
export type Correction = z.infer<typeof correctionSchema>;

export const correctionListReplySchema = okReplySchema(z.array(correctionSchema));
export const correctionReplySchema = okReplySchema(correctionSchema);

/** A correction as the content API answers it: no staff names, the reader's words only. */
export const contentCorrectionSchema = z
  .object({
    kind: z.enum(CORRECTION_KINDS),
    label: z.string(),
    text: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ContentCorrection' });
export type ContentCorrection = z.infer<typeof contentCorrectionSchema>;

export const CORRECTION_MESSAGES = {
  added: 'A helyesbítés rögzítve, az olvasói oldalon a cím alatt jelenik meg.',
  notPublished: 'Helyesbítést csak megjelent cikkhez lehet fűzni!',
} as const;

export const CORRECTIONS_UI = {
  button: 'Helyesbítés',
  title: 'Helyesbítés rögzítése',
  lead: 'A megjelent cikk alatt az olvasók látják a fajtáját, az idejét és a szövegét. Előbb mentse a javított cikket, a helyesbítés ahhoz a változathoz kötődik.',
  kind: 'Fajta',
  text: 'Mit javított?',
  textPlaceholder: 'Például: A cikk korábbi változatában tévesen szerepelt a polgármester neve.',
  save: 'Rögzítés',
  cancel: 'Mégse',
  listTitle: 'Helyesbítések',
  by: (name: string) => `Rögzítette: ${name}`,
  revision: (id: number) => `a(z) #${id} változathoz`,
} as const;
