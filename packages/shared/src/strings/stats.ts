/** Dashboard, reports and visitor tracking (docs/product.md). */
export const DASHBOARD = {
  posts: 'Cikkek',
  visitors: 'Látogatók',
  campaigns: 'Kampányok',
  banners: 'Bannerek',
  weeklyTitle: 'Cikkek látogatói az elmúlt héten',
  total: 'Összesen',
  desktop: 'Asztali',
  mobile: 'Mobil',
  adminArea: 'Adminisztrátori terület',
  loadError: 'A vezérlőpult adatai nem tölthetők be.',
} as const;

export const REPORTS = {
  menu: 'Menü',
  visitorType: 'Látogató típusa',
  visitorTypeAll: 'Minden eszköz',
  visitorTypes: { desktop: 'Asztali', mobile: 'Mobil', android: 'Android' },
  postType: 'Típus',
  noResult: 'Nincs eredmény',
  unit: 'db.',
  totalsTitle: 'Összesítés',
  column: 'Oszlop',
  total: 'Összesen',
  date: 'Dátum',
  csv: 'CSV letöltése',
  legend: 'Jelmagyarázat',
  chartHint: 'Kattintson a jelmagyarázat elemeire a görbék megjelenítéséhez.',
  noPostType: 'Nincs típus',
} as const;

export const STATS_SERVER_MESSAGES = {
  tracked: 'Látogatás rögzítve.',
  unknownPath: 'Nincs ilyen közzétett cikk.',
  bot: 'Automatikus forgalmat nem számolunk.',
  dateOrder: 'A kezdő dátum nem lehet későbbi a záró dátumnál!',
  rangeTooLong: 'Legfeljebb 366 napos időszak kérhető le!',
} as const;
