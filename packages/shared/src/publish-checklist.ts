import { z } from 'zod';
import { plainText } from './character-count.ts';
import { okReplySchema } from './envelope.ts';
import { splitKeywords } from './posts.ts';
import { rule } from './rules.ts';

/**
 * The publish checklist (docs/product.md, "Publish checklist"): what an article must (`required`)
 * or should (`recommended`) have before it goes or stays public or is scheduled; `off` items are
 * not looked at. A required item missing refuses the save with 400 on every publication path; a
 * recommended one is a warning in the editor. The same evaluation runs in the editor and on the
 * server (`evaluateChecklist`).
 */
export const CHECKLIST_ITEMS = [
  'cover',
  'image_credit',
  'content_alt',
  'keywords',
  'title_length',
  'lead_length',
  'subcategory',
  'own_images',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

export const CHECKLIST_LEVELS = ['required', 'recommended', 'off'] as const;
export type ChecklistLevel = (typeof CHECKLIST_LEVELS)[number];

/** Every save needs a cover (the spec's rule), so its item is always required. */
export const LOCKED_CHECKLIST_ITEMS: readonly ChecklistItem[] = ['cover'];

const count = (min: number, max: number) => z.number().int().min(min).max(max);

export const publishChecklistSchema = z
  .object({
    items: z.object(
      Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, z.enum(CHECKLIST_LEVELS)])) as Record<
        ChecklistItem,
        z.ZodEnum<{ [L in ChecklistLevel]: L }>
      >,
    ),
    /** 'keywords': at least this many. */
    min_keywords: count(1, 50),
    /** 'title_length': characters of the title, inclusive. */
    title_min: count(1, 500),
    title_max: count(1, 500),
    /** 'lead_length': characters of the lead, inclusive. */
    lead_min: count(1, 10_000),
    lead_max: count(1, 10_000),
  })
  .meta({ id: 'PublishChecklist' });
export type PublishChecklist = z.infer<typeof publishChecklistSchema>;

/** PUT /api/publish-checklist: the whole checklist; the cover stays required. */
export const publishChecklistInputSchema = publishChecklistSchema
  .refine((c) => c.items.cover === 'required', {
    ...rule('A borítókép minden mentéshez kötelező, ezért ez a tétel nem lehet ajánlott vagy kikapcsolt!'),
    path: ['items', 'cover'],
  })
  .refine((c) => c.title_min <= c.title_max, {
    ...rule('A cím legkisebb hossza nem lehet nagyobb a legnagyobbnál!'),
    path: ['title_min'],
  })
  .refine((c) => c.lead_min <= c.lead_max, {
    ...rule('A lead legkisebb hossza nem lehet nagyobb a legnagyobbnál!'),
    path: ['lead_min'],
  });

export const publishChecklistReplySchema = okReplySchema(publishChecklistSchema);

/**
 * The defaults: only the cover is required (what every save needs today), so nothing that could
 * be published before is refused; the rest are recommendations or off.
 */
export const DEFAULT_PUBLISH_CHECKLIST: PublishChecklist = {
  items: {
    cover: 'required',
    image_credit: 'recommended',
    content_alt: 'recommended',
    keywords: 'off',
    title_length: 'recommended',
    lead_length: 'off',
    subcategory: 'off',
    own_images: 'recommended',
  },
  min_keywords: 3,
  title_min: 10,
  title_max: 120,
  lead_min: 50,
  lead_max: 400,
};

/** What the checklist looks at of an article. */
export interface ChecklistArticle {
  title: string;
  short_content: string;
  content: string;
  keywords: string;
  thumbnail: string;
  thumbnail_source: string;
  secondary_menu_id: number;
}

/** What the checklist needs besides the article. */
export interface ChecklistContext {
  /** The article's category has subcategories (only then is one expected). */
  hasSubcategories: boolean;
  /** Hosts whose images count as the newsroom's own (the public site's); relative paths always do. */
  ownHosts: readonly string[];
}

export interface ChecklistResult {
  item: ChecklistItem;
  level: Exclude<ChecklistLevel, 'off'>;
  ok: boolean;
  /** The item in words, with the limits (the editor's line and the 400's text). */
  label: string;
}

/** The form field each item concerns (the 400's `errors` key, the field the editor marks). */
export const CHECKLIST_FIELDS: Record<ChecklistItem, string> = {
  cover: 'image',
  image_credit: 'thumbnail_source',
  content_alt: 'content',
  keywords: 'keywords',
  title_length: 'title',
  lead_length: 'short_content',
  subcategory: 'secondary_menu_id',
  own_images: 'content',
};

