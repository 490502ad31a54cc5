import { type AppPath, paths } from '@newsroom/shared';

/**
 * The h1 of every screen of the shared paths map (packages/shared/src/paths.ts), but the analytics
 * redirect, which leaves the app; a screen with an id is opened with an example one. A screen added
 * to the map needs its line here (the type says so).
 */
const TITLES: Record<Exclude<AppPath, 'postVisitors'>, readonly [path: string, title: string]> = {
  home: [paths.home.href(), 'Vezérlőpult'],
  dashboard: [paths.dashboard.href(), 'Vezérlőpult'],
  about: [paths.about.href(), 'Névjegy'],
  settings: [paths.settings.href(), 'Beállítások'],
  posts: [paths.posts.href(), 'Cikkek'],
  drafts: [paths.drafts.href(), 'Piszkozatok'],
  reviewDesk: [paths.reviewDesk.href(), 'Jóváhagyásra vár'],
  returnedDesk: [paths.returnedDesk.href(), 'Visszaküldve nekem'],
  submittedDesk: [paths.submittedDesk.href(), 'Saját beküldött'],
  desk: [paths.desk.href('review'), 'Jóváhagyásra vár'],
  newPost: [paths.newPost.href(), 'Új cikk'],
  post: [paths.post.href(12), 'Cikk szerkesztése'],
  postTypeReport: [paths.postTypeReport.href(), 'Cikk típus'],
  postCountReport: [paths.postCountReport.href(), 'Cikk darabszám'],
  campaigns: [paths.campaigns.href(), 'Kampányok'],
  banners: [paths.banners.href(), 'Bannerek'],
  googleAds: [paths.googleAds.href(), 'Google hirdetések'],
  polls: [paths.polls.href(), 'Voting polls'],
  users: [paths.users.href(), 'Felhasználók'],
  newUser: [paths.newUser.href(), 'User data'],
  user: [paths.user.href(7), 'User data #7'],
  auditLog: [paths.auditLog.href(), 'Napló'],
  integrations: [paths.integrations.href(), 'Integrációk'],
  roles: [paths.roles.href(), 'Szerepkörök'],
  publishChecklist: [paths.publishChecklist.href(), 'Közzétételi lista'],
  media: [paths.media.href(), 'Médiatár'],
  categories: [paths.categories.href(), 'Rovatok'],
  keywords: [paths.keywords.href(), 'Címkék'],
  myAccount: [paths.myAccount.href(), 'Account data'],
  changePassword: [paths.changePassword.href(), 'Password change'],
};

/**
 * Every screen of app/router.tsx (but the analytics redirect) and the h1 it shows, in the map's
 * order; routes.spec.ts opens each by URL, a11y.spec.ts checks each with axe.
 */
export const SCREENS: ReadonlyArray<readonly [path: string, title: string]> = Object.values(TITLES);

/** An address no route matches, and the h1 of the not-found screen it shows inside the shell. */
export const NOT_FOUND_SCREEN = ['/nincs-ilyen-oldal', 'Az oldal nem található'] as const;
