/** Messages of the keyword calls (docs/api.md, "Keywords"): Hungarian, as the 'Címkék' screen shows them. */
export const KEYWORD_MESSAGES = {
  notFound: (id: number | string) => `A(z) #${id} címke nem létezik!`,
  nameMissing: 'Adja meg a címke nevét!',
  nameTooLong: 'A címke neve legfeljebb 100 karakter lehet!',
  nameComma: 'A címke neve nem tartalmazhat vesszőt: a vessző választja el a címkéket.',
  nameTaken: (name: string) =>
    `Már van „${name}” címke, amely kis- és nagybetűtől, ékezettől eltekintve ugyanez. Átnevezés helyett vonja össze a kettőt!`,
  mergeSelf: 'Egy címkét nem lehet önmagába összevonni.',
  mergeTargetMissing: 'Válassza ki, melyik címkébe vonja össze!',
  mergeTargetGone:
    'A kiválasztott címke nem létezik vagy már össze lett vonva egy másikkal; válasszon másikat!',
  renamed: 'A címke átnevezve.',
  /** The content API's 404 of a keyword slug. */
  contentNotFound: 'Nincs ilyen címke.',
  merged: (count: number, into: string) => `Összevonva: ${count} cikk címkéje lett „${into}”.`,
} as const;

/** The 'Címkék' screen (/keywords) and the editor's keyword suggestions. */
export const KEYWORDS_UI = {
  title: 'Címkék',
  lead: 'A cikkek kulcsszavai címkeként: itt átnevezheti és összevonhatja őket, a számláló a nem törölt cikkeket mutatja.',
  foldHint:
    'Két címke nem különbözhet csak kis- és nagybetűben vagy ékezetben: a „gazdasag” mentéskor „Gazdaság” lesz, ha az már létezik.',
  search: 'Keresés a címkék között',
  searchPlaceholder: 'Címke neve, például gazdasag',
  sort: 'Rendezés',
  sortCount: 'Leggyakoribb elöl',
  sortName: 'Név szerint',
  list: 'Címkék listája',
  name: 'Címke',
  slug: 'Cím (slug)',
  count: 'Cikkek',
  published: 'Közzétett',
  actions: 'Műveletek',
  empty: 'Nincs a keresésnek megfelelő címke.',
  loadFailed: 'A címkék nem tölthetők be. Próbálja újra!',
  total: (n: number) => `${n.toLocaleString('hu-HU')} címke`,
  rename: 'Átnevezés',
  renameTitle: (name: string) => `„${name}” átnevezése`,
  renameLabel: 'Új név',
  renameHint: 'Minden cikkben átíródik; ha a cím (slug) változik, a régi cím átirányít az újra.',
  save: 'Mentés',
  cancel: 'Mégse',
  merge: 'Összevonás',
  mergeTitle: (name: string) => `„${name}” összevonása`,
  mergeInto: 'Melyik címkébe?',
  mergeIntoPlaceholder: 'Kezdje gépelni a címke nevét',
  mergeNothing: 'Nincs ilyen címke',
  mergeHint: 'Az összevont címke megszűnik; a régi címe a megmaradó címkére irányít.',
  mergeConfirm: (count: number, from: string, into: string) =>
    `${count} cikk címkéje „${from}” helyett „${into}” lesz. Az összevonás nem vonható vissza.`,
  mergeButton: 'Összevonás',
  /** The editor's keyword input: an existing keyword offered while typing. */
  suggestionsLabel: 'Meglévő címkék',
  usedTimes: (n: number) => `${n} cikk`,
} as const;

/** The reader site's keyword page (/cimke/{slug}/, apps/site). */
export const KEYWORD_SITE = {
  /** The path of a keyword's page. */
  path: (slug: string) => `/cimke/${slug}/`,
  heading: (name: string) => `Címke: ${name}`,
  description: (name: string, site: string) => `A(z) „${name}” címkéjű cikkek – ${site}.`,
  empty: 'Ezzel a címkével még nem jelent meg cikk.',
} as const;
