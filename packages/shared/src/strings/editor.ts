/** Article editor (/posts/add, /posts/{id}), exactly as the product shows it (docs/product.md). */
export const EDITOR = {
  newTitle: 'Új cikk',
  loadingTitle: 'Betöltés szerkesztésre...',
  editTitle: 'Cikk szerkesztése',
  draftInfo: (date: string) => `Ez a cikk piszkozat ${date}!`,
  publishedInfo: (date: string) => `Ez a cikk közzé van téve - ${date}!`,
  characterCount: 'Karaterszám',
  saveDraft: 'Mentés piszkozatként',
  preview: 'Előnézet',
  publish: 'Közzététel',
  delete: 'Törlés',
  accessDenied: 'Hozzáférés megtagadva!',
  confirmLeave: 'Tényleg ki szeretne lépni a szerkesztőből?',
  confirmLeaveYes: 'Kilépés',
  confirmLeaveNo: 'Maradok',
  // Field labels
  title: 'Cím',
  menu: 'Kategória',
  submenu: 'Alkategória',
  noSubmenu: 'Nincs alkategória',
  postType: 'Típus',
  noPostType: 'Nincs típus',
  shortContent: 'Bevezető',
  content: 'Tartalom',
  keywords: 'Kulcsszavak',
  keywordsPlaceholder: 'Új kulcsszó, majd Enter',
  keywordsSuggested: 'Gyakori kulcsszavak a kategóriában',
  addKeyword: (keyword: string) => `Kulcsszó hozzáadása: ${keyword}`,
  coverImage: 'Borítókép',
  coverChoose: 'Kép kiválasztása',
  coverReplace: 'Másik kép',
  coverRemove: 'Kép eltávolítása',
  coverHint: 'Csak képfájl tölthető fel.',
  coverNone: 'Nincs borítókép',
  coverAlt: 'A cikk borítóképe',
  coverSize: (width: number, height: number) => `${width} × ${height} px`,
  coverNotAnImage: 'Csak képfájl tölthető fel!',
  coverUnreadable: 'A kép nem olvasható be!',
  thumbnailSource: 'Kép forrása',
  // Links of a saved article
  links: 'Hivatkozások',
  publicLink: 'Megnyitás a nyilvános oldalon',
  shareLink: 'Megosztás a Facebookon',
  // Unsaved changes kept in the browser
  restoreTitle: 'Mentetlen módosítások',
  restoreText: (time: string) =>
    `Ennél a cikknél mentetlen módosítások maradtak (${time}). Visszaállítja őket?`,
  restore: 'Visszaállítás',
  discard: 'Elvetés',
  restoreChangedSince:
    'A cikket azóta a szerveren is módosították: a visszaállított változatot mentve azok a módosítások elvesznek.',
  restoreImageDropped: 'A borítókép túl nagy volt a böngészőben tároláshoz, azt töltse fel újra.',
  actions: 'Műveletek',
  form: 'Cikk szerkesztő',
} as const;

/** The editor's action bar: its state badge, Ctrl+S and the unpublish question. */
export const EDITOR_STATE_UI = {
  state: 'A cikk állapota',
  draft: 'Piszkozat',
  published: 'Közzétéve',
  scheduled: 'Időzítve',
  modified: 'Módosítva',
  shortcutHint: 'Mentés: Ctrl+S',
  unpublishTitle: 'Visszavonás piszkozatba',
  unpublishConfirm: 'Ez a cikk közzé van téve. Piszkozatként mentve lekerül a nyilvános oldalról. Folytatja?',
  unpublishYes: 'Mentés piszkozatként',
  unpublishCancel: 'Mégsem',
} as const;

/** Scheduled publication, in the editor, the lists and the dashboard. */
export const SCHEDULE_UI = {
  publishAt: 'Időzített közzététel',
  publishAtHint: 'Budapesti idő szerint. A cikk addig piszkozat marad.',
  clear: 'Időzítés törlése',
  scheduled: 'Időzítve',
  scheduledFor: (date: string) => `Időzítve: ${date}`,
  publishedLate: 'Késve jelent meg',
  /** The dashboard's badge of an article the scheduler published late. */
  late: 'késve',
  upcoming: 'Következő időzített cikkek',
  upcomingEmpty: 'Nincs időzített cikk.',
  scheduledBy: (name: string) => `Időzítette: ${name}`,
} as const;
