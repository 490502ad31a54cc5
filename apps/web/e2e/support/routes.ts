/**
 * Every screen of app/router.tsx (but the analytics redirect, which leaves the app) and the h1 it
 * shows; routes.spec.ts opens each by URL, a11y.spec.ts checks each with axe.
 */
export const SCREENS: ReadonlyArray<readonly [path: string, title: string]> = [
  ['/', 'Vezérlőpult'],
  ['/dashboard', 'Vezérlőpult'],
  ['/about', 'Névjegy'],
  ['/settings', 'Beállítások'],
  ['/posts', 'Cikkek'],
  ['/posts/drafts', 'Piszkozatok'],
  ['/posts/add', 'Új cikk'],
  ['/posts/12', 'Cikk szerkesztése'],
  ['/reports/post-type', 'Cikk típus'],
  ['/reports/post-count', 'Cikk darabszám'],
  ['/campaigns', 'Kampányok'],
  ['/campaigns/banners', 'Bannerek'],
  ['/campaigns/google-ads', 'Google hirdetések'],
  ['/tools/voting-widgets', 'Voting polls'],
  ['/users', 'Felhasználók'],
  ['/users/add', 'User data'],
  ['/users/7', 'User data #7'],
  ['/audit-log', 'Napló'],
  ['/my-account', 'Account data'],
  ['/my-account/change-password', 'Password change'],
];

/** An address no route matches, and the h1 of the not-found screen it shows inside the shell. */
export const NOT_FOUND_SCREEN = ['/nincs-ilyen-oldal', 'Az oldal nem található'] as const;
