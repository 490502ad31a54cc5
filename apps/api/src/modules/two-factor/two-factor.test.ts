import { createHash } from 'node:crypto';
import {
  LOGIN_CHALLENGE_SECONDS,
  loginChallengeReplySchema,
  loginReplySchema,
  loginTwoFactorReplySchema,
  okReplySchema,
  RECOVERY_CODE_COUNT,
  REMEMBER_ME_DAYS,
  recoveryCodesReplySchema,
  SERVER_MESSAGES,
  TWO_FACTOR_MESSAGES,
  twoFactorPolicyReplySchema,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
  USER_SERVER_MESSAGES,
} from '@newsroom/shared';
import { asc, eq, gt } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditLog, loginChallenges, recoveryCodes, sessions, userTwoFactor } from '../../db/schema/index.ts';
import {
  bearer,
  errorBody,
  replyBody,
  type SignedIn,
  type TestUser,
  type UserOverrides,
  useTestApp,
} from '../../test/harness.ts';

/** Small limits, so the throttle tests stay short: locked at the 4th failure of an e-mail. */
const THROTTLE = { lockAfterPerEmail: 4, lockAfterPerAddress: 100 };

const { t, administrator } = useTestApp(
  { administrator: { first_name: 'Ádám', last_name: 'Admin', is_administrator: true } },
  { loginThrottle: THROTTLE },
);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// ---------------------------------------------------------------------------------------------
// The clock: Date is held in the middle of a 30-second step, and moves on one step whenever a test
// needs a new code, so no test depends on where in a step the machine's clock happens to be.

const STEP_MS = 30_000;
let clockMs = 0;

beforeAll(() => {
  clockMs = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clockMs);
});
afterEach(() => {
  clockMs = Date.now();
  vi.useRealTimers();
});

function nextStep(steps = 1): void {
  clockMs += steps * STEP_MS;
  vi.setSystemTime(clockMs);
}

/** The secret's code `offset` steps from now (otplib, as an authenticator app makes it). */
function codeAt(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

/** A code of the next step: one never used before (the last one used is at most this step). */
async function freshCode(secret: string): Promise<string> {
  nextStep();
  return codeAt(secret);
}

// ---------------------------------------------------------------------------------------------
// Calls

function post(
  url: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  address?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: address ?? t.nextAddress(),
  });
}

const challengeSchema = loginChallengeReplySchema;

/** POST /api/login for a user with a second factor: answers the challenge (checking the reply). */
async function passwordStep(
  user: TestUser,
  options: { remember?: boolean; setup?: boolean } = {},
): Promise<string> {
  const res = await t.login(user.email, user.password, { remember: options.remember });
  expect(res.statusCode, res.body).toBe(200);
  const body = replyBody(res, challengeSchema);
  expect(body).toEqual({
    status: 'ok',
    two_factor_required: true,
    two_factor_setup: options.setup ?? false,
    challenge: body.challenge,
  });
  expect(res.body).not.toContain('access_token');
  return body.challenge;
}

function codeStep(challenge: string, code: string, address?: string) {
  return post('/api/login/two-factor', { challenge, code }, {}, address);
}

async function signedInWithCode(challenge: string, code: string): Promise<string> {
  const res = await codeStep(challenge, code);
  expect(res.statusCode, res.body).toBe(200);
  const body = replyBody(res, loginTwoFactorReplySchema);
  expect(body.message).toBe(SERVER_MESSAGES.loggedIn);
  return body.access_token;
}

function expectError(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorBody(res).message).toBe(message);
}

async function status(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers });
  expect(res.statusCode, res.body).toBe(200);
  return replyBody(res, twoFactorStatusReplySchema).data;
}

async function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
}

interface WithTwoFactor extends SignedIn {
  secret: string;
  recoveryCodes: string[];
}

