import { randomBytes } from 'node:crypto';
import {
  type LoginReply,
  REMEMBER_ME_DAYS,
  rightsOfFlags,
  SERVER_MESSAGES,
  SESSION_HOURS,
  type SessionUser,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { errorBody } from '../../test/harness.ts';
import { expectLoginFailed, HOUR_MS, sha256, useSessionApp } from './session-support.ts';

const { t, getUser, logout } = useSessionApp();

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
      // The role made for is_admin with is_developer (roleIdForFlags): the union of their rights.
      role_id: user.role_id,
      role_name: 'Szerkesztő + Fejlesztő',
      rights: rightsOfFlags({ is_admin: 1, is_developer: 1 }),
    });
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'email',
        'first_name',
        'id',
        'is_admin',
        'is_administrator',
        'is_developer',
        'last_name',
        'rights',
        'role_id',
        'role_name',
      ].sort(),
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
