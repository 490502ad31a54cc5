/**
 * npm run secrets:rotate (scripts/secrets-key.ts): every stored secret sealed again with a new key
 * in one transaction, codes still verify (also on an instance started with the old key), nothing
 * carries the old key after it; the key moved to SECRETS_KEY; refusals that change nothing.
 */
import { randomBytes } from 'node:crypto';
import { loginTwoFactorReplySchema, TWO_FACTOR_MESSAGES, twoFactorSetupReplySchema } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  newSecretsKeyText,
  openSecret,
  parseSecretsKey,
  sealSecret,
  secretsKeyOf,
} from '../../lib/sealed-secrets.ts';
import { RotationRefused, rotateSecretsKey, rotationReport, showKeptKey } from '../../scripts/secrets-key.ts';
import { createSiblingServer, openSecondConnection, replyBody } from '../../test/harness.ts';
import { UnreadableSecretsError } from './two-factor-secrets.service.ts';
import { expectError, keptKey, storedSecrets, useTwoFactorApp } from './two-factor-support.ts';

const { t, freshCode, post, passwordStep, signedInWithCode, me, userWithTwoFactor } = useTwoFactorApp();

/** Every stored secret, as SQL reads it. */
async function allStored(): Promise<string[]> {
  const result = await t.db.execute(sql`select secret, pending_secret from user_two_factor`);
  const rows = (
    result as unknown as { rows: Array<{ secret: string | null; pending_secret: string | null }> }
  ).rows;
  return rows.flatMap((r) => [r.secret, r.pending_secret]).filter((v): v is string => v !== null);
}

async function expectSignsIn(user: Awaited<ReturnType<typeof userWithTwoFactor>>) {
  const token = await signedInWithCode(await passwordStep(user.user), await freshCode(user.secret));
  expect((await me(token)).statusCode).toBe(200);
}

