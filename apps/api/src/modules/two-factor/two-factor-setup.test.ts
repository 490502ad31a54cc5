import {
  loginReplySchema,
  RECOVERY_CODE_COUNT,
  recoveryCodesReplySchema,
  TWO_FACTOR_MESSAGES,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes, userTwoFactor } from '../../db/schema/index.ts';
import { errorBody, expectNothingSecret, replyBody, writtenBy } from '../../test/harness.ts';
import { expectError, openStored, sha256, storedSecrets, useTwoFactorApp } from './two-factor-support.ts';

const { t, freshCode, post, status, userWithTwoFactor, lastAuditId, oneEntrySince } = useTwoFactorApp();

describe('setting up a second factor (signed in)', () => {
  it('answers a pending secret with its otpauth URL and a QR code drawn as SVG; nothing is on yet', async () => {
    const user = await t.signIn();
    expect(await status(user.headers)).toEqual({
      enabled: 0,
      required: 0,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    const res = await post('/api/user/two-factor/setup', {}, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const setup = replyBody(res, twoFactorSetupReplySchema).data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Newsroom:${user.user.email}`);
    expect(url.searchParams.get('secret')).toBe(setup.secret);
    expect(url.searchParams.get('issuer')).toBe('Newsroom');
    expect(setup.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.user.id));
    expect(row).toMatchObject({ secret: null, enabledAt: null });
    // Stored sealed, never as the secret itself.
    const pending = (await storedSecrets(t.db, user.user.id))?.pending_secret ?? '';
    expect(pending).not.toContain(setup.secret);
    expect(await openStored(t, user.user.id, pending)).toBe(setup.secret);
    expect((await status(user.headers)).enabled).toBe(0);
    // Until it is enabled, the password alone signs in.
    const login = await t.login(user.user.email, user.user.password);
    expect(login.statusCode).toBe(200);
    replyBody(login, loginReplySchema);

    // A second call replaces the pending secret.
    const again = replyBody(
      await post('/api/user/two-factor/setup', {}, user.headers),
      twoFactorSetupReplySchema,
    ).data;
    expect(again.secret).not.toBe(setup.secret);
    const replaced = (await storedSecrets(t.db, user.user.id))?.pending_secret ?? '';
    expect(await openStored(t, user.user.id, replaced)).toBe(again.secret);
  });

  it('enables with a current code and answers 10 recovery codes once, stored only hashed; audited', async () => {
    const user = await t.signIn();
    const { secret } = replyBody(
      await post('/api/user/two-factor/setup', {}, user.headers),
      twoFactorSetupReplySchema,
    ).data;

    const wrong = await post('/api/user/two-factor/enable', { code: '000000' }, user.headers);
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(errorBody(wrong)).toEqual({
      status: 'error',
      message: TWO_FACTOR_MESSAGES.invalidCode,
      errors: { code: TWO_FACTOR_MESSAGES.invalidCode },
    });

    const mark = await lastAuditId();
    const res = await post('/api/user/two-factor/enable', { code: await freshCode(secret) }, user.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, recoveryCodesReplySchema);
    expect(body.message).toBe(TWO_FACTOR_MESSAGES.enabled);
    const codes = body.data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id));
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((c) => sha256(c.replace('-', ''))).sort());
    expect(stored.every((r) => r.usedAt === null)).toBe(true);
    const row = await storedSecrets(t.db, user.user.id);
    expect(row?.pending_secret).toBeNull();
    expect(row?.secret).not.toContain(secret);
    expect(await openStored(t, user.user.id, row?.secret ?? '')).toBe(secret);

    const now = await status(user.headers);
    expect(now).toMatchObject({ enabled: 1, required: 0, recovery_codes_left: RECOVERY_CODE_COUNT });
    expect(now.enabled_at).not.toBeNull();

    const entries = await oneEntrySince(mark, {
      ...writtenBy(user.user),
      entity: 'user',
      entityId: user.user.id,
      action: 'two_factor_on',
      changes: null,
    });
    expectNothingSecret(entries, [secret, user.token, user.user.password, ...codes]);

    // Once on: neither a new set-up nor a second enable.
    expectError(
      await post('/api/user/two-factor/setup', {}, user.headers),
      409,
      TWO_FACTOR_MESSAGES.alreadyEnabled,
    );
    expectError(
      await post('/api/user/two-factor/enable', { code: await freshCode(secret) }, user.headers),
      409,
      TWO_FACTOR_MESSAGES.alreadyEnabled,
    );
  });

  it('enable without a set-up first is a 409', async () => {
    const user = await t.signIn();
    expectError(
      await post('/api/user/two-factor/enable', { code: '123456' }, user.headers),
      409,
      TWO_FACTOR_MESSAGES.setupFirst,
    );
  });
});

describe('turning it off', () => {
  it('needs a current code or the password; wrong ones are a 400 naming the field', async () => {
    const user = await userWithTwoFactor();
    const disable = (payload: Record<string, unknown>) =>
      post('/api/user/two-factor/disable', payload, user.headers);
    const empty = await disable({});
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).errors).toHaveProperty('code');
    const wrongPassword = await disable({ password: 'nem-ez-a-jelszo' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(errorBody(wrongPassword).errors).toEqual({ password: TWO_FACTOR_MESSAGES.wrongPassword });
    const wrongCode = await disable({ code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(errorBody(wrongCode).errors).toEqual({ code: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await status(user.headers)).enabled).toBe(1);

    const mark = await lastAuditId();
    const res = await disable({ password: user.user.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, twoFactorStatusReplySchema);
    expect(body.message).toBe(TWO_FACTOR_MESSAGES.disabled);
    expect(body.data).toEqual({ enabled: 0, required: 0, enabled_at: null, recovery_codes_left: 0 });
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.user.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.user.id))).toEqual([]);

    const entries = await oneEntrySince(mark, {
      userId: user.user.id,
      entity: 'user',
      entityId: user.user.id,
      action: 'two_factor_off',
      changes: null,
    });
    expectNothingSecret(entries, [user.secret, user.user.password, user.token, ...user.recoveryCodes]);

    // Off: the password alone signs in again, and a second disable is a 409.
    replyBody(await t.login(user.user.email, user.user.password), loginReplySchema);
    expectError(await disable({ password: user.user.password }), 409, TWO_FACTOR_MESSAGES.notEnabled);
  });

  it('works with a current code or a recovery code', async () => {
    const byCode = await userWithTwoFactor();
    const res = await post(
      '/api/user/two-factor/disable',
      { code: await freshCode(byCode.secret) },
      byCode.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const byRecovery = await userWithTwoFactor();
    const res2 = await post(
      '/api/user/two-factor/disable',
      { code: byRecovery.recoveryCodes[3] as string },
      byRecovery.headers,
    );
    expect(res2.statusCode, res2.body).toBe(200);
  });
});
