/**
 * The TOTP secrets at rest: sealed in user_two_factor (SQL reads no secret), plain ones of before
 * sealed by the start-up upgrade (also by two instances at once), and a secret sealed with a key the
 * server lacks refused cleanly (503, logged, nothing counted; a recovery code still works).
 */
import { randomBytes } from 'node:crypto';
import { TWO_FACTOR_MESSAGES, twoFactorSetupReplySchema } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sealSecret, secretsKeyOf } from '../../lib/sealed-secrets.ts';
import { openSecondConnection, replyBody } from '../../test/harness.ts';
import { SecretsKeys } from '../app/secrets-key.service.ts';
import { sealStoredTotpSecrets } from './two-factor-secrets.service.ts';
import { expectError, keptKey, openStored, storedSecrets, useTwoFactorApp } from './two-factor-support.ts';

const { t, freshCode, post, passwordStep, codeStep, signedInWithCode, me, userWithTwoFactor } =
  useTwoFactorApp();

/** The bytes a Base32 secret stands for (RFC 4648, no padding). */
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** Neither the secret (any case) nor its bytes (raw, hex, base64) are in `stored`. */
function expectNoSecretIn(stored: string, secret: string) {
  const bytes = base32Bytes(secret);
  expect(bytes).toHaveLength(20);
  for (const form of [
    secret,
    secret.toLowerCase(),
    bytes.toString('hex'),
    bytes.toString('base64').slice(0, 24),
  ]) {
    expect(stored.toLowerCase()).not.toContain(form.toLowerCase());
  }
  expect(Buffer.from(stored, 'latin1').includes(bytes)).toBe(false);
  const payload = Buffer.from(stored.split(':')[2] ?? '', 'base64');
  expect(payload.includes(bytes)).toBe(false);
  expect(payload.includes(Buffer.from(secret))).toBe(false);
}

const setSecret = (userId: number, column: 'secret' | 'pending_secret', value: string) =>
  t.db.execute(
    sql`update user_two_factor set ${sql.identifier(column)} = ${value} where user_id = ${userId}`,
  );

describe('the secrets at rest', () => {
  it('keeps no secret readable in user_two_factor once the second factor is on', async () => {
    const user = await userWithTwoFactor();
    const key = await keptKey(t);
    const row = await storedSecrets(t.db, user.user.id);
    expect(row?.pending_secret).toBeNull();
    expect(row?.secret).toMatch(new RegExp(`^v1:${key.id}:[A-Za-z0-9+/]+=*$`));
    expectNoSecretIn(row?.secret ?? '', user.secret);
    const table = await t.db.execute(sql`select * from user_two_factor`);
    expect(JSON.stringify(table)).not.toContain(user.secret);

    // Sealed for this user: copied to another user's row, it opens for nobody.
    const other = await userWithTwoFactor();
    await setSecret(other.user.id, 'secret', row?.secret ?? '');
    const challenge = await passwordStep(other.user);
    expectError(
      await codeStep(challenge, await freshCode(user.secret)),
      503,
      TWO_FACTOR_MESSAGES.secretUnreadable,
    );
    expect(t.logs.some((l) => l.includes('a second-factor secret does not open (damaged)'))).toBe(true);

    // And the user still signs in with a code of their own.
    expect(
      (await me(await signedInWithCode(await passwordStep(user.user), await freshCode(user.secret))))
        .statusCode,
    ).toBe(200);
  });

  it('seals at start the plain secrets stored before, once, also with two instances at once', async () => {
    const enabled = await userWithTwoFactor();
    const pending = await t.signIn();
    const setup = await post('/api/user/two-factor/setup', {}, pending.headers);
    const pendingSecret = replyBody(setup, twoFactorSetupReplySchema).data.secret;
    // As an older version stored them.
    await setSecret(enabled.user.id, 'secret', enabled.secret);
    await setSecret(pending.user.id, 'pending_secret', pendingSecret);
    expect((await storedSecrets(t.db, enabled.user.id))?.secret).toBe(enabled.secret);

    const second = openSecondConnection(t);
    try {
      const [one, two] = await Promise.all([
        SecretsKeys.load(t.db, undefined).then((keys) => sealStoredTotpSecrets(t.db, keys)),
        SecretsKeys.load(second.db, undefined).then((keys) => sealStoredTotpSecrets(second.db, keys)),
      ]);
      expect(one.sealed + two.sealed).toBe(2);
      expect({ ...one.unreadable, ...two.unreadable }).toEqual({});
    } finally {
      await second.close();
    }
    const key = await keptKey(t);
    const sealed = (await storedSecrets(t.db, enabled.user.id))?.secret ?? '';
    expect(sealed.startsWith(`v1:${key.id}:`)).toBe(true);
    expectNoSecretIn(sealed, enabled.secret);
    expect(await openStored(t, enabled.user.id, sealed)).toBe(enabled.secret);
    const sealedPending = (await storedSecrets(t.db, pending.user.id))?.pending_secret ?? '';
    expectNoSecretIn(sealedPending, pendingSecret);

    // A second start finds nothing to do and leaves the sealed values as they are.
    const keys = await SecretsKeys.load(t.db, undefined);
    expect(await sealStoredTotpSecrets(t.db, keys)).toEqual({ sealed: 0, unreadable: {} });
    expect((await storedSecrets(t.db, enabled.user.id))?.secret).toBe(sealed);

    // Both still work: a code signs in, and a code of the pending secret turns it on.
    const token = await signedInWithCode(await passwordStep(enabled.user), await freshCode(enabled.secret));
    expect((await me(token)).statusCode).toBe(200);
    const enable = await post(
      '/api/user/two-factor/enable',
      { code: await freshCode(pendingSecret) },
      pending.headers,
    );
    expect(enable.statusCode, enable.body).toBe(200);
  });
});

