import { z } from 'zod';
import { listReplySchema, okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { flag } from '../flags.ts';
import { sessionUserSchema } from '../session.ts';

/** One row of GET /api/users. */
export const userListItemSchema = z
  .object({
    id: recordIdSchema,
    full_name: z.string().describe('Last name, then first name.'),
    email: z.string().nullable().describe('null unless the reader may manage users (users.manage).'),
    is_admin: flag,
    role_id: z.number().int(),
    role_name: z.string(),
    is_active: flag,
    last_update: timestampSchema,
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

/** GET /api/users/{id}, and the data of every user write: the session user's fields and more. Never the password. */
export const userDetailsSchema = sessionUserSchema
  .extend({
    email: z.string().nullable().describe('null unless the reader may manage users or it is their own row.'),
    is_active: flag,
    created_by: recordIdSchema.nullable(),
    updated_by: recordIdSchema.nullable(),
    creation_date: timestampSchema,
    last_update: timestampSchema.describe('Send it back with a save: 409 when the user changed since.'),
    two_factor_enabled: flag.describe(
      'Whether the user signs in with a second factor (an administrator may reset it).',
    ),
  })
  .meta({ id: 'UserDetails' });
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** A hit of GET /api/users/search/{q} (the article list's author filter). */
export const userSearchHitSchema = z
  .object({
    id: recordIdSchema,
    full_name: z.string(),
    email: z.string().nullable().describe('null unless the reader may manage users (users.manage).'),
  })
  .meta({ id: 'UserSearchHit' });
export type UserSearchHit = z.infer<typeof userSearchHitSchema>;

export const userListReplySchema = listReplySchema(userListItemSchema);
export const userReplySchema = okReplySchema(userDetailsSchema);
/** The hits nest as `data.data` (the reply shape the web app was built against). */
export const userSearchReplySchema = okReplySchema(z.object({ data: z.array(userSearchHitSchema) }));
