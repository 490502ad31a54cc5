/** The reader site's texts (apps/site; docs/site.md), in Hungarian, as readers see them. */
export const SITE_STRINGS = {
  skipToContent: 'Ugrás a tartalomra',
  mainNav: 'Rovatok',
  homeLink: 'Címlap',
  latest: 'Legfrissebb',
  moreInCategory: 'Tovább a rovathoz',
  olderArticles: 'Régebbi cikkek',
  newestArticles: 'A legfrissebb cikkek',
  noArticles: 'Ebben a rovatban még nincs cikk.',
  homeEmpty: 'Még nem jelent meg cikk. Amint a szerkesztőség közzétesz egyet, itt olvasható.',
  keywords: 'Címkék',
  author: 'Szerző',
  published: 'Megjelent',
  updated: 'Frissítve',
  photo: 'Fotó',
  advertisement: 'Hirdetés',
  sidebar: 'Ajánló',
  rss: 'RSS-hírcsatorna',
  rssOf: (name: string) => `${name} – RSS`,
  footer: (siteName: string, year: number) => `© ${year} ${siteName}. Minden jog fenntartva.`,
  footerFeeds: 'Hírcsatornák',
  poll: {
    heading: 'Szavazás',
    submit: 'Szavazok',
    choose: 'Válasszon egy lehetőséget!',
    thanks: 'Köszönjük a szavazatát!',
    /** {n}: the poll's votes (filled in by the site's script). */
    total: '{n} szavazat',
    failed: 'A szavazatot most nem sikerült elküldeni. Próbálja újra később!',
    noScript: 'A szavazáshoz engedélyezze a JavaScriptet.',
  },
  preview: {
    bar: 'Előnézet – nem nyilvános',
    invalidTitle: 'Az előnézet nem érhető el',
    invalidText:
      'Az előnézeti link érvénytelen vagy lejárt. Nyissa meg újra a cikket a szerkesztőben, és kattintson az Előnézet gombra!',
    missingToken: 'Az előnézethez a szerkesztő Előnézet gombja ad linket.',
  },
  notFound: {
    title: 'Az oldal nem található',
    text: 'A keresett oldal nem létezik, vagy már nem érhető el.',
    back: 'Vissza a címlapra',
  },
  unavailable: {
    title: 'Az oldal átmenetileg nem érhető el',
    text: 'A hírek most nem tölthetők be. Kérjük, próbálja újra néhány perc múlva!',
  },
} as const;
