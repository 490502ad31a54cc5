import { createHash, randomBytes } from 'node:crypto';
import {
  idDataSchema,
  type LoginReply,
  loginReplySchema,
  okReplySchema,
  REMEMBER_ME_DAYS,
  revokedSessionsReplySchema,
  SERVER_MESSAGES,
  SESSION_HOURS,
  SESSION_LIST_MESSAGES,
  SESSION_MESSAGES,
  type SessionUser,
  userSessionsReplySchema,
} from '@newsroom/shared';
import { asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { bearer, createSiblingServer, errorBody, replyBody, useTestApp } from '../../test/harness.ts';
import { realSleep } from './session.service.ts';

const HOUR_MS = 3600_000;

/** Small limits: slowed from the 3rd failure (400 ms, then 800 ms), locked at the 5th. */
const THROTTLE = {
  slowAfter: 2,
  delayStepMs: 400,
  maxDelayMs: 800,
  lockAfterPerEmail: 5,
  lockAfterPerAddress: 5,
  windowMs: 60_000,
  lockMs: 60_000,
};

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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

function expectLoginFailed(res: { statusCode: number; json: <T>() => T; body: string }) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toEqual({ status: 'error', message: SESSION_MESSAGES.loginFailed });
}

describe('POST /api/login', () => {
  it('answers an opaque token that expires in 12 hours', async () => {
    const user = await t.createUser();
    const before = Date.now();
    const res = await t.login(user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LoginReply & { message: string }>();
    expect(body.status).toBe('ok');
    expect(body.message).toBe(SERVER_MESSAGES.loggedIn);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(SESSION_HOURS * HOUR_MS - 60_000);
    expect(lifetime).toBeLessThan(SESSION_HOURS * HOUR_MS + 60_000);
  });

  it('with remember the token lasts 30 days (true and 1 both accepted)', async () => {
    const user = await t.createUser();
    for (const remember of [true, 1]) {
      const before = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: user.password, remember },
      });
      expect(res.statusCode, res.body).toBe(200);
      const lifetime = Date.parse(res.json<LoginReply>().expires_at) - before;
      expect(lifetime).toBeGreaterThan(REMEMBER_ME_DAYS * 24 * HOUR_MS - 60_000);
      expect(lifetime).toBeLessThan(REMEMBER_ME_DAYS * 24 * HOUR_MS + 60_000);
    }
  });

  it('gives every login its own token', async () => {
    const user = await t.createUser();
    const a = await t.loginAs(user.email, user.password);
    const b = await t.loginAs(user.email, user.password);
    expect(a).not.toBe(b);
    expect((await getUser(a)).statusCode).toBe(200);
    expect((await getUser(b)).statusCode).toBe(200);
  });

  it('the token opens GET /api/user, which answers the session user with 0/1 flags', async () => {
    const user = await t.createUser({
      first_name: 'Anna',
      last_name: 'Kovács',
      is_admin: true,
      is_administrator: false,
      is_developer: true,
    });
    const token = await t.loginAs(user.email, user.password);
    const res = await getUser(token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; data: SessionUser }>();
    expect(body.status).toBe('ok');
    expect(body.data).toEqual({
      id: user.id,
      first_name: 'Anna',
      last_name: 'Kovács',
      email: user.email,
      is_admin: 1,
      is_administrator: 0,
      is_developer: 1,
    });
    expect(Object.keys(body.data).sort()).toEqual(
      ['email', 'first_name', 'id', 'is_admin', 'is_administrator', 'is_developer', 'last_name'].sort(),
    );
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser();
    const token = await t.loginAs(user.email, user.password);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const suffix = randomBytes(4).toString('hex');
    const user = await t.createUser({ email: `Kis.Anna.${suffix}@Teszt.Local` });
    const res = await t.login(`  kis.anna.${suffix}@TESZT.local `, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const me = await getUser(res.json<LoginReply>().access_token);
    expect(me.json<{ data: SessionUser }>().data.id).toBe(user.id);
  });

  it('refuses a wrong password with 401 and the Hungarian message', async () => {
    const user = await t.createUser();
    expectLoginFailed(await t.login(user.email, `${user.password}x`));
  });

  it('refuses an unknown e-mail with the same reply', async () => {
    expectLoginFailed(await t.login(`nincs.ilyen.${randomBytes(4).toString('hex')}@teszt.local`, 'barmi'));
  });

  it('refuses an inactive user even with the right password', async () => {
    const user = await t.createUser({ is_active: false });
    expectLoginFailed(await t.login(user.email, user.password));
  });

  it('stops an issued token at once when its user is set inactive', async () => {
    const { user, token } = await t.signIn();
    expect((await getUser(token)).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await getUser(token);
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).message).toBe(SERVER_MESSAGES.unauthorized);
  });
});

