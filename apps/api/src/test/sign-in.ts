/** Signing in through POST /api/login, as the web app does. */
import { loginReplySchema } from '@newsroom/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { replyBody } from './replies.ts';

/** The Authorization header for a token. */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface LoginOptions {
  remember?: boolean;
  /** Client address the request comes from (the login throttle counts per address). */
  address?: string;
}

/** POST /api/login; returns the raw reply. */
export function postLogin(
  app: FastifyInstance,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password, ...(options.remember === undefined ? {} : { remember: options.remember }) },
    ...(options.address ? { remoteAddress: options.address } : {}),
  });
}

/** Signs in and returns the access token; throws when the login is refused. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
  options: LoginOptions = {},
): Promise<string> {
  const res = await postLogin(app, email, password, options);
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return replyBody(res, loginReplySchema).access_token;
}
