import {
  loginReplySchema,
  loginTwoFactorReplySchema,
  okReplySchema,
  RECOVERY_CODE_COUNT,
  SERVER_MESSAGES,
  TWO_FACTOR_MESSAGES,
  twoFactorPolicyReplySchema,
  twoFactorSetupReplySchema,
  USER_SERVER_MESSAGES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { recoveryCodes, userTwoFactor } from '../../db/schema/index.ts';
import { bearer, expectNothingSecret, replyBody, type SignedIn, writtenBy } from '../../test/harness.ts';
import { expectError, useTwoFactorApp } from './two-factor-support.ts';

const {
  t,
  administrator,
  freshCode,
  post,
  passwordStep,
  codeStep,
  signedInWithCode,
  status,
  userWithTwoFactor,
  lastAuditId,
  auditSince,
  oneEntrySince,
} = useTwoFactorApp();

describe('users without a second factor', () => {
  it('sign in exactly as before: the token at once', async () => {
    const user = await t.createUser();
    const res = await t.login(user.email, user.password);
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, loginReplySchema);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_at', 'message', 'status']);
    expect(body.message).toBe(SERVER_MESSAGES.loggedIn);
  });
});

describe('the policy: roles that must sign in with a second factor', () => {
  const policyReply = twoFactorPolicyReplySchema;

  async function setPolicy(roles: string[], who: SignedIn = administrator) {
    return t.app.inject({
      method: 'PUT',
      url: '/api/settings/two-factor',
      headers: who.headers,
      payload: { required_roles: roles },
    });
  }

  afterAll(async () => {
    vi.useRealTimers();
    await setPolicy([]);
  });

  it('is read and written by administrators only, stored as a setting and audited', async () => {
    const reader = await t.signIn({ is_admin: true, is_developer: true });
    const get = (who: SignedIn) =>
      t.app.inject({ method: 'GET', url: '/api/settings/two-factor', headers: who.headers });
    expectError(await get(reader), 403, SERVER_MESSAGES.forbidden);
    expectError(await setPolicy(['is_admin'], reader), 403, SERVER_MESSAGES.forbidden);
    expect(replyBody(await get(administrator), policyReply).data).toEqual({ required_roles: [] });

    const bad = await setPolicy(['is_boss']);
    expect(bad.statusCode).toBe(400);

    const mark = await lastAuditId();
    const res = await setPolicy(['is_developer', 'is_admin', 'is_developer']);
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, policyReply);
    expect(body).toEqual({
      status: 'ok',
      message: TWO_FACTOR_MESSAGES.policySaved,
      data: { required_roles: ['is_developer', 'is_admin'] },
    });
    expect(replyBody(await get(administrator), policyReply).data).toEqual({
      required_roles: ['is_developer', 'is_admin'],
    });
    // Saving the same again changes nothing and records nothing.
    expect((await setPolicy(['is_admin', 'is_developer'])).statusCode).toBe(200);
    await oneEntrySince(mark, {
      userId: administrator.user.id,
      entity: 'settings',
      entityId: null,
      action: 'update',
      changes: { required_roles: { before: [], after: ['is_developer', 'is_admin'] } },
    });
    // Back to what the other tests expect.
    expect((await setPolicy(['is_developer'])).statusCode).toBe(200);
    const after = await auditSince(mark);
    expect(after[1]?.changes).toEqual({
      required_roles: { before: ['is_developer', 'is_admin'], after: ['is_developer'] },
    });
  });

  it('sends a user of a required role to set it up right after the password, then signs them in', async () => {
    expect((await setPolicy(['is_developer'])).statusCode).toBe(200);
    const developer = await t.createUser({ is_developer: true });
    const challenge = await passwordStep(developer, { setup: true });

    // A code before a secret exists: set it up first.
    expectError(await codeStep(challenge, '123456'), 409, TWO_FACTOR_MESSAGES.setupFirst);
    const setupRes = await post('/api/login/two-factor/setup', { challenge });
    expect(setupRes.statusCode, setupRes.body).toBe(200);
    const setup = replyBody(setupRes, twoFactorSetupReplySchema).data;
    expect(decodeURIComponent(setup.otpauth_url)).toContain(`Newsroom:${developer.email}`);
    expect(setup.qr_svg).toMatch(/^<svg/);

    expectError(await codeStep(challenge, '000000'), 401, TWO_FACTOR_MESSAGES.invalidCode);
    const mark = await lastAuditId();
    const res = await codeStep(challenge, await freshCode(setup.secret));
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, loginTwoFactorReplySchema);
    expect(body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    const headers = bearer(body.access_token);
    expect(await status(headers)).toMatchObject({
      enabled: 1,
      required: 1,
      recovery_codes_left: RECOVERY_CODE_COUNT,
    });

    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.userId, e.userEmail])).toEqual([
      ['two_factor_on', 'user', developer.id, developer.id, developer.email],
      ['login', 'session', expect.any(Number), developer.id, developer.email],
    ]);
    expectNothingSecret(entries, [
      challenge,
      setup.secret,
      body.access_token,
      developer.password,
      ...(body.recovery_codes ?? []),
    ]);

    // Required: it cannot be turned off, with the code or the password.
    expectError(
      await post('/api/user/two-factor/disable', { password: developer.password }, headers),
      403,
      TWO_FACTOR_MESSAGES.requiredByRole,
    );
    // The next sign-in is the usual second step.
    await signedInWithCode(await passwordStep(developer), await freshCode(setup.secret));

    // A user of another role signs in as before; the set-up call wants a set-up challenge.
    const editor = await t.createUser({ is_admin: true });
    replyBody(await t.login(editor.email, editor.password), loginReplySchema);
    const other = await userWithTwoFactor();
    expectError(
      await post('/api/login/two-factor/setup', { challenge: await passwordStep(other.user) }),
      409,
      TWO_FACTOR_MESSAGES.alreadyEnabled,
    );
    expectError(
      await post('/api/login/two-factor/setup', { challenge: 'lejart' }),
      401,
      TWO_FACTOR_MESSAGES.challengeExpired,
    );
  });
});

