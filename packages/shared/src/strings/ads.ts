import type { BannerKind } from '../ad-kinds.ts';

/** Messages the server answers campaign, banner and ad-slot calls with (Hungarian, docs/api.md). */
export const ADS_SERVER_MESSAGES = {
  invalid: 'Töltse ki a mezőket!',
  noImage: {
    campaign: 'Válasszon kampány képet (kép)!',
    banner: 'Válassza ki a bannert (kép)!',
  } satisfies Record<BannerKind, string>,
  notFound: {
    campaign: (id: number | string) => `#${id} kampány nem létezik!`,
    banner: (id: number | string) => `#${id} banner nem létezik!`,
  } satisfies Record<BannerKind, (id: number | string) => string>,
  conflict: {
    campaign: 'A kampányt időközben más módosította. Töltse be újra, mielőtt mentene!',
    banner: 'A bannert időközben más módosította. Töltse be újra, mielőtt mentene!',
  } satisfies Record<BannerKind, string>,
  saved: { campaign: 'A kampány elmentve.', banner: 'A banner elmentve.' } satisfies Record<
    BannerKind,
    string
  >,
  deleted: { campaign: 'A kampány törölve.', banner: 'A banner törölve.' } satisfies Record<
    BannerKind,
    string
  >,
  unknownSide: 'Ismeretlen elhelyezés!',
  badUrl: 'A hivatkozás csak http:// vagy https:// kezdetű cím lehet!',
  adNotFound: (id: number | string) => `#${id} hirdetés nem létezik!`,
  adConflict: 'A hirdetést időközben más módosította. Töltse be újra, mielőtt mentene!',
  adSaved: 'A hirdetés elmentve.',
  adDeleted: 'A hirdetés törölve.',
  unknownPosition: 'Ismeretlen pozíció!',
  sizeMismatch: (width: number, height: number) =>
    `A pozíció mérete ${width}x${height}: a szélesség és a magasság ettől nem térhet el!`,
  clickNotFound: 'A banner nem létezik, vagy nincs hivatkozása!',
} as const;

/** The campaign and banner screens: what differs between the two kinds. */
export const BANNER_SCREENS = {
  campaign: {
    newItem: 'Új campaign',
    newTitle: 'Új kampány',
    editTitle: 'Kampány szerkesztése',
    list: 'Kampányok listája',
    empty: 'Nincs kampány.',
    loadFailed: 'A kampányok listája nem tölthető be. Próbálja újra!',
    sideLabel: 'Állapot',
    imageLabel: 'Kampány kép',
    deleteConfirm: (title: string) => `Tényleg szeretné törölni a #${title} kampányt?`,
    uploading: 'The campaign is being uploaded and saved ...',
    saving: 'The campaign is being saved ...',
  },
  banner: {
    newItem: 'Új banner',
    newTitle: 'Új banner',
    editTitle: 'Banner szerkesztése',
    list: 'Bannerek listája',
    empty: 'Nincs banner.',
    loadFailed: 'A bannerek listája nem tölthető be. Próbálja újra!',
    sideLabel: 'Elhelyezés',
    imageLabel: 'Banner kép',
    deleteConfirm: (title: string) => `Tényleg szeretné törölni a #${title} banneret?`,
    uploading: 'The banner is being uploaded and saved ...',
    saving: 'The banner is being saved ...',
  },
} as const satisfies Record<BannerKind, unknown>;

/** Words the three advertising screens share. */
export const ADS_UI = {
  hitCount: (formattedCount: string) => `${formattedCount} találat`,
  invalid: 'Töltse ki a mezőket!',
  cancel: 'Mégsem',
  save: 'Kész',
  edit: 'Szerkesztés',
  delete: 'Törlés',
  deleted: 'Törölt',
  active: 'Aktív',
  inactive: 'Inaktív',
  columnId: '#',
  columnTitle: 'Cím',
  columnName: 'Név',
  columnImage: 'Kép',
  columnSide: 'Elhelyezés',
  columnPosition: 'Pozíció',
  columnSize: 'Méret',
  columnClicks: 'Kattintás',
  columnAuthor: 'Szerző',
  columnUpdated: 'Módosítva',
  columnAuthorUpdated: 'Szerző és módosítás',
  columnState: 'Állapot',
  columnActions: 'Műveletek',
  filterAll: 'Mind',
  filterInactive: 'Inaktívak',
  filterLabelSide: 'Elhelyezés szűrő',
  filterLabelPosition: 'Pozíció szűrő',
  noImage: 'Nincs kép',
  title: 'Cím',
  url: 'Hivatkozás (URL)',
  urlPlaceholder: 'https://',
  image: 'Kép',
  chooseImage: 'Kép kiválasztása',
  replaceImage: 'Kép cseréje',
  removeImage: 'Kép eltávolítása',
  imageSize: (width: number, height: number) => `${width} × ${height} px`,
  notAnImage: 'A kiválasztott fájl nem kép!',
  loading: 'Betöltés...',
  size: (width: number, height: number) => `${width}x${height}`,
} as const;

/** The Google ad screen. */
export const GOOGLE_AD_SCREEN = {
  newItem: 'Új Google hirdetés',
  newTitle: 'Új Google hirdetés',
  editTitle: 'Google hirdetés szerkesztése',
  list: 'Google hirdetések listája',
  empty: 'Nincs Google hirdetés.',
  loadFailed: 'A Google hirdetések listája nem tölthető be. Próbálja újra!',
  name: 'Név',
  path: 'Útvonal (ad unit path)',
  size: 'Méretek',
  sizeHint: 'Például: 728x90, 970x90',
  divId: 'Div azonosító (div_id)',
  mobile: 'Mobil változat (nem kötelező)',
  pathMobile: 'Mobil útvonal',
  sizeMobile: 'Mobil méretek',
  divIdMobile: 'Mobil div azonosító',
  position: 'Pozíció',
  width: 'Szélesség',
  height: 'Magasság',
  code: 'Beágyazó kód (Google Publisher Tag)',
  codeHint: 'Ezt a kódot kell a nyilvános oldalon elhelyezni a hirdetési helyhez.',
  copy: 'Kód másolása',
  copied: 'Másolva',
  divIdTaken: (names: string) => `Ezt a div azonosítót már egy másik aktív hirdetés is használja: ${names}`,
  deleteConfirm: (title: string) => `Tényleg szeretné törölni a #${title} hirdetést?`,
} as const;
