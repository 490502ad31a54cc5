import {
  LOGIN_CHALLENGE_SECONDS,
  loginTwoFactorReplySchema,
  RECOVERY_CODE_COUNT,
  REMEMBER_ME_DAYS,
  SERVER_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginChallenges, recoveryCodes, sessions } from '../../db/schema/index.ts';
import { bearer, errorBody, expectNothingSecret, replyBody, writtenBy } from '../../test/harness.ts';
import { expectError, sha256, THROTTLE, useTwoFactorApp } from './two-factor-support.ts';

const {
  t,
  nextStep,
  codeAt,
  freshCode,
  passwordStep,
  codeStep,
  signedInWithCode,
  status,
  me,
  userWithTwoFactor,
  lastAuditId,
  auditSince,
  oneEntrySince,
} = useTwoFactorApp();

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
    const entries = await oneEntrySince(mark, {
      ...writtenBy(user.user),
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

  it('wrong codes count toward the login throttle: locked at that address after the limit (429), password included; audited', async () => {
    const user = await userWithTwoFactor();
    const attacker = t.nextAddress();
    const challenge = await passwordStep(user.user, { address: attacker });
    const mark = await lastAuditId();
    for (let i = 0; i < THROTTLE.lockAfterPerPair; i++) {
      expectError(
        await codeStep(challenge, i % 2 ? '000000' : 'rossz-kod12', attacker),
        401,
        TWO_FACTOR_MESSAGES.invalidCode,
      );
    }
    // The right code is refused there now too, as is the password.
    const locked = await codeStep(challenge, await freshCode(user.secret), attacker);
    expectError(locked, 429, SERVER_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expectError(
      await t.login(user.user.email, user.user.password, { address: attacker }),
      429,
      SERVER_MESSAGES.tooManyAttempts,
    );

    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual([
      ...Array(THROTTLE.lockAfterPerPair).fill('login_failed'),
      'throttle_lock',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        ...writtenBy(user.user),
        entity: 'session',
        entityId: null,
        changes: null,
      });
    }
    expectNothingSecret(entries, [challenge, user.secret, user.user.password, ...user.recoveryCodes]);

    // The owner, at another address, signs in with the password and a code meanwhile.
    const owner = t.nextAddress();
    const ownChallenge = await passwordStep(user.user, { address: owner });
    await signedInWithCode(ownChallenge, await freshCode(user.secret), owner);
  });

  it("a successful code clears that address's count; the password alone does not", async () => {
    const user = await userWithTwoFactor();
    const address = t.nextAddress();
    for (let round = 0; round < 2; round++) {
      const challenge = await passwordStep(user.user, { address });
      for (let i = 0; i < THROTTLE.lockAfterPerPair - 1; i++) {
        expectError(await codeStep(challenge, '000000', address), 401, TWO_FACTOR_MESSAGES.invalidCode);
      }
      // A new password step does not reset the count: this would be the lock.
      if (round === 1) {
        await passwordStep(user.user, { address });
        expectError(await codeStep(challenge, '000000', address), 401, TWO_FACTOR_MESSAGES.invalidCode);
        expectError(
          await codeStep(challenge, await freshCode(user.secret), address),
          429,
          SERVER_MESSAGES.tooManyAttempts,
        );
      } else {
        await signedInWithCode(challenge, await freshCode(user.secret), address);
      }
    }
  });
});