/** The <img> tags of an article's HTML, with their attributes (names lower-cased). */
function images(html: string): Array<Record<string, string>> {
  const tags = html.match(/<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi) ?? [];
  return tags.map((tag) => {
    const attributes: Record<string, string> = {};
    for (const m of tag.slice(4).matchAll(/([^\s=/>]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const name = m[1]?.toLowerCase();
      if (!name) continue;
      attributes[name] = (m[2] ?? '').replace(/^["']|["']$/g, '');
    }
    return attributes;
  });
}

/** Whether an image address is the newsroom's own: a relative path, or one of `ownHosts`. */
function isOwnImage(src: string, ownHosts: readonly string[]): boolean {
  const authority = /^(?:[a-z][a-z0-9+.-]*:)?\/\/([^/?#]*)/i.exec(src.trim())?.[1];
  // A path on this site (or an inline image the sanitiser drops anyway).
  if (authority === undefined) return true;
  const host = authority.replace(/^.*@/, '').toLowerCase();
  return ownHosts.some((own) => own.toLowerCase() === host);
}

/** The host (with its port) of an absolute URL, for ownHosts; undefined for anything else. */
export function hostOf(url: string): string | undefined {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(url.trim())?.[1];
  return authority?.replace(/^.*@/, '').toLowerCase();
}

const plainLength = (html: string) => [...plainText(html)].length;

/** The label of each item, with the checklist's limits. */
export function checklistLabel(item: ChecklistItem, c: PublishChecklist): string {
  switch (item) {
    case 'cover':
      return 'Borítókép';
    case 'image_credit':
      return 'A borítókép forrása';
    case 'content_alt':
      return 'Helyettesítő szöveg a cikk minden képén';
    case 'keywords':
      return `Legalább ${c.min_keywords} kulcsszó`;
    case 'title_length':
      return `Cím ${c.title_min}–${c.title_max} karakter`;
    case 'lead_length':
      return `Lead ${c.lead_min}–${c.lead_max} karakter`;
    case 'subcategory':
      return 'Alkategória (ha a kategóriának van)';
    case 'own_images':
      return 'Csak saját tárhelyről származó képek';
  }
}

function passes(item: ChecklistItem, c: PublishChecklist, a: ChecklistArticle, ctx: ChecklistContext) {
  switch (item) {
    case 'cover':
      return a.thumbnail.trim() !== '';
    case 'image_credit':
      return a.thumbnail_source.trim() !== '';
    case 'content_alt':
      return images(a.content).every((img) => (img.alt ?? '').trim() !== '');
    case 'keywords':
      return splitKeywords(a.keywords).length >= c.min_keywords;
    case 'title_length': {
      const n = plainLength(a.title);
      return n >= c.title_min && n <= c.title_max;
    }
    case 'lead_length': {
      const n = plainLength(a.short_content);
      return n >= c.lead_min && n <= c.lead_max;
    }
    case 'subcategory':
      return !ctx.hasSubcategories || a.secondary_menu_id > 0;
    case 'own_images':
      return images(a.content).every((img) => isOwnImage(img.src ?? '', ctx.ownHosts));
  }
}

/** Every item that is not off, in order, with whether the article passes it. */
export function evaluateChecklist(
  checklist: PublishChecklist,
  article: ChecklistArticle,
  context: ChecklistContext,
): ChecklistResult[] {
  return CHECKLIST_ITEMS.flatMap((item) => {
    const level = checklist.items[item];
    if (level === 'off') return [];
    return [
      { item, level, ok: passes(item, checklist, article, context), label: checklistLabel(item, checklist) },
    ];
  });
}

/** The 400's `errors` of the required items an article misses (empty: it may be published). */
export function missingRequired(results: readonly ChecklistResult[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const r of results) {
    if (r.level !== 'required' || r.ok) continue;
    const field = CHECKLIST_FIELDS[r.item];
    const text = CHECKLIST_MESSAGES.missing(r.label);
    errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
  }
  return errors;
}

export const CHECKLIST_MESSAGES = {
  missing: (label: string) => `Hiányzik: ${label.charAt(0).toLowerCase()}${label.slice(1)}.`,
  refused: (labels: readonly string[]) =>
    `A cikk nem tehető közzé, amíg a közzétételi lista kötelező tételei hiányoznak: ${labels.join(', ')}.`,
  saved: 'A közzétételi lista mentve.',
} as const;

/** The editor's panel and the administrators' screen. */
export const CHECKLIST_UI = {
  title: 'Közzétételi lista',
  panelHint: 'A kötelező tételek nélkül a cikk nem tehető közzé és nem időzíthető.',
  required: 'Kötelező',
  recommended: 'Ajánlott',
  off: 'Kikapcsolva',
  ok: 'Rendben',
  missing: 'Hiányzik',
  allOk: 'Minden tétel rendben.',
  screenLead:
    'Mit kell (kötelező) vagy érdemes (ajánlott) tartalmaznia egy cikknek, mielőtt megjelenik vagy időzítik. A kötelező tétel hiánya minden közzétételt megakadályoz (kézi, időzített, csoportos, jóváhagyás utáni); az ajánlott tételek figyelmeztetésként jelennek meg a szerkesztőben.',
  coverLocked: 'Minden mentéshez kötelező.',
  minKeywords: 'Kulcsszó legalább (db)',
  titleMin: 'Cím legalább (karakter)',
  titleMax: 'Cím legfeljebb (karakter)',
  leadMin: 'Lead legalább (karakter)',
  leadMax: 'Lead legfeljebb (karakter)',
  save: 'Mentés',
  items: 'Tételek',
  limits: 'Határok',
  levelOf: (label: string) => `${label}: szint`,
} as const;

/** The level labels, for the screen's switches. */
export const CHECKLIST_LEVEL_LABELS: Record<ChecklistLevel, string> = {
  required: CHECKLIST_UI.required,
  recommended: CHECKLIST_UI.recommended,
  off: CHECKLIST_UI.off,
};
