/** Article list, drafts and article messages, exactly as the product shows them (docs/product.md). */
export const POST_LIST = {
  hits: 'találat',
  filters: 'Szűrők',
  title: 'Cím',
  menu: 'Menü',
  type: 'Típus',
  author: 'Szerző',
  dateFrom: 'Dátum-tól',
  dateTo: 'Dátum-ig',
  search: 'Keresés',
  reset: 'Törlés',
  showInactive: 'Törölt cikkek is',
  allMenus: 'Összes menü',
  allTypes: 'Összes típus',
  authorPlaceholder: 'Keressen névre',
  edit: 'Szerkesztés',
  delete: 'Törlés',
  deleted: 'Törölt',
  draft: 'Piszkozat',
  empty: 'Nincs a szűrőknek megfelelő cikk.',
  visitorsTotal: 'Összes látogató',
  visitorsDesktop: 'Asztali',
  visitorsMobile: 'Mobil',
  newPost: 'Új cikk',
  confirmTitle: 'Megerősítés',
  confirmYes: 'Törlés',
  confirmCancel: 'Mégsem',
  pagination: 'Lapozás',
  first: '<<',
  last: '»',
  deleteConfirm: (title: string) => `Tényleg szeretné törölni a "${title}" cikket?`,
  hitCount: (formattedCount: string) => `${formattedCount} találat`,
  /** The hit count of a text search past TEXT_SEARCH_TOTAL_CAP (posts.ts). */
  hitsOverCap: 'több mint 10 000 találat',
  text: 'Szöveg',
  textPlaceholder: 'Szavak a címben, a leadben és a szövegben',
  loadFailed: 'A cikkek listája nem tölthető be. Próbálja újra!',
  noAuthorFound: 'Nincs ilyen nevű szerző',
  noThumbnail: 'Nincs borítókép',
  visitorsLabel: 'Látogatók',
  tags: 'Címkék',
  list: 'Cikkek listája',
  columnArticle: 'Cikk',
  columnAuthor: 'Szerző és dátum',
  columnVisitors: 'Látogatók',
  columnActions: 'Műveletek',
} as const;

/**
 * Shared list controls (pagination, collapsible filter panel, confirmation dialog), reused by the
 * later list screens (users, campaigns, banners).
 */
export const LIST_CONTROLS = {
  pagination: 'Lapozás',
  first: '<<',
  last: '»',
  firstPage: 'Első oldal',
  lastPage: 'Utolsó oldal',
  page: (page: number) => `${page}. oldal`,
  filters: 'Szűrők',
  showFilters: 'Szűrők megjelenítése',
  hideFilters: 'Szűrők elrejtése',
  search: 'Keresés',
  reset: 'Törlés',
  confirmTitle: 'Megerősítés',
  confirmYes: 'Igen',
  confirmCancel: 'Mégsem',
} as const;

export const POST_MESSAGES = {
  notFound: (id: number | string) => `#${id} cikk nem létezik!`,
  invalid: 'Töltse ki a megjelölt mezőket!',
  noCover: 'Tötlse fel a borítóképet!',
  coverNotStored: 'A borítókép nem található a feltöltött képek között. Töltse fel újra a képet!',
  conflict: 'A cikket időközben más módosította. Töltse be újra, mielőtt mentene!',
  published: 'A cikk közzé van téve.',
  savedAsDraft: 'A cikk piszkozatként elmentve.',
  deleted: 'A cikk törölve.',
  unknownMenu: 'Nem létező menü (kategória)!',
  unknownSubmenu: 'Az alkategória nem ehhez a menühöz tartozik!',
  notAnImage: 'A feltöltött fájl nem kép!',
  imageTooLarge: 'A kép legfeljebb 10 MB lehet!',
  uploaded: 'A kép feltöltve.',
  publishAtInvalid: 'Hibás időpont!',
  publishAtPast: 'Az időzítés időpontja csak a jövőben lehet!',
  bulkNoMenu: 'Válassza ki, melyik kategóriába kerüljenek a cikkek!',
  bulkDuplicate: 'Egy cikk csak egyszer szerepelhet a kijelölésben!',
  bulkMoved: 'Áthelyezve.',
  bulkPublished: 'Közzétéve.',
  bulkUnpublished: 'Visszavonva, piszkozat lett.',
  bulkDeleted: 'Törölve.',
  bulkAlreadyInMenu: 'Már ebben a kategóriában van.',
  bulkAlreadyPublished: 'Már közzé van téve.',
  bulkAlreadyDraft: 'Már piszkozat.',
  bulkAlreadyDeleted: 'Már törölve volt.',
  bulkBadLastUpdate: 'Hiányzik vagy hibás a cikk betöltésének ideje (last_update)!',
} as const;

