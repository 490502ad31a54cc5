import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';

/** The longest User-Agent a session keeps (the rest is cut). */
export const USER_AGENT_LIMIT = 500;

/** A request's User-Agent as a session stores it: at most USER_AGENT_LIMIT characters, or null. */
export function storedUserAgent(header: string | string[] | undefined): string | null {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value ? value.slice(0, USER_AGENT_LIMIT) : null;
}

/** Where a sign-in comes from: stored with the session it opens (the session list). */
export interface ClientInfo {
  address: string;
  userAgent: string | null;
}

/** Where a request comes from, as a session it opens keeps it. */
export function clientOf(req: FastifyRequest): ClientInfo {
  return { address: req.ip, userAgent: storedUserAgent(req.headers['user-agent']) };
}

/** The browser and system of a User-Agent for the session list ('Chrome 131 · Windows'), or null. */
export function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  try {
    const parser = Bowser.getParser(userAgent);
    const name = parser.getBrowserName();
    const major = parser.getBrowserVersion()?.split('.')[0];
    const os = parser.getOSName();
    const browser = name ? [name, major].filter(Boolean).join(' ') : '';
    const text = [browser, os].filter(Boolean).join(' · ');
    return text || null;
  } catch {
    return null;
  }
}
