import { z } from 'zod';
import { okReplySchema, timestampSchema } from '../envelope.ts';
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
