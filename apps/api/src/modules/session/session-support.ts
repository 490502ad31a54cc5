/**
 * What the session test files (session-*.test.ts) share: a TestApp with small throttle limits and
 * the server's waits injected, the sign-in and session calls, and the raw rows of the audit trail.
 */
import { createHash } from 'node:crypto';
import { loginReplySchema, SESSION_MESSAGES, userSessionsReplySchema } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { bearer, replyBody, useAuditTrail, useTestApp } from '../../test/harness.ts';

export const HOUR_MS = 3600_000;

/**
 * Small limits: one e-mail at one address is slowed from its 3rd failure (400 ms, then 800 ms) and
 * locked at its 5th; an address at its 8th failure whatever the e-mails; the e-mail's backstop
 * (every address) at its 12th.
 */
export const THROTTLE = {
  slowAfter: 2,
  delayStepMs: 400,
  maxDelayMs: 800,
  lockAfterPerPair: 5,
  lockAfterPerAddress: 8,
  windowMs: 60_000,
  lockMs: 60_000,
  lockAfterPerEmail: 12,
  emailWindowMs: 60_000,
};

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function expectLoginFailed(res: { statusCode: number; json: <T>() => T; body: string }) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toEqual({ status: 'error', message: SESSION_MESSAGES.loginFailed });
}

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The set-up of a session test file: its TestApp, its injected waits, and the calls bound to them. */
export function useSessionApp() {
  /**
   * The server's waits, injected instead of a real timer (so no test measures wall time on a loaded
   * machine): every delay the throttle asks for is recorded; while `holding` is set, the reply stays
   * held until the test releases it, otherwise it goes on at once.
   */
  const sleeps: number[] = [];
  let holding: Array<() => void> | null = null;
  function sleep(ms: number): Promise<void> {
    sleeps.push(ms);
    const held = holding;
    return held ? new Promise((resolve) => held.push(resolve)) : Promise.resolve();
  }

  const { t } = useTestApp({}, { loginThrottle: THROTTLE, sleep });

  function getUser(token: string | undefined, authorization?: string) {
    const headers = authorization !== undefined ? { authorization } : token ? bearer(token) : {};
    return t.app.inject({ method: 'GET', url: '/api/user', headers });
  }

  function logout(token: string) {
    return t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
  }

  /**
   * Runs a request with the server's waits held: answers the delays it asked for and its reply, and
   * checks that the reply did not come before a requested wait was over.
   */
  async function withHeldWaits<T>(run: () => Promise<T>): Promise<{ waits: number[]; reply: T }> {
    const from = sleeps.length;
    holding = [];
    let answered = false;
    const pending = run().then((reply) => {
      answered = true;
      return reply;
    });
    // Either the server asks to wait, or it answers without waiting.
    await vi.waitFor(() => expect(answered || (holding?.length ?? 0) > 0).toBe(true));
    const held = holding;
    holding = null;
    if (held.length > 0) {
      // Let everything else run: the reply is still held back by the wait.
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
      expect(answered, 'answered before its wait was over').toBe(false);
      for (const release of held) release();
    }
    return { waits: sleeps.slice(from), reply: await pending };
  }

  // -------------------------------------------------------------------------------------------
  // The session list, revoking sessions, and the security events in the audit trail

  /** Signs in from an address with a User-Agent; answers the token. */
  async function loginFrom(
    user: { email: string; password: string },
    address: string,
    userAgent?: string,
  ): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: address,
      headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
    });
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, loginReplySchema).access_token;
  }

  async function listSessions(token: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, userSessionsReplySchema).data;
  }

  function revoke(token: string, id: number | string) {
    return t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers: bearer(token) });
  }

  async function sessionIdOf(token: string): Promise<number> {
    const [row] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    if (!row) throw new Error('no such session');
    return row.id;
  }

  return {
    t,
    getUser,
    logout,
    withHeldWaits,
    loginFrom,
    listSessions,
    revoke,
    sessionIdOf,
    ...useAuditTrail(t),
  };
}
