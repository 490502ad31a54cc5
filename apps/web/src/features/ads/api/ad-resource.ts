/** The three advertising resources of SPEC.md point 7, by their API path segment. */
export type AdResource = 'campaigns' | 'banners' | 'ga';

/** Every list and item of a resource shares this root, so a write can invalidate them all at once. */
export const adKey = (resource: AdResource) => ['ads', resource] as const;