describe('a secret sealed with a key the server lacks', () => {
  it('is a 503 with a clear log line, counts as no failure, and leaves recovery codes working', async () => {
    const user = await userWithTwoFactor();
    const stranger = secretsKeyOf(randomBytes(32));
    await setSecret(
      user.user.id,
      'secret',
      sealSecret(user.secret, stranger, `user_two_factor:${user.user.id}`),
    );
    const challenge = await passwordStep(user.user);
    const address = t.nextAddress();
    // More tries than the throttle allows failures: none counts, none is a 500.
    for (let i = 0; i < 6; i++) {
      expectError(
        await codeStep(challenge, await freshCode(user.secret), address),
        503,
        TWO_FACTOR_MESSAGES.secretUnreadable,
      );
    }
    const line = t.logs.find((l) => l.includes(`sealed with key ${stranger.id}`));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      level: 50,
      userId: user.user.id,
      failure: 'unknownKey',
      sealedWithKey: stranger.id,
      serverKey: (await keptKey(t)).id,
      keySource: 'database',
    });
    expect(line).toContain('SECRETS_KEY');
    expect(line).not.toContain(user.secret);

    // The start-up upgrade reports it (and leaves it alone).
    const report = await sealStoredTotpSecrets(t.db, await SecretsKeys.load(t.db, undefined));
    expect(report).toEqual({ sealed: 0, unreadable: { [stranger.id]: 1 } });

    // The challenge was not used up: a recovery code completes it.
    const token = await signedInWithCode(challenge, user.recoveryCodes[0] as string);
    expect((await me(token)).statusCode).toBe(200);
    // Turning it off: a code cannot be checked, the password can.
    expectError(
      await post(
        '/api/user/two-factor/disable',
        { code: await freshCode(user.secret) },
        { authorization: `Bearer ${token}` },
      ),
      503,
      TWO_FACTOR_MESSAGES.secretUnreadable,
    );
    const off = await post(
      '/api/user/two-factor/disable',
      { password: user.user.password },
      { authorization: `Bearer ${token}` },
    );
    expect(off.statusCode, off.body).toBe(200);
  });

  it('is a 503 for a pending secret too', async () => {
    const user = await t.signIn();
    const setup = await post('/api/user/two-factor/setup', {}, user.headers);
    const { secret } = replyBody(setup, twoFactorSetupReplySchema).data;
    const stranger = secretsKeyOf(randomBytes(32));
    await setSecret(
      user.user.id,
      'pending_secret',
      sealSecret(secret, stranger, `user_two_factor:${user.user.id}`),
    );
    expectError(
      await post('/api/user/two-factor/enable', { code: await freshCode(secret) }, user.headers),
      503,
      TWO_FACTOR_MESSAGES.secretUnreadable,
    );
    // A new set-up replaces it.
    const again = replyBody(
      await post('/api/user/two-factor/setup', {}, user.headers),
      twoFactorSetupReplySchema,
    ).data;
    const enable = await post(
      '/api/user/two-factor/enable',
      { code: await freshCode(again.secret) },
      user.headers,
    );
    expect(enable.statusCode, enable.body).toBe(200);
  });
});
