import { type CookieSerializeOptions, type Signer, signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that lists the polls a browser voted in: `nr_votes=<id>-<id>-...-<id>.<signature>`. */
export const VOTE_COOKIE_NAME = 'nr_votes';
/** The newest polls a cookie remembers; older ones drop out, so the cookie stays small. */
const MAX_REMEMBERED = 200;

/**
 * Only the vote call reads it, so it is sent nowhere else; a year long, out of reach of scripts,
 * sent along with top-level navigation only, and over https only when the request came so.
 */
export const VOTE_COOKIE_OPTIONS = {
  path: '/api/public/voting-widgets',
  maxAge: 365 * 24 * 3600,
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
  signed: true,
} as const satisfies CookieSerializeOptions;

/**
 * The signer of @fastify/cookie (HMAC-SHA256 of the value) with its signature in base64url, so the
 * signed value is cookie-safe as it is (no `+` or `/` to percent-encode). A visitor cannot forge or
 * trim the list of polls without the signature failing; a failing cookie counts as empty.
 */
export function voteCookieSigner(secret: string): Pick<Signer, 'sign' | 'unsign'> {
  const signer = signerFactory(secret, 'sha256');
  const convert = (signed: string, from: RegExp, to: Record<string, string>) => {
    const dot = signed.lastIndexOf('.');
    return dot < 0
      ? signed
      : signed.slice(0, dot + 1) + signed.slice(dot + 1).replace(from, (c) => to[c] ?? c);
  };
  return {
    sign: (value) => convert(signer.sign(value), /[+/]/g, { '+': '-', '/': '_' }),
    unsign: (signed) => signer.unsign(convert(signed, /[-_]/g, { '-': '+', _: '/' })),
  };
}

/** The poll ids of the request's vote cookie; empty when it is missing, malformed or forged. */
export function readVotedPolls(req: FastifyRequest): number[] {
  const raw = req.cookies[VOTE_COOKIE_NAME];
  if (!raw) return [];
  const { valid, value } = req.unsignCookie(raw);
  if (!valid || value === null || !/^\d{1,10}(-\d{1,10})*$/.test(value)) return [];
  return value.split('-').map(Number);
}

/** Sets the vote cookie to these poll ids (the newest MAX_REMEMBERED, each once). */
export function rememberVotes(reply: FastifyReply, ids: readonly number[]): void {
  const payload = [...new Set(ids)].slice(-MAX_REMEMBERED).join('-');
  reply.setCookie(VOTE_COOKIE_NAME, payload, VOTE_COOKIE_OPTIONS);
}
