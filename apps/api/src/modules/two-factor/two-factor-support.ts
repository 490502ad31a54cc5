/**
 * What the two-factor test files (two-factor-*.test.ts) share: a TestApp with an administrator and
 * small throttle limits, a clock held in the middle of a 30-second step, the calls of both sign-in
 * steps, the raw rows of the audit trail, and the stored (sealed) secrets as SQL reads them.
 */
import { createHash } from 'node:crypto';
import {
  loginChallengeReplySchema,
  loginTwoFactorReplySchema,
  recoveryCodesReplySchema,
  SERVER_MESSAGES,
  twoFactorSetupReplySchema,
  twoFactorStatusReplySchema,
} from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { openSecret, parseSecretsKey, secretsKeyOf } from '../../lib/sealed-secrets.ts';
import {
  bearer,
  errorBody,
  replyBody,
  type SignedIn,
  type TestApp,
  type TestUser,
  type UserOverrides,
  useAuditTrail,
  useTestApp,
} from '../../test/harness.ts';

/** Small limits, so the throttle tests stay short: locked at the 4th failure of an e-mail at one address. */
export const THROTTLE = { lockAfterPerPair: 4, lockAfterPerAddress: 100 };

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface WithTwoFactor extends SignedIn {
  secret: string;
  recoveryCodes: string[];
}

export function expectError(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorBody(res).message).toBe(message);
}

/** A user's row of user_two_factor as plain SQL reads it (no schema, no server code in between). */
export async function storedSecrets(
  db: Db,
  userId: number,
): Promise<{ secret: string | null; pending_secret: string | null } | undefined> {
  const result = await db.execute(
    sql`select secret, pending_secret from user_two_factor where user_id = ${userId}`,
  );
  return (result as unknown as { rows: Array<{ secret: string | null; pending_secret: string | null }> })
    .rows[0];
}

/** The key kept in app_secrets (the tests set no SECRETS_KEY), as the server reads it. */
export async function keptKey(t: TestApp) {
  const result = await t.db.execute(sql`select value from app_secrets where name = 'secrets_key'`);
  const [row] = (result as unknown as { rows: Array<{ value: string }> }).rows;
  const key = row ? parseSecretsKey(row.value) : undefined;
  if (!key) throw new Error('no secrets key is kept');
  return secretsKeyOf(key);
}

/** A stored secret of user `userId` opened with the kept key, as the server opens it. */
export async function openStored(t: TestApp, userId: number, stored: string): Promise<string> {
  const key = await keptKey(t);
  return openSecret(stored, (id) => (id === key.id ? key : undefined), `user_two_factor:${userId}`);
}

/** The set-up of a two-factor test file: its TestApp, its clock, and the calls bound to them. */
export function useTwoFactorApp() {
  const { t, administrator } = useTestApp(
    { administrator: { first_name: 'Ádám', last_name: 'Admin', is_administrator: true } },
    { loginThrottle: THROTTLE },
  );

  // -------------------------------------------------------------------------------------------
  // The clock: Date is held in the middle of a 30-second step, and moves on one step whenever a
  // test needs a new code, so no test depends on where in a step the machine's clock happens to be.

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

  // -------------------------------------------------------------------------------------------
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
    options: { remember?: boolean; setup?: boolean; address?: string } = {},
  ): Promise<string> {
    const res = await t.login(user.email, user.password, {
      remember: options.remember,
      address: options.address,
    });
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

  async function signedInWithCode(challenge: string, code: string, address?: string): Promise<string> {
    const res = await codeStep(challenge, code, address);
    expect(res.statusCode, res.body).toBe(200);
    const body = replyBody(res, loginTwoFactorReplySchema);
    expect(body.message).toBe(SERVER_MESSAGES.loggedIn);
    return body.access_token;
  }

  async function status(headers: Record<string, string>) {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/two-factor', headers });
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, twoFactorStatusReplySchema).data;
  }

  async function me(token: string) {
    return t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
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

  return {
    t,
    administrator,
    nextStep,
    codeAt,
    freshCode,
    post,
    passwordStep,
    codeStep,
    signedInWithCode,
    status,
    me,
    userWithTwoFactor,
    ...useAuditTrail(t),
  };
}
