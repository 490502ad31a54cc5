/** The report screens (docs/product.md, "Reports"). */
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

/** What the server answers about a report's dates (docs/api.md: Hungarian). */
export const REPORT_MESSAGES = {
  dateOrder: 'A kezdő dátum nem lehet későbbi a záró dátumnál!',
  rangeTooLong: 'Legfeljebb 366 napos időszak kérhető le!',
} as const;
