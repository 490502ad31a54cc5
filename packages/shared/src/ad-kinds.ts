/** Campaigns and banners share one table and one set of calls; the kind tells them apart. */
export const BANNER_KINDS = ['campaign', 'banner'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
