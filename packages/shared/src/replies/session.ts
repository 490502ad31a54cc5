import { z } from 'zod';
import { okReplySchema, recordIdSchema, timestampSchema } from '../envelope.ts';
import { flag } from '../flags.ts';
import { sessionUserSchema } from '../session.ts';

/** POST /api/login: the bearer token, at the top of the reply (not under `data`). */
export const loginReplySchema = z.object({
  status: z.literal('ok'),
  message: z.string().optional(),
  access_token: z.string().describe('Send as `Authorization: Bearer <token>`.'),
  expires_at: timestampSchema,
});
export type LoginReply = z.infer<typeof loginReplySchema>;

/** GET /api/user: the signed-in user. */
export const sessionUserReplySchema = okReplySchema(sessionUserSchema.meta({ id: 'SessionUser' }));

/** POST /api/logout. */
export const logoutReplySchema = okReplySchema(z.null());

/** One of the signed-in user's active sessions. */
export const userSessionSchema = z
  .object({
    id: recordIdSchema,
    created_at: timestampSchema,
    last_used_at: timestampSchema,
    expires_at: timestampSchema,
    address: z.string().nullable(),
    user_agent: z.string().nullable(),
    /** The browser and system read from the User-Agent ('Chrome 131 · Windows'), or null. */
    browser: z.string().nullable(),
    /** 1 for the session of the request itself ("this device"). */
    current: flag,
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionsReplySchema = okReplySchema(z.array(userSessionSchema));

/** POST /api/user/sessions/revoke-others: how many sessions ended. */
export const revokedSessionsReplySchema = okReplySchema(z.object({ revoked: z.number().int().min(0) }));