describe('rotating the key kept in the database', () => {
  it('seals every secret with the new key and keeps it; the running server reads it there', async () => {
    const users = [await userWithTwoFactor(), await userWithTwoFactor()];
    const pending = await t.signIn();
    const setup = await post('/api/user/two-factor/setup', {}, pending.headers);
    const pendingSecret = replyBody(setup, twoFactorSetupReplySchema).data.secret;
    // One written before secrets were sealed (an older instance): sealed too.
    await t.db.execute(
      sql`update user_two_factor set secret = ${users[1]?.secret} where user_id = ${users[1]?.user.id}`,
    );
    const old = await keptKey(t);

    const result = await rotateSecretsKey(t.db, {});
    const stored = await allStored();
    expect(result).toEqual({
      from: old.id,
      to: result.to,
      keptIn: 'database',
      resealed: stored.length,
      alreadyNew: 0,
    });
    const next = await keptKey(t);
    expect(next.id).toBe(result.to);
    expect(next.id).not.toBe(old.id);
    for (const value of stored) {
      expect(value.startsWith(`v1:${next.id}:`), value).toBe(true);
      expect(() => openSecret(value, (id) => (id === old.id ? old : undefined), 'any')).toThrow();
    }
    expect(rotationReport(result).join('\n')).toContain('nothing else to do');

    // The server was built with the old key: it finds the new one, for codes and for set-ups.
    for (const user of users) await expectSignsIn(user);
    const enable = await post(
      '/api/user/two-factor/enable',
      { code: await freshCode(pendingSecret) },
      pending.headers,
    );
    expect(enable.statusCode, enable.body).toBe(200);
    const fresh = await userWithTwoFactor();
    expect((await storedSecrets(t.db, fresh.user.id))?.secret?.startsWith(`v1:${next.id}:`)).toBe(true);
    // So does another instance started now.
    const sibling = await createSiblingServer(t);
    try {
      const res = await sibling.inject({
        method: 'POST',
        url: '/api/login/two-factor',
        payload: { challenge: await passwordStep(fresh.user), code: await freshCode(fresh.secret) },
      });
      expect(res.statusCode, res.body).toBe(200);
      replyBody(res, loginTwoFactorReplySchema);
    } finally {
      await sibling.close();
    }

    // A second rotation moves on again.
    const again = await rotateSecretsKey(t.db, {});
    expect(again).toMatchObject({ from: next.id, alreadyNew: 0 });
    expect((await allStored()).every((v) => v.startsWith(`v1:${again.to}:`))).toBe(true);
    await expectSignsIn(fresh);
  });

  it('leaves no set-up sealed with the old key: one started during a rotation waits for it', async () => {
    const users = await Promise.all([t.signIn(), t.signIn(), t.signIn()]);
    const second = openSecondConnection(t);
    try {
      const [result, ...setups] = await Promise.all([
        rotateSecretsKey(second.db, {}),
        ...users.map((u) => post('/api/user/two-factor/setup', {}, u.headers)),
      ]);
      for (const setup of setups) expect(setup.statusCode, setup.body).toBe(200);
      expect((await allStored()).every((v) => v.startsWith(`v1:${result.to}:`))).toBe(true);
    } finally {
      await second.close();
    }
    const url = t.database.pool?.options.connectionString;
    // PGlite has one connection: nothing runs beside a rotation.
    if (!url) return;
    // A rotation that has taken the key (its first step) and not committed yet.
    const rotation = new pg.Client({ connectionString: url });
    await rotation.connect();
    const user = await t.signIn();
    try {
      await rotation.query('begin');
      const old = await rotation.query<{ value: string }>(
        "select value from app_secrets where name = 'secrets_key' for update",
      );
      const setup = post('/api/user/two-factor/setup', {}, user.headers);
      await new Promise((r) => setTimeout(r, 300));
      const next = newSecretsKeyText();
      await rotation.query("update app_secrets set value = $1 where name = 'secrets_key'", [next]);
      await rotation.query('commit');
      expect((await setup).statusCode).toBe(200);
      const pending = (await storedSecrets(t.db, user.user.id))?.pending_secret ?? '';
      expect(pending.startsWith(`v1:${secretsKeyOf(parseSecretsKey(next) as Buffer).id}:`)).toBe(true);
      // Undone (this stand-in re-sealed nothing): the key back, and this user's row gone.
      await rotation.query("update app_secrets set value = $1 where name = 'secrets_key'", [
        old.rows[0]?.value,
      ]);
      await rotation.query('delete from user_two_factor where user_id = $1', [user.user.id]);
    } finally {
      await rotation.end();
    }
  });

  it('refuses, changing nothing, when a secret opens with none of its keys', async () => {
    const user = await userWithTwoFactor();
    const stranger = secretsKeyOf(randomBytes(32));
    const strange = sealSecret(user.secret, stranger, `user_two_factor:${user.user.id}`);
    await t.db.execute(sql`update user_two_factor set secret = ${strange} where user_id = ${user.user.id}`);
    const before = await allStored();
    const kept = await keptKey(t);

    const refused = await rotateSecretsKey(t.db, {}).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(UnreadableSecretsError);
    expect((refused as UnreadableSecretsError).values).toEqual([
      { userId: user.user.id, keyId: stranger.id },
    ]);
    expect(await allStored()).toEqual(before);
    expect((await keptKey(t)).id).toBe(kept.id);

    // The way out: reset that user's second factor, then rotate.
    const admin = await t.signIn({ is_administrator: true });
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.user.id}/two-factor`,
      headers: admin.headers,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await rotateSecretsKey(t.db, {})).from).toBe(kept.id);
  });
});

describe('the key in SECRETS_KEY', () => {
  it('moves from the database to the environment, and rotates with NEW_SECRETS_KEY', async () => {
    const user = await userWithTwoFactor();
    const lines: string[] = [];
    const notes: string[] = [];
    expect(
      await showKeptKey(
        t.db,
        undefined,
        (l) => lines.push(l),
        (l) => notes.push(l),
      ),
    ).toBe(0);
    const kept = await keptKey(t);
    expect(lines).toEqual([kept.key.toString('base64url')]);
    expect(notes.join('\n')).toContain(`id ${kept.id}`);

    // Every instance started with SECRETS_KEY set to the kept key reads what was sealed before.
    const moved = { SECRETS_KEY: lines[0] as string };
    const first = await createSiblingServer(t, { env: moved });
    const codeOn = async (app: typeof first, code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login/two-factor',
        payload: { challenge: await passwordStep(user.user), code },
      });
    try {
      expect((await codeOn(first, await freshCode(user.secret))).statusCode).toBe(200);

      // With SECRETS_KEY, the new key is given: without one, nothing happens.
      await expect(rotateSecretsKey(t.db, { currentKey: kept.key })).rejects.toBeInstanceOf(RotationRefused);
      await expect(rotateSecretsKey(t.db, { currentKey: kept.key, newKey: kept.key })).rejects.toThrow(
        'NEW_SECRETS_KEY is the key in use',
      );
      const newKey = randomBytes(32);
      const result = await rotateSecretsKey(t.db, { currentKey: kept.key, newKey });
      expect(result).toMatchObject({ from: kept.id, to: secretsKeyOf(newKey).id, keptIn: 'environment' });
      expect(rotationReport(result).join('\n')).toContain('set SECRETS_KEY to the value of NEW_SECRETS_KEY');
      // The kept key stays as it was; every value carries the new one.
      expect((await keptKey(t)).id).toBe(kept.id);
      const stored = (await storedSecrets(t.db, user.user.id))?.secret ?? '';
      expect(stored.startsWith(`v1:${result.to}:`)).toBe(true);

      // An instance still on the old key refuses codes cleanly until restarted; recovery codes work.
      expectError(
        await codeOn(first, await freshCode(user.secret)),
        503,
        TWO_FACTOR_MESSAGES.secretUnreadable,
      );
      expect((await codeOn(first, user.recoveryCodes[0] as string)).statusCode).toBe(200);
      // Restarted with the new key (as hexadecimal this time), it signs in with a code.
      const restarted = await createSiblingServer(t, { env: { SECRETS_KEY: newKey.toString('hex') } });
      try {
        expect((await codeOn(restarted, await freshCode(user.secret))).statusCode).toBe(200);
      } finally {
        await restarted.close();
      }
      const envNotes: string[] = [];
      await showKeptKey(
        t.db,
        newKey,
        () => {},
        (l) => envNotes.push(l),
      );
      expect(envNotes.join('\n')).toContain(`SECRETS_KEY is another key (${result.to})`);
    } finally {
      await first.close();
    }
  });

  it('is refused at start when it is not a 32-byte key', async () => {
    for (const bad of ['titok', randomBytes(16).toString('hex'), randomBytes(31).toString('base64')]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(
        /^Hibás környezeti beállítás: SECRETS_KEY: nem 32 bájtos kulcs/,
      );
    }
    expect(loadConfig({ SECRETS_KEY: randomBytes(32).toString('base64') }).secretsKey).toHaveLength(32);
  });
});
