/** The content API's and the previews' messages (docs/api.md, "Content API"). */
export const CONTENT_MESSAGES = {
  keyMissing: 'Hiányzik a tartalomkulcs: adja meg a key paraméterben vagy az X-Content-Key fejlécben!',
  keyUnknown: 'A tartalomkulcs ismeretlen vagy visszavonták.',
  rateLimited: 'Túl sok kérés érkezett ezzel a tartalomkulccsal. Próbálja újra később!',
  badCursor: 'Hibás lapozási jel (after): a pagination.next értékét adja meg!',
  badFields: `Ismeretlen mező a fields paraméterben. A választható mezők: id, title, shortname, url, short_content, keywords, category, subcategory, post_type, author, published_at, updated_at, cover, content.`,
  badLimit: 'A limit 1 és 100 közötti egész szám lehet.',
  unknownPlacement: 'Ismeretlen hirdetési hely a codes paraméterben.',
  articleNotFound: 'A cikk nem található.',
  menuNotFound: 'A rovat nem található.',
  sitemapNotFound: 'Nincs ilyen webhelytérkép.',
  /** The RSS channel's description, after its title (feeds.service.ts of the API). */
  feedDescription: 'a legfrissebb cikkek',
  previewInvalid:
    'Az előnézeti link érvénytelen vagy lejárt. Kérjen újat a szerkesztőben az Előnézet gombbal!',
} as const;