/**
 * Scheduled drafts in the article lists and on the dashboard (docs/product.md: Scheduled
 * publishing); the badge, the empty list and 'Időzítette: …' are SCHEDULE_UI's (strings/editor.ts).
 */
export const POST_SCHEDULE = {
  filter: 'Időzítettek',
  allDrafts: 'Összes piszkozat',
  dashboardTitle: 'Időzített cikkek',
} as const;

/** GA4 visitor numbers on the article lists (docs/product.md). */
export const POST_ANALYTICS = {
  signIn: 'Bejelentkezés Google Analytics-szel',
  signOut: 'Kijelentkezés a Google Analytics-ből',
  loading: 'Analytics adatok betöltése folyamatban ...',
  loadError: 'Hiba az Analytics adatok betöltése közben. Kérjük próbálja újra vagy frissítse az oldalt.',
  signInFailed: 'A Google Analytics bejelentkezés nem sikerült.',
  sourceAnalytics: 'Látogatószámok: Google Analytics',
  sourceBuiltIn: 'Látogatószámok: beépített statisztika',
  pending: 'Betöltés…',
} as const;

/** The words of a bulk call's summary (postBulkSummary in posts.ts): '12 cikk áthelyezve, 1 időközben módosult'. */
export const POST_BULK_SUMMARY = {
  done: { delete: 'törölve', move: 'áthelyezve', publish: 'közzétéve', unpublish: 'visszavonva' },
  unchanged: {
    delete: 'már törölve volt',
    move: 'már ebben a kategóriában volt',
    publish: 'már közzé volt téve',
    unpublish: 'már piszkozat volt',
  },
  conflict: 'időközben módosult',
  notFound: 'nem található',
  invalid: 'hibás, nem menthető',
  forbidden: 'nincs rá joga',
} as const;

/** Sorting, selecting and bulk actions of the article lists (docs/product.md: Lists). */
export const POST_LIST_DESK = {
  sortTitle: 'Cím',
  sortDate: 'Dátum',
  sortVisitors: 'Látogatók',
  /** After the date's sort button in its column header: the column also shows the author. */
  authorColumn: 'szerző',
  selectAll: 'Az oldal összes cikkének kijelölése',
  selectRow: (title: string) => `Kijelölés: ${title}`,
  selected: (count: number) => `${count} cikk kijelölve`,
  bulkActions: 'Műveletek a kijelölt cikkekkel',
  clearSelection: 'Kijelölés megszüntetése',
  move: 'Áthelyezés',
  publish: 'Közzététel',
  unpublish: 'Közzététel visszavonása',
  deleteSelected: 'Törlés',
  moveTitle: (count: number) => `${count} cikk áthelyezése`,
  moveMenu: 'Kategória',
  moveSubmenu: 'Alkategória',
  noSubmenu: 'Nincs alkategória',
  moveConfirm: 'Áthelyezés',
  cancel: 'Mégsem',
  deleteConfirm: (count: number) => `Tényleg szeretné törölni a kijelölt ${count} cikket?`,
  publishConfirm: (count: number) => `Közzéteszi a kijelölt ${count} cikket?`,
  unpublishConfirm: (count: number) =>
    `Visszavonja a kijelölt ${count} cikk közzétételét? A nyilvános oldalról lekerülnek, piszkozatok lesznek.`,
  confirmTitle: 'Megerősítés',
  failedRow: (title: string, message: string) => `${title}: ${message}`,
  moreFailed: (count: number) => `és még ${count} cikk`,
  closeReport: 'A hibák listájának bezárása',
  searchShortcut: 'Gyorsbillentyű: /',
} as const;
