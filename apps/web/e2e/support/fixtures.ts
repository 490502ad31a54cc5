import { paths } from '@newsroom/shared';
/** People and settings the browser tests' server is seeded with (e2e/support/server.ts). */
export const E2E_PASSWORD = 'Helyes-Jelszo-2026';

/**
 * A seeded person. `admin` sets all three role flags; `administrator`, `developer` and `active`
 * override single flags (the user-list tests need people with only some of them).
 */
export interface E2ESeedUser {
  email: string;
  first_name: string;
  last_name: string;
  admin: boolean;
  administrator?: boolean;
  developer?: boolean;
  active?: boolean;
  /** A built-in role instead of the flags' ('author': a 'Szerző'). */
  role?: 'author' | 'editor' | 'administrator' | 'developer' | 'reader';
}

export const E2E_USERS = {
  admin: { email: 'fo.szerkeszto@e2e.test', first_name: 'Anna', last_name: 'Bíró', admin: true },
  editor: { email: 'ujsagiro@e2e.test', first_name: 'Éva', last_name: 'Kovács', admin: false },
  firstNameOnly: { email: 'gyakornok@e2e.test', first_name: 'Zoltán', last_name: '', admin: false },
  // The users below serve the user-list and account tests (users.spec.ts, account.spec.ts).
  /** is_administrator without is_admin: sees the create icon, but no row actions (docs/product.md, Roles). */
  administratorOnly: {
    email: 'rendszergazda@e2e.test',
    first_name: 'Gábor',
    last_name: 'Fehér',
    admin: false,
    administrator: true,
  },
  /** account.spec.ts changes this user's name and password. */
  accountOwner: { email: 'fiok.tulaj@e2e.test', first_name: 'Márta', last_name: 'Lengyel', admin: false },
  /** users.spec.ts edits this user. */
  toEdit: { email: 'szalai.peter@e2e.test', first_name: 'Péter', last_name: 'Szalai', admin: false },
  /** Stays as it is (routes.spec.ts opens /users/7). */
  steady: { email: 'toth.katalin@e2e.test', first_name: 'Katalin', last_name: 'Tóth', admin: true },
  /** users.spec.ts deletes this user. */
  toDelete: { email: 'voros.bence@e2e.test', first_name: 'Bence', last_name: 'Vörös', admin: false },
  /** Deleted long ago: listed only with 'Törölt felhasználók is'. */
  retired: {
    email: 'nyugdijas@e2e.test',
    first_name: 'Ottó',
    last_name: 'Régens',
    admin: false,
    active: false,
  },
  /** is_admin without is_developer: writes campaigns and banners, not Google ad slots (ads.spec.ts). */
  adsEditor: {
    email: 'hirdetes.kezelo@e2e.test',
    first_name: 'Lilla',
    last_name: 'Hirdető',
    admin: true,
    administrator: false,
    developer: false,
  },
  // The users below serve the account security tests; add new users at the end (ids are fixed).
  /** two-factor.spec.ts turns this user's second factor on and off. */
  twoFactorOwner: { email: 'ketlepcso@e2e.test', first_name: 'Tamás', last_name: 'Kertész', admin: false },
  /** sessions.spec.ts signs this user in several times and ends the sessions. */
  sessionOwner: { email: 'munkamenet@e2e.test', first_name: 'Soma', last_name: 'Mezei', admin: false },
  /** audit-log.spec.ts changes this user's name and reads the entries it leaves. */
  auditSubject: { email: 'naplozott@e2e.test', first_name: 'Nóra', last_name: 'Naplós', admin: false },
  /**
   * is_developer only: two-factor-policy.spec.ts (run after every other spec) requires a second
   * factor of developers and signs this user in through the set-up.
   */
  policySubject: {
    email: 'kotelezo.fejleszto@e2e.test',
    first_name: 'Bálint',
    last_name: 'Kötelező',
    admin: false,
    administrator: false,
    developer: true,
  },
  /** A 'Szerző' (articles.write_own only): workflow.spec.ts submits, gets back and resubmits a draft. */
  author: {
    email: 'szerzo@e2e.test',
    first_name: 'Szabina',
    last_name: 'Szerző',
    admin: false,
    role: 'author',
  },
  /**
   * A 'Szerkesztő' whose drafts no test writes: the seeded E2E_KEPT_DRAFTS, which shell.spec.ts
   * (the badge), posts-list-filters.spec.ts (the list) and dashboard.spec.ts (the own drafts)
   * count while other tests save drafts of their own as the administrator.
   */
  draftsKeeper: {
    email: 'piszkozatok@e2e.test',
    first_name: 'Dóra',
    last_name: 'Piszkos',
    admin: false,
    role: 'editor',
  },
} as const satisfies Record<string, E2ESeedUser>;

export type E2EUser = keyof typeof E2E_USERS;

/** The active drafts of E2E_USERS.draftsKeeper, which the 'Piszkozatok' badge counts. */
export const E2E_KEPT_DRAFTS = 3;

/**
 * The reader site (apps/site) the browser tests' server starts beside the back office, on the
 * content API of E2E_PORT, with Google's ad script off (no outside request).
 */
export const E2E_SITE = (() => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 300;
  return { port, url: `http://localhost:${port}` };
})();

export const E2E_SETTINGS = {
  REDIRECT_AFTER_LOGIN: paths.dashboard.href(),
  ANALYTICS_URL: 'http://analytics.e2e.test/report',
  DEVELOPER_SITE_URL: 'http://developer.e2e.test/',
  PUBLIC_SITE_URL: E2E_SITE.url,
} as const;

