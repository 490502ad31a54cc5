import {
  idDataSchema,
  okReplySchema,
  revokedSessionsReplySchema,
  SERVER_MESSAGES,
  SESSION_HOURS,
  SESSION_LIST_MESSAGES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import {
  bearer,
  createSiblingServer,
  errorBody,
  expectNothingSecret,
  replyBody,
  writtenBy,
} from '../../test/harness.ts';
import { CHROME_WINDOWS, FIREFOX_LINUX, HOUR_MS, sha256, useSessionApp } from './session-support.ts';

const { t, getUser, loginFrom, listSessions, revoke, sessionIdOf, lastAuditId, auditSince, oneEntrySince } =
  useSessionApp();

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

      const entries = await oneEntrySince(mark, {
        ...writtenBy(user),
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