describe("an administrator's reset", () => {
  it("removes a user's second factor, audited; the user signs in with the password again", async () => {
    const user = await userWithTwoFactor({ first_name: 'Kitti', last_name: 'Kizárt' });
    const mark = await lastAuditId();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.user.id}/two-factor`,
      headers: administrator.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(replyBody(res, okReplySchema(z.object({ id: z.number() })))).toEqual({
      status: 'ok',
      message: TWO_FACTOR_MESSAGES.reset,
      data: { id: user.user.id },
    });
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.user.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id))).toEqual([]);
    const entries = await oneEntrySince(mark, {
      ...writtenBy(administrator.user),
      entity: 'user',
      entityId: user.user.id,
      label: 'Kizárt Kitti',
      action: 'two_factor_reset',
      changes: null,
    });
    expectNothingSecret(entries, [user.secret, administrator.token, ...user.recoveryCodes]);
    replyBody(await t.login(user.user.email, user.user.password), loginReplySchema);

    // Nothing left to reset: 409; an unknown user: 404.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.user.id}/two-factor`,
      headers: administrator.headers,
    });
    expectError(again, 409, TWO_FACTOR_MESSAGES.notEnabled);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/987654/two-factor',
      headers: administrator.headers,
    });
    expectError(unknown, 404, USER_SERVER_MESSAGES.notFound(987654));
  });

  it('is refused with 403 to anyone but an administrator, and changes nothing', async () => {
    const user = await userWithTwoFactor();
    const mark = await lastAuditId();
    for (const flags of [{}, { is_admin: true }, { is_developer: true }]) {
      const who = await t.signIn(flags);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${user.user.id}/two-factor`,
        headers: who.headers,
      });
      expectError(res, 403, SERVER_MESSAGES.forbidden);
    }
    // Not even one's own: that is turning it off, with a code or the password.
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${user.user.id}/two-factor`,
        headers: user.headers,
      }),
      403,
      SERVER_MESSAGES.forbidden,
    );
    expect((await status(user.headers)).enabled).toBe(1);
    expect((await auditSince(mark)).filter((e) => e.action === 'two_factor_reset')).toEqual([]);
  });
});
