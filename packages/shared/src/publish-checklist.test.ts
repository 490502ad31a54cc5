import { describe, expect, it } from 'vitest';
import {
  type ChecklistArticle,
  DEFAULT_PUBLISH_CHECKLIST,
  evaluateChecklist,
  hostOf,
  missingRequired,
  type PublishChecklist,
  publishChecklistInputSchema,
} from './publish-checklist.ts';

const article: ChecklistArticle = {
  title: 'Árvíz a Tiszán: a gátak tartanak',
  short_content: '<p>Szolnoknál tetőzött a folyó, a védekezők egész éjjel dolgoztak.</p>',
  content: '<p>Szöveg</p><img src="/uploads/posts/content/a.jpg" alt="A gát Szolnoknál">',
  keywords: 'árvíz, Tisza, Szolnok',
  thumbnail: '/uploads/posts/covers/a.jpg',
  thumbnail_source: 'MTI',
  secondary_menu_id: 0,
};
const context = { hasSubcategories: false, ownHosts: ['hirek.example'] };
const everyRequired: PublishChecklist = {
  ...DEFAULT_PUBLISH_CHECKLIST,
  items: {
    cover: 'required',
    image_credit: 'required',
    content_alt: 'required',
    keywords: 'required',
    title_length: 'required',
    lead_length: 'required',
    subcategory: 'required',
    own_images: 'required',
  },
};

describe('the publish checklist', () => {
  it('passes a complete article on every item', () => {
    const results = evaluateChecklist(everyRequired, article, context);
    expect(results).toHaveLength(8);
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(missingRequired(results)).toEqual({});
  });

  it('names each missing required item on its field, in Hungarian', () => {
    const bare: ChecklistArticle = {
      ...article,
      title: 'Rövid',
      short_content: 'Kurta.',
      content: "<p>x</p><img src='https://mashol.example/kep.jpg'><img alt='' src=\"//cdn.other/k.png\">",
      keywords: 'árvíz',
      thumbnail_source: ' ',
      secondary_menu_id: 0,
    };
    const errors = missingRequired(
      evaluateChecklist(everyRequired, bare, { ...context, hasSubcategories: true }),
    );
    expect(errors).toEqual({
      thumbnail_source: 'Hiányzik: a borítókép forrása.',
      content:
        'Hiányzik: helyettesítő szöveg a cikk minden képén. Hiányzik: csak saját tárhelyről származó képek.',
      keywords: 'Hiányzik: legalább 3 kulcsszó.',
      title: 'Hiányzik: cím 10–120 karakter.',
      short_content: 'Hiányzik: lead 50–400 karakter.',
      secondary_menu_id: 'Hiányzik: alkategória (ha a kategóriának van).',
    });
  });

  it('counts an image of the own host as own, and leaves off items out', () => {
    const own = { ...article, content: '<img alt="x" src="https://HIREK.example/uploads/a.jpg">' };
    expect(evaluateChecklist(everyRequired, own, context).every((r) => r.ok)).toBe(true);
    const off = evaluateChecklist(DEFAULT_PUBLISH_CHECKLIST, article, context).map((r) => r.item);
    expect(off).not.toContain('keywords');
    expect(off).toContain('cover');
    expect(hostOf('http://localhost:3501/')).toBe('localhost:3501');
  });

  it('the defaults require only the cover, which every save has', () => {
    const noExtras = {
      ...article,
      thumbnail_source: '',
      keywords: '',
      content: '<img src="http://x.example/a">',
    };
    expect(missingRequired(evaluateChecklist(DEFAULT_PUBLISH_CHECKLIST, noExtras, context))).toEqual({});
  });

  it('keeps the cover required and the limits in order', () => {
    const coverOff = {
      ...DEFAULT_PUBLISH_CHECKLIST,
      items: { ...DEFAULT_PUBLISH_CHECKLIST.items, cover: 'off' },
    };
    expect(publishChecklistInputSchema.safeParse(coverOff).success).toBe(false);
    const upsideDown = { ...DEFAULT_PUBLISH_CHECKLIST, title_min: 200, title_max: 100 };
    expect(publishChecklistInputSchema.safeParse(upsideDown).success).toBe(false);
    expect(publishChecklistInputSchema.safeParse(DEFAULT_PUBLISH_CHECKLIST).success).toBe(true);
  });
});