/** A signed-in user who turned the second factor on (set up, then enabled with a current code). */
async function userWithTwoFactor(overrides: UserOverrides = {}): Promise<WithTwoFactor> {
  const signedIn = await t.signIn(overrides);
  const setup = await post('/api/user/two-factor/setup', {}, signedIn.headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = replyBody(setup, twoFactorSetupReplySchema).data;
  const enable = await post(
    '/api/user/two-factor/enable',
    { code: await freshCode(secret) },
    signedIn.headers,
  );
  expect(enable.statusCode, enable.body).toBe(200);
  return {
    ...signedIn,
    secret,
    recoveryCodes: replyBody(enable, recoveryCodesReplySchema).data.recovery_codes,
  };
}

// ---------------------------------------------------------------------------------------------
// The audit trail

type AuditRow = typeof auditLog.$inferSelect;

async function lastAuditId(): Promise<number> {
  const rows = await t.db.select({ id: auditLog.id }).from(auditLog);
  return rows.reduce((max, r) => Math.max(max, r.id), 0);
}

/** The raw audit rows written since `mark` (lastAuditId()), oldest first. */
async function auditSince(mark: number): Promise<AuditRow[]> {
  return t.db.select().from(auditLog).where(gt(auditLog.id, mark)).orderBy(asc(auditLog.id));
}

/** No secret in the raw rows: passwords, tokens, challenges, TOTP secrets, recovery codes (either form). */
function expectNothingSecret(rows: AuditRow[], secrets: string[]) {
  const raw = JSON.stringify(rows);
  for (const secret of secrets.flatMap((s) => [s, s.replaceAll('-', ''), s.toUpperCase()])) {
    if (secret) expect(raw, 'a secret reached the audit trail').not.toContain(secret);
  }
}

// ---------------------------------------------------------------------------------------------

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
    expect(row).toMatchObject({ secret: null, pendingSecret: setup.secret, enabledAt: null });
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
    const [replaced] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.user.id));
    expect(replaced?.pendingSecret).toBe(again.secret);
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
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.user.id));
    expect(row).toMatchObject({ secret, pendingSecret: null });

    const now = await status(user.headers);
    expect(now).toMatchObject({ enabled: 1, required: 0, recovery_codes_left: RECOVERY_CODE_COUNT });
    expect(now.enabled_at).not.toBeNull();

    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: user.user.id,
      userEmail: user.user.email,
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

