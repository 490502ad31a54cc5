import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * The editor's safety net and calendar: an article's revisions, who else has it open, and its
 * scheduled publication. Request schemas here; replies in replies/editor-safety.ts, text in
 * strings/editor-safety.ts.
 */

/** What made a revision: the article save it records. */
export const REVISION_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'restore',
  'scheduled-publish',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** `{ id, revision_id }` of `/api/posts/{id}/revisions/{revision_id}`: two ids (ids.ts). */
export const revisionParamsSchema = z.object({ id: idSchema, revision_id: idSchema });

/**
 * POST /api/posts/{id}/revisions/{revision_id}/restore: the `last_update` of the article the
 * editor loaded. Missing or not a timestamp is a 400, another one than the stored a 409, as for
 * PUT /api/posts/{id}.
 */
export const restoreRevisionInputSchema = z.object({ last_update: z.string().max(40).optional() });
export type RestoreRevisionInput = z.input<typeof restoreRevisionInputSchema>;

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

/** How late past its publish_at the scheduler may publish an article before it counts as late. */
export const PUBLISHED_LATE_AFTER_MS = 30_000;
