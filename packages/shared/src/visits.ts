import { z } from 'zod';

/** Visitor tracking (docs/product.md, "Visitor statistics"): the device classes and the track call's body. */

/** Device classes the counters keep (docs/product.md: tablet and mobile are summed as mobile). */
export const VISIT_DEVICES = ['desktop', 'mobile'] as const;
export type VisitDevice = (typeof VISIT_DEVICES)[number];

/** What `POST /api/public/track` accepts as `device`. */
export const TRACK_DEVICES = ['desktop', 'mobile', 'tablet'] as const;

/** `POST /api/public/track` body (docs/api.md). */
export const trackInputSchema = z.object({
  path: z.string().trim().min(1).max(2000),
  device: z.enum(TRACK_DEVICES),
});
export type TrackInput = z.input<typeof trackInputSchema>;