describe('signing in with a second factor', () => {
  it('the password answers a challenge, not a token; a current code opens the session', async () => {
    const user = await userWithTwoFactor();
    const before = Date.now();
    const challenge = await passwordStep(user.user);
    const [stored] = await t.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.tokenHash, sha256(challenge)));
    expect(stored).toMatchObject({ userId: user.user.id, setup: false, remember: false });
    expect(stored?.expiresAt.getTime()).toBe(before + LOGIN_CHALLENGE_SECONDS * 1000);
    expect(JSON.stringify(await t.db.select().from(loginChallenges))).not.toContain(challenge);

    // Without the code, nothing is open: the challenge is no token.
    expect((await me(challenge)).statusCode).toBe(401);

    const address = t.nextAddress();
    const mark = await lastAuditId();
    const res = await codeStep(challenge, await freshCode(user.secret), address);
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, loginTwoFactorReplySchema);
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_at', 'message', 'status']);
    expect((await me(body.access_token)).statusCode).toBe(200);

    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(body.access_token)));
    expect(session).toMatchObject({ userId: user.user.id, address });
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: user.user.id,
      userEmail: user.user.email,
      address,
      entity: 'session',
      entityId: session?.id,
      action: 'login',
      changes: null,
    });
    expectNothingSecret(entries, [
      body.access_token,
      challenge,
      user.secret,
      user.user.password,
      ...user.recoveryCodes,
    ]);
  });

  it('keeps remember from the password step', async () => {
    const user = await userWithTwoFactor();
    const challenge = await passwordStep(user.user, { remember: true });
    const res = await codeStep(challenge, await freshCode(user.secret));
    const lifetime = Date.parse(replyBody(res, loginTwoFactorReplySchema).expires_at) - Date.now();
    expect(lifetime).toBe(REMEMBER_ME_DAYS * 24 * 3600_000);
  });

  it('a challenge works once', async () => {
    const user = await userWithTwoFactor();
    const challenge = await passwordStep(user.user);
    await signedInWithCode(challenge, await freshCode(user.secret));
    expect(
      await t.db
        .select()
        .from(loginChallenges)
        .where(eq(loginChallenges.tokenHash, sha256(challenge))),
    ).toEqual([]);
    expectError(
      await codeStep(challenge, await freshCode(user.secret)),
      401,
      TWO_FACTOR_MESSAGES.challengeExpired,
    );
  });

  it('two requests at once with one challenge open one session', async () => {
    const user = await userWithTwoFactor();
    nextStep(2);
    const challenge = await passwordStep(user.user);
    const replies = await Promise.all([
      codeStep(challenge, await codeAt(user.secret, 0)),
      codeStep(challenge, await codeAt(user.secret, 1)),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 401]);
    const refused = replies.find((r) => r.statusCode === 401);
    expect(refused && errorBody(refused).message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toHaveLength(2);
  });

  it('an expired or unknown challenge is refused, and a new sign-in clears the expired ones', async () => {
    const user = await userWithTwoFactor();
    const challenge = await passwordStep(user.user);
    await t.db
      .update(loginChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginChallenges.tokenHash, sha256(challenge)));
    expectError(
      await codeStep(challenge, await freshCode(user.secret)),
      401,
      TWO_FACTOR_MESSAGES.challengeExpired,
    );
    expectError(
      await codeStep('nincs-ilyen-kihivas', await codeAt(user.secret)),
      401,
      TWO_FACTOR_MESSAGES.challengeExpired,
    );

    // The challenge's 5 minutes, on the clock.
    const late = await passwordStep(user.user);
    nextStep(LOGIN_CHALLENGE_SECONDS / 30);
    expectError(await codeStep(late, await codeAt(user.secret)), 401, TWO_FACTOR_MESSAGES.challengeExpired);

    nextStep();
    await passwordStep(user.user);
    const left = await t.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.user.id));
    expect(left).toHaveLength(1);
  });

  it('accepts a code of the step before or after, refuses two steps off', async () => {
    const user = await userWithTwoFactor();
    // Well past the step the code of the set-up used.
    nextStep(3);
    for (const offset of [-2, 2]) {
      const challenge = await passwordStep(user.user);
      expectError(
        await codeStep(challenge, await codeAt(user.secret, offset)),
        401,
        TWO_FACTOR_MESSAGES.invalidCode,
      );
    }
    for (const offset of [-1, 0, 1]) {
      const challenge = await passwordStep(user.user);
      await signedInWithCode(challenge, await codeAt(user.secret, offset));
    }
  });

  it('the same code never signs in twice, nor an older one after a newer', async () => {
    const user = await userWithTwoFactor();
    nextStep(2);
    const code = await codeAt(user.secret);
    await signedInWithCode(await passwordStep(user.user), code);
    expectError(await codeStep(await passwordStep(user.user), code), 401, TWO_FACTOR_MESSAGES.invalidCode);
    // Half a minute later the same code is still "within one step", and still refused.
    nextStep();
    expectError(await codeStep(await passwordStep(user.user), code), 401, TWO_FACTOR_MESSAGES.invalidCode);
    // A newer code works; the step before it no longer does.
    await signedInWithCode(await passwordStep(user.user), await codeAt(user.secret, 1));
    expectError(
      await codeStep(await passwordStep(user.user), await codeAt(user.secret)),
      401,
      TWO_FACTOR_MESSAGES.invalidCode,
    );
  });

  it('a recovery code signs in once, in any case, with or without its hyphen', async () => {
    const user = await userWithTwoFactor();
    const [first, second] = user.recoveryCodes as [string, string];
    const token = await signedInWithCode(await passwordStep(user.user), first.replace('-', '').toUpperCase());
    expect((await me(token)).statusCode).toBe(200);
    const used = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.codeHash, sha256(first.replace('-', ''))));
    expect(used[0]?.usedAt).not.toBeNull();
    expect((await status(bearer(token))).recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

    for (const again of [first, first.toUpperCase(), first.replace('-', '')]) {
      expectError(await codeStep(await passwordStep(user.user), again), 401, TWO_FACTOR_MESSAGES.invalidCode);
    }
    await signedInWithCode(await passwordStep(user.user), ` ${second.toUpperCase()} `);
    // Another user's recovery code is nothing to this one.
    const other = await userWithTwoFactor();
    expectError(
      await codeStep(await passwordStep(user.user), other.recoveryCodes[0] as string),
      401,
      TWO_FACTOR_MESSAGES.invalidCode,
    );
  });

  it('wrong codes count toward the login throttle: locked after the limit (429), password included; audited', async () => {
    const user = await userWithTwoFactor();
    const challenge = await passwordStep(user.user);
    const mark = await lastAuditId();
    for (let i = 0; i < THROTTLE.lockAfterPerEmail; i++) {
      expectError(
        await codeStep(challenge, i % 2 ? '000000' : 'rossz-kod12'),
        401,
        TWO_FACTOR_MESSAGES.invalidCode,
      );
    }
    // The right code is refused now too, as is the password.
    const locked = await codeStep(challenge, await freshCode(user.secret));
    expectError(locked, 429, SERVER_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expectError(await t.login(user.user.email, user.user.password), 429, SERVER_MESSAGES.tooManyAttempts);

    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual([
      ...Array(THROTTLE.lockAfterPerEmail).fill('login_failed'),
      'throttle_lock',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        userId: user.user.id,
        userEmail: user.user.email,
        entity: 'session',
        entityId: null,
        changes: null,
      });
    }
    expectNothingSecret(entries, [challenge, user.secret, user.user.password, ...user.recoveryCodes]);
  });

  it('a successful code clears the e-mail count; the password alone does not', async () => {
    const user = await userWithTwoFactor();
    for (let round = 0; round < 2; round++) {
      const challenge = await passwordStep(user.user);
      for (let i = 0; i < THROTTLE.lockAfterPerEmail - 1; i++) {
        expectError(await codeStep(challenge, '000000'), 401, TWO_FACTOR_MESSAGES.invalidCode);
      }
      // A new password step does not reset the count: this would be the lock.
      if (round === 1) {
        await passwordStep(user.user);
        expectError(await codeStep(challenge, '000000'), 401, TWO_FACTOR_MESSAGES.invalidCode);
        expectError(
          await codeStep(challenge, await freshCode(user.secret)),
          429,
          SERVER_MESSAGES.tooManyAttempts,
        );
      } else {
        await signedInWithCode(challenge, await freshCode(user.secret));
      }
    }
  });
});

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
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
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

    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
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
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: administrator.user.id,
      userEmail: administrator.user.email,
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
