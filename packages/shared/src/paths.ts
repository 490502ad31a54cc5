/**
 * Every screen of the back office (docs/product.md), its route pattern and the address a link to
 * it takes. The web app's router, its links and navigations, the sidebar modules the server seeds,
 * the audit trail's item links and the browser tests all read this one map, so an address is
 * written once.
 */

/** A screen without parameters: its route and its address are the same. */
function fixed<const P extends string>(path: P) {
  return { path, href: (): P => path } as const;
}

export const paths = {
  home: fixed('/'),
  dashboard: fixed('/dashboard'),
  about: fixed('/about'),
  settings: fixed('/settings'),
  posts: fixed('/posts'),
  drafts: fixed('/posts/drafts'),
  /** The desk's lists of 'Piszkozatok' (workflow.ts DESKS), each with its sidebar module and badge. */
  reviewDesk: fixed('/posts/drafts/review'),
  returnedDesk: fixed('/posts/drafts/returned'),
  submittedDesk: fixed('/posts/drafts/submitted'),
  desk: { path: '/posts/drafts/:desk', href: (desk: string) => `/posts/drafts/${desk}` },
  newPost: fixed('/posts/add'),
  post: { path: '/posts/:id', href: (id: number | string) => `/posts/${id}` },
  postTypeReport: fixed('/reports/post-type'),
  postCountReport: fixed('/reports/post-count'),
  postVisitors: fixed('/reports/post-visitors'),
  campaigns: fixed('/campaigns'),
  banners: fixed('/campaigns/banners'),
  googleAds: fixed('/campaigns/google-ads'),
  /** SPEC's address of the voting polls screen. */
  polls: fixed('/tools/voting-widgets'),
  users: fixed('/users'),
  newUser: fixed('/users/add'),
  user: { path: '/users/:id', href: (id: number | string) => `/users/${id}` },
  auditLog: fixed('/audit-log'),
  /** 'Integrációk': the public site's content keys and webhooks (administrators). */
  integrations: fixed('/integrations'),
  /** 'Szerepkörök': roles and their rights (roles.manage). */
  roles: fixed('/roles'),
  /** 'Közzétételi lista': what an article needs before it is published (roles.manage edits it). */
  publishChecklist: fixed('/publish-checklist'),
  /** 'Médiatár': the image library (everyone browses; writers upload and describe). */
  media: fixed('/media'),
  /** 'Rovatok': categories, their subcategories and the post types (taxonomy.manage edits). */
  categories: fixed('/categories'),
  /** 'Címkék': the keywords with their usage counts; rename and merge (taxonomy.manage). */
  keywords: fixed('/keywords'),
  myAccount: fixed('/my-account'),
  changePassword: fixed('/my-account/change-password'),
} as const;

export type AppPath = keyof typeof paths;