/**
 * Articles the browser tests' server is seeded with, besides the admin's drafts above. Menus and
 * types are the reference data of the API's bootstrap: 1 Hírek, 2 Tech, 3 Sport, 4 Kultúra.
 */
export const E2E_POSTS = {
  /** Published articles in menu 1 by the admin, type 'Hír', one a day from newsFirstDay. */
  newsCount: 260,
  newsTitle: (n: number) => `Belföldi hír ${String(n).padStart(3, '0')}`,
  newsFirstDay: '2025-01-01',
  /** Published in menu 1 by the admin; stored with HTML entities, shown with quote marks. */
  quotedTitle: 'Egy &quot;idézett&quot; mondat',
  quotedTitleShown: 'Egy "idézett" mondat',
  /** An inactive (deleted) article in menu 1. */
  deletedTitle: 'Visszavont cikk a múltból',
  /** Published in menu 2 (Tech) by the editor, type 'Videó'. */
  techTitles: ['Tech videó 1', 'Tech videó 2', 'Tech videó 3', 'Tech videó 4'],
  /** Published in menu 3 (Sport) by the first-name-only user, type 'Galéria'. */
  sportTitles: ['Sport galéria 1', 'Sport galéria 2', 'Sport galéria 3'],
  /** Published in menu 4 (Kultúra) by the admin: the delete test removes it. */
  toDeleteTitle: 'Törlendő kulturális cikk',
  /** The editor's own active drafts. */
  editorDrafts: ['Szerkesztői piszkozat 1', 'Szerkesztői piszkozat 2'],
} as const;

/**
 * A seeded news article the scheduler publishes late as the server starts, scheduled by the steady
 * user: the dashboard's 'Időzített cikkek' shows it with 'késve' (support/late-publication.ts).
 */
export const E2E_PUBLISHED_LATE = { title: E2E_POSTS.newsTitle(120), dueMinutesAgo: 3 } as const;

/** Campaigns, banners and ad slots the browser tests' server is seeded with (ads.spec.ts). */
export const E2E_ADS = {
  campaign: { title: 'Téli vásár kampány', url: 'https://hirdeto.e2e.test/teli', width: 600, height: 300 },
  banner: { title: 'Jobb oldali e2e banner', url: 'https://hirdeto.e2e.test/jobb', side: 'right_600' },
  googleAd: {
    name: 'Főoldal fejléc e2e hely',
    path: '/1234567/e2e_fejlec',
    size: '728x90',
    div_id: 'div-gpt-e2e-fejlec',
    position: 'gtop_90',
  },
} as const;

/**
 * Built-in visitor counters (post_visit_totals) of a few seeded articles, by title. The posts
 * table's old visitor columns hold other numbers, so the list shows these only if it reads the counters.
 */
export const E2E_VISIT_TOTALS = [
  { title: E2E_POSTS.quotedTitle, desktop: 640, mobile: 275 },
  { title: E2E_POSTS.newsTitle(260), desktop: 12, mobile: 30 },
] as const;

/**
 * GA4: the e2e server also serves the same database on E2E_PORT + portOffset with the analytics
 * settings filled (so other specs never see the sign-in button), and a fake runReport API on
 * E2E_PORT + apiPortOffset. Seeded post_url values are `/e2e/cikk-{serial}`: the quoted article is
 * serial 261, so its match string 'e2e/cikk-26' (first and last character dropped) is contained in
 * the paths of 260 … 269 as well.
 */
export const E2E_ANALYTICS = {
  portOffset: 100,
  apiPortOffset: 200,
  clientId: 'e2e-client.apps.googleusercontent.com',
  propertyId: '424242',
  views: [
    ['desktop', '/e2e/cikk-261', 120],
    ['mobile', '/e2e/cikk-261', 50],
    ['tablet', '/E2E/cikk-261?utm_source=hirlevel', 30],
    ['smart tv', '/e2e/cikk-261', 999],
    ['desktop', '/e2e/cikk-259', 9],
    ['mobile', '/masik-oldal/', 77],
  ],
} as const;

/**
 * Built-in visitor counters the browser tests' server is seeded with (dashboard.spec.ts), on
 * existing Tech articles only, so no article count changes. `back` is days before today.
 */
export const E2E_VISITS = {
  /** 'Tech videó 1': one row per day of the dashboard's week. */
  weekPost: 'Tech videó 1',
  week: [
    { back: 6, desktop: 12, mobile: 20 },
    { back: 5, desktop: 15, mobile: 25 },
    { back: 4, desktop: 9, mobile: 31 },
    { back: 3, desktop: 20, mobile: 28 },
    { back: 2, desktop: 18, mobile: 40 },
    { back: 1, desktop: 25, mobile: 36 },
    { back: 0, desktop: 7, mobile: 11 },
  ],
  /** 'Tech videó 2': older views that count in the visitors total but not in the week. */
  oldPost: 'Tech videó 2',
  old: { back: 40, desktop: 300, mobile: 450 },
} as const;

/** Every seeded page view: the dashboard's Látogatók card. */
export const E2E_VISITS_TOTAL =
  E2E_VISITS.week.reduce((sum, d) => sum + d.desktop + d.mobile, 0) +
  E2E_VISITS.old.desktop +
  E2E_VISITS.old.mobile;

/** A 4 × 3 pixel PNG, the cover of the articles the browser tests create. */
export const COVER_PNG = {
  name: 'borito.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPQz98KRww4OQAvzA/ll+WiUgAAAABJRU5ErkJggg==',
    'base64',
  ),
};
