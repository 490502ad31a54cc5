import { z } from 'zod';
import { idSchema } from './ids.ts';

/**
 * An article's revisions (docs/product.md, "Előzmények"): what made one, the restore call's
 * parameters. Replies in replies/revisions.ts, text in strings/revisions.ts.
 */

/** What made a revision: the article save it records. */
export const REVISION_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'restore',
  'scheduled-publish',
  // The review workflow (workflow.ts): a snapshot of what was submitted, returned or approved.
  'submit',
  'return',
  'approve',
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