describe('the bearer token', () => {
  it('is required: no Authorization header gives 401 with the envelope', async () => {
    const res = await getUser(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.unauthorized });
  });

  it('must be a well-formed Bearer header', async () => {
    const { token } = await t.signIn();
    for (const header of [
      '',
      'Bearer',
      'Bearer ',
      `Basic ${token}`,
      `Token ${token}`,
      token,
      `Bearer ${token} x`,
    ]) {
      const res = await getUser(undefined, header);
      expect(res.statusCode, `Authorization: ${header}`).toBe(401);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.unauthorized);
    }
    // The scheme is case-insensitive (RFC 9110), so this one is accepted.
    expect((await getUser(undefined, `bearer ${token}`)).statusCode).toBe(200);
  });

  it('must be one the server issued', async () => {
    const res = await getUser(randomBytes(32).toString('base64url'));
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).message).toBe(SERVER_MESSAGES.unauthorized);
  });

  it('stops working when the session has expired', async () => {
    const { token } = await t.signIn();
    expect((await getUser(token)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token; a second logout is 401', async () => {
    const { user, token } = await t.signIn();
    const other = await t.loginAs(user.email, user.password);

    const res = await logout(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: SERVER_MESSAGES.loggedOut });

    expect((await getUser(token)).statusCode).toBe(401);
    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(errorBody(again).message).toBe(SERVER_MESSAGES.unauthorized);
    const stored = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(stored).toHaveLength(0);

    // Only that session ends: the user's other token still works.
    expect((await getUser(other)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad login requests', () => {
  const post = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });

  it('malformed JSON is a 400 with the error envelope', async () => {
    const res = await post('{"email": "a@b.hu", "password": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.badJson });
  });

  it('wrongly typed or missing fields are a 400 naming the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 5, remember: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.message).toBe(SERVER_MESSAGES.badInput);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password', 'remember']);
    expect(body.errors?.password).toBe('Kötelező mező.');
    expect(body.errors?.email).toBe('Hibás típus.');
  });

  it('a body that is not an object is a 400, never a 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await post(payload, 'application/json');
      expect(res.statusCode, payload).toBe(400);
      expect(errorBody(res).status).toBe('error');
    }
  });

  it('ignores unknown fields', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password, extra: { nested: true }, is_admin: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an unsupported content type is a 415', async () => {
    const user = await t.createUser();
    const json = JSON.stringify({ email: user.email, password: user.password });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await post(json, contentType);
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.unsupportedMedia });
    }
  });

  it('a body over 1 MB is a 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.hu', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await post(payload, 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.tooLarge });
  });
});

