import {
  type LoginChallengeReply,
  type LoginReply,
  type LoginRequest,
  loginChallengeReplySchema,
  loginReplySchema,
} from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';

/** A sign-in's answer: the challenge of a second step (a user with a second factor), else the token. */
const loginOrChallengeSchema = loginChallengeReplySchema.or(loginReplySchema);

/** POST /api/login: the token is not sent for this call. */
export function login(credentials: LoginRequest): Promise<LoginReply | LoginChallengeReply> {
  return apiRequest('POST', '/login', loginOrChallengeSchema, { body: credentials, auth: false });
}

/** Whether the password was right but a second factor must follow. */
export function needsSecondFactor(reply: LoginReply | LoginChallengeReply): reply is LoginChallengeReply {
  return 'two_factor_required' in reply && reply.two_factor_required === true;
}
