import { z } from 'zod';

/** Who else has an article open (docs/product.md): the heartbeat's timing and body. */

/** How long an editor counts as present after its last heartbeat. */
export const PRESENCE_TTL_MS = 60_000;
/** How often an open editor sends its heartbeat. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** The longest tab id a heartbeat may send. */
export const PRESENCE_TAB_ID_MAX = 64;

/**
 * POST /api/posts/{id}/presence: the heartbeat of one editor tab (`tab_id`, any text the tab
 * chose, e.g. a random UUID kept in sessionStorage), or its goodbye with `closing: true`.
 */
export const presenceInputSchema = z.object({
  tab_id: z.string().min(1).max(PRESENCE_TAB_ID_MAX),
  closing: z.boolean().optional(),
});
export type PresenceInput = z.input<typeof presenceInputSchema>;