describe('login throttling', () => {
  it('locks an e-mail after repeated failures (429 with retry-after), even for the right password', async () => {
    const user = await t.createUser();
    // Every attempt from a different address: only the e-mail's counter grows.
    for (let i = 0; i < THROTTLE.lockAfterPerEmail; i++) {
      expectLoginFailed(await t.login(user.email, 'rossz-jelszo'));
    }
    const locked = await t.login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.tooManyAttempts });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.lockMs / 1000);

    // The e-mail is locked whatever its case; other users are not affected.
    expect((await t.login(user.email.toUpperCase(), user.password)).statusCode).toBe(429);
    const other = await t.createUser();
    expect((await t.login(other.email, other.password)).statusCode).toBe(200);
  });

  it('locks an address after failures across many e-mails', async () => {
    const address = t.nextAddress();
    for (let i = 0; i < THROTTLE.lockAfterPerAddress; i++) {
      const victim = await t.createUser();
      expectLoginFailed(await t.login(victim.email, 'rossz-jelszo', { address }));
    }
    const user = await t.createUser();
    const locked = await t.login(user.email, user.password, { address });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same user from another address is fine.
    expect((await t.login(user.email, user.password)).statusCode).toBe(200);
  });

  it("a successful login resets the e-mail's counter", async () => {
    const user = await t.createUser();
    const failures = THROTTLE.lockAfterPerEmail - 2;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < failures; i++) expectLoginFailed(await t.login(user.email, 'rossz-jelszo'));
      // Without the reset, the second round would pass the lock limit and this would be a 429.
      const ok = await t.login(user.email, user.password);
      expect(ok.statusCode, `round ${round}`).toBe(200);
    }
  });

  it('slows failure replies past the threshold, but never a successful login', async () => {
    const user = await t.createUser();
    const fail = () => withHeldWaits(() => t.login(user.email, 'rossz-jelszo'));
    const first = await fail();
    const second = await fail();
    const third = await fail();
    const fourth = await fail();
    for (const attempt of [first, second, third, fourth]) expectLoginFailed(attempt.reply);

    // The first two failures answer at once; the 3rd is held back 400 ms, the 4th 800 ms.
    expect([first.waits, second.waits]).toEqual([[], []]);
    expect(third.waits).toEqual([THROTTLE.delayStepMs]);
    expect(fourth.waits).toEqual([2 * THROTTLE.delayStepMs]);

    // The next failure would wait 800 ms too; a success answers at once.
    const success = await withHeldWaits(() => t.login(user.email, user.password));
    expect(success.reply.statusCode).toBe(200);
    expect(success.waits).toEqual([]);
  });

  it('holds a throttled failure back with a real timer unless one is injected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let done = false;
      const waiting = realSleep(THROTTLE.delayStepMs).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(THROTTLE.delayStepMs - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('logs', () => {
  it('never contain the password or the token', async () => {
    const password = `Titkos-${randomBytes(6).toString('hex')}`;
    const wrongPassword = `Rossz-${randomBytes(6).toString('hex')}`;
    const user = await t.createUser({ password });
    const from = t.logs.length;

    expect((await t.login(user.email, wrongPassword)).statusCode).toBe(401);
    const res = await t.login(user.email, password, { remember: true });
    const token = res.json<LoginReply>().access_token;
    expect((await getUser(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(401);

    const written = t.logs.slice(from).join('');
    expect(written).toContain('/api/login');
    expect(written).toContain('/api/logout');
    for (const secret of [password, wrongPassword, token]) expect(written).not.toContain(secret);
  });
});

// ---------------------------------------------------------------------------------------------
// The session list, revoking sessions, and the security events in the audit trail

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

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

type AuditRow = typeof auditLog.$inferSelect;

async function lastAuditId(): Promise<number> {
  const rows = await t.db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

/** The raw audit rows written since `mark`, oldest first. */
function auditSince(mark: number): Promise<AuditRow[]> {
  return t.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));
}

function expectNothingSecret(rows: AuditRow[], secrets: string[]) {
  const raw = JSON.stringify(rows);
  for (const secret of secrets) expect(raw, 'a secret reached the audit trail').not.toContain(secret);
}

describe('GET /api/user/sessions', () => {
  it("lists the user's active sessions, newest first, with where each came from and this one marked", async () => {
    const user = await t.createUser();
    const first = await loginFrom(user, '192.0.2.10', CHROME_WINDOWS);
    const second = await loginFrom(user, '198.51.100.7', FIREFOX_LINUX);
    const third = await loginFrom(user, '203.0.113.5');
    // Not listed: an expired session, and another user's.
    const expired = await loginFrom(user, '192.0.2.11');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(expired)));
    await t.signIn();

    const list = await listSessions(second);
    expect(list.map((s) => s.id)).toEqual([
      await sessionIdOf(third),
      await sessionIdOf(second),
      await sessionIdOf(first),
    ]);
    expect(list.map((s) => s.current)).toEqual([0, 1, 0]);
    expect(list.map((s) => [s.address, s.user_agent, s.browser])).toEqual([
      ['203.0.113.5', 'lightMyRequest', null],
      ['198.51.100.7', FIREFOX_LINUX, 'Firefox 133 · Linux'],
      ['192.0.2.10', CHROME_WINDOWS, 'Chrome 131 · Windows'],
    ]);
    for (const session of list) {
      expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBeGreaterThan(
        SESSION_HOURS * HOUR_MS - 60_000,
      );
      expect(Date.parse(session.last_used_at)).toBeGreaterThanOrEqual(Date.parse(session.created_at));
    }
    expect(JSON.stringify(list)).not.toContain(second);
    expect((await listSessions(first)).map((s) => s.current)).toEqual([0, 0, 1]);
  });

  it('keeps at most 500 characters of a User-Agent', async () => {
    const user = await t.createUser();
    const token = await loginFrom(user, t.nextAddress(), `${CHROME_WINDOWS} ${'x'.repeat(1000)}`);
    const [session] = await listSessions(token);
    expect(session?.user_agent).toHaveLength(500);
    expect(session?.browser).toBe('Chrome 131 · Windows');
  });
});

describe('last use of a session', () => {
  async function lastUsed(token: string): Promise<Date> {
    const [row] = await t.db
      .select({ lastUsedAt: sessions.lastUsedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    if (!row) throw new Error('no such session');
    return row.lastUsedAt;
  }
  const setLastUsed = (token: string, at: Date) =>
    t.db
      .update(sessions)
      .set({ lastUsedAt: at })
      .where(eq(sessions.tokenHash, sha256(token)));

  it('is refreshed by a request at most once a minute', async () => {
    const { token } = await t.signIn();
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000);
    await setLastUsed(token, fiveMinutesAgo);
    expect((await getUser(token)).statusCode).toBe(200);
    const refreshed = await lastUsed(token);
    expect(refreshed.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Within the minute, requests write nothing.
    for (let i = 0; i < 3; i++) expect((await getUser(token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toEqual(refreshed);

    const halfAMinuteAgo = new Date(Date.now() - 30_000);
    await setLastUsed(token, halfAMinuteAgo);
    expect((await getUser(token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toEqual(halfAMinuteAgo);
  });
});

describe('DELETE /api/user/sessions/:id', () => {
  it('ends one own session: its token is refused at once, on this and on another instance; audited', async () => {
    const user = await t.createUser();
    const keep = await loginFrom(user, t.nextAddress());
    const end = await loginFrom(user, t.nextAddress(), CHROME_WINDOWS);
    const sibling = await createSiblingServer(t);
    try {
      const onSibling = (token: string) =>
        sibling.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      expect((await onSibling(end)).statusCode).toBe(200);

      const id = await sessionIdOf(end);
      const mark = await lastAuditId();
      const res = await revoke(keep, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(replyBody(res, okReplySchema(idDataSchema))).toEqual({
        status: 'ok',
        message: SESSION_LIST_MESSAGES.sessionRevoked,
        data: { id },
      });

      expect((await getUser(end)).statusCode).toBe(401);
      const refused = await onSibling(end);
      expect(refused.statusCode).toBe(401);
      expect(errorBody(refused).message).toBe(SERVER_MESSAGES.unauthorized);
      expect((await getUser(keep)).statusCode).toBe(200);
      expect((await onSibling(keep)).statusCode).toBe(200);

      const entries = await auditSince(mark);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        userId: user.id,
        userEmail: user.email,
        entity: 'session',
        entityId: id,
        action: 'session_revoked',
        label: 'Chrome 131 · Windows',
        changes: null,
      });
      expectNothingSecret(entries, [keep, end, user.password]);

      // Gone: a second revoke is a 404.
      const again = await revoke(keep, id);
      expect(again.statusCode).toBe(404);
      expect(errorBody(again).message).toBe(SESSION_LIST_MESSAGES.sessionNotFound);
    } finally {
      await sibling.close();
    }
  });

  it("cannot end another user's session (404, and it keeps working), nor an unknown one", async () => {
    const owner = await t.signIn();
    const stranger = await t.signIn();
    const mark = await lastAuditId();
    const res = await revoke(stranger.token, await sessionIdOf(owner.token));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(SESSION_LIST_MESSAGES.sessionNotFound);
    expect((await getUser(owner.token)).statusCode).toBe(200);
    const unknown = await revoke(stranger.token, 987654);
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).message).toBe(SESSION_LIST_MESSAGES.sessionNotFound);
    expect((await revoke(stranger.token, 'abc')).statusCode).toBe(400);
    expect(await auditSince(mark)).toEqual([]);
  });
});

describe('POST /api/user/sessions/revoke-others', () => {
  it('ends every other session of the user and keeps this one; one audit entry each', async () => {
    const user = await t.createUser();
    const current = await loginFrom(user, t.nextAddress());
    const others = [await loginFrom(user, t.nextAddress()), await loginFrom(user, t.nextAddress())];
    const otherIds = await Promise.all(others.map(sessionIdOf));
    const someoneElse = await t.signIn();

    const mark = await lastAuditId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-others',
      headers: bearer(current),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(replyBody(res, revokedSessionsReplySchema)).toEqual({
      status: 'ok',
      message: SESSION_LIST_MESSAGES.othersRevoked(2),
      data: { revoked: 2 },
    });
    expect((await getUser(current)).statusCode).toBe(200);
    for (const token of others) expect((await getUser(token)).statusCode).toBe(401);
    expect((await getUser(someoneElse.token)).statusCode).toBe(200);
    expect((await listSessions(current)).map((s) => s.current)).toEqual([1]);

    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.userId]).sort()).toEqual(
      otherIds.map((id) => ['session_revoked', 'session', id, user.id]).sort(),
    );
    expectNothingSecret(entries, [current, ...others, user.password]);

    // Nothing left to end.
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/user/sessions/revoke-others',
      headers: bearer(current),
    });
    expect(replyBody(none, revokedSessionsReplySchema).data).toEqual({ revoked: 0 });
  });
});

describe('sign-in events in the audit trail', () => {
  it('a sign-in: one login entry with the new session, its user and address, and no secret', async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const mark = await lastAuditId();
    const token = await loginFrom(user, address);
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      address,
      entity: 'session',
      entityId: await sessionIdOf(token),
      label: null,
      action: 'login',
      changes: null,
    });
    expectNothingSecret(entries, [token, sha256(token), user.password]);
  });

  it('a failed sign-in: one login_failed entry naming the account (or none) and the e-mail tried', async () => {
    const user = await t.createUser();
    const wrong = `Rossz-${randomBytes(6).toString('hex')}`;
    const address = t.nextAddress();
    const mark = await lastAuditId();
    expectLoginFailed(await t.login(user.email, wrong, { address }));
    const unknownEmail = `nincs.ilyen.${randomBytes(4).toString('hex')}@teszt.local`;
    expectLoginFailed(await t.login(unknownEmail, wrong));
    const inactive = await t.createUser({ is_active: false });
    expectLoginFailed(await t.login(inactive.email, inactive.password));

    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.userId, e.userEmail, e.changes])).toEqual([
      ['login_failed', 'session', null, user.id, user.email, null],
      ['login_failed', 'session', null, null, unknownEmail, null],
      ['login_failed', 'session', null, inactive.id, inactive.email, null],
    ]);
    expect(entries[0]?.address).toBe(address);
    expectNothingSecret(entries, [wrong, user.password, inactive.password]);
  });

  it('a sign-out: one logout entry with the session it ended', async () => {
    const { user, token } = await t.signIn();
    const id = await sessionIdOf(token);
    const mark = await lastAuditId();
    expect((await logout(token)).statusCode).toBe(200);
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      entity: 'session',
      entityId: id,
      action: 'logout',
      changes: null,
    });
    expectNothingSecret(entries, [token, user.password]);
  });

  it('a lock: one throttle_lock entry when it starts, none for the attempts it refuses', async () => {
    const user = await t.createUser();
    const mark = await lastAuditId();
    for (let i = 0; i < THROTTLE.lockAfterPerEmail; i++)
      expectLoginFailed(await t.login(user.email, 'rossz-jelszo'));
    for (let i = 0; i < 3; i++) expect((await t.login(user.email, user.password)).statusCode).toBe(429);
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual([
      ...Array(THROTTLE.lockAfterPerEmail).fill('login_failed'),
      'throttle_lock',
    ]);
    expect(entries.at(-1)).toMatchObject({
      userId: user.id,
      userEmail: user.email,
      entity: 'session',
      entityId: null,
      changes: null,
    });
    expectNothingSecret(entries, [user.password]);
  });
});
