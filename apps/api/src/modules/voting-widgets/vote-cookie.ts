import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that lists the polls a browser voted in: `nr_votes=<id>-<id>-...-<id>.<signature>`. */
export const VOTE_COOKIE_NAME = 'nr_votes';
/** Only the vote call reads it, so it is sent nowhere else. */
const COOKIE_PATH = '/api/public/voting-widgets';
const MAX_AGE_SECONDS = 365 * 24 * 3600;
/** The newest polls a cookie remembers; older ones drop out, so the cookie stays small. */
const MAX_REMEMBERED = 200;

/**
 * Signs and reads the vote cookie with an HMAC (node:crypto), so a visitor cannot forge or trim the
 * list of polls they voted in without the signature failing (a failing cookie counts as empty).
 * Clearing the cookie lets a browser vote again: one vote per poll per browser, and the per-address
 * rate limit bounds what that is worth.
 */
export class VoteCookie {
  private readonly secret: Buffer;

  constructor(secret: string) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`${VOTE_COOKIE_NAME}=${payload}`).digest('base64url');
  }

  /** The poll ids of a request's Cookie header; empty when the cookie is missing, malformed or forged. */
  read(cookieHeader: string | undefined): number[] {
    const raw = readCookie(cookieHeader, VOTE_COOKIE_NAME);
    if (!raw) return [];
    const dot = raw.lastIndexOf('.');
    if (dot <= 0) return [];
    const payload = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1), 'utf8');
    const expected = Buffer.from(this.sign(payload), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    if (!/^\d{1,10}(-\d{1,10})*$/.test(payload)) return [];
    return payload.split('-').map(Number);
  }

  /** The Set-Cookie header value for this list of poll ids (the newest MAX_REMEMBERED). */
  serialize(ids: readonly number[], secure: boolean): string {
    const payload = [...new Set(ids)].slice(-MAX_REMEMBERED).join('-');
    const attributes = [
      `${VOTE_COOKIE_NAME}=${payload}.${this.sign(payload)}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (secure) attributes.push('Secure');
    return attributes.join('; ');
  }
}

/** One cookie's value from a Cookie header (RFC 6265 `name=value; name=value`), undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}
