// npm run secrets:rotate, npm run secrets:show-key: the key that seals the second factor's secrets
// in the database (lib/sealed-secrets.ts; README, "Moving the secrets key to the environment").
//
// secrets:rotate seals every stored secret again with a new key, in one transaction. The old key is
// SECRETS_KEY, or the one kept in the database (app_secrets) when that is unset; the new one is
// NEW_SECRETS_KEY or, with the key kept in the database, a random one. A key kept in the database
// is replaced by the new one in the same transaction, and running instances read it from there;
// with SECRETS_KEY, every instance is then restarted with SECRETS_KEY set to the new key.
//
// secrets:show-key prints the key kept in the database (the value SECRETS_KEY takes) on standard
// output, and what it is on standard error: `SECRETS_KEY=$(npm run -s secrets:show-key)`.
//
// Both use DATABASE_URL, else the embedded database under DATA_DIR (stop the server first: its
// folder is locked). Exit codes: 0 done, 1 failed, 2 refused (nothing changed).
import { loadConfig } from '../config.ts';
import { type Db, openDatabase, pendingMigrations } from '../db/client.ts';
import { newSecretsKeyText, parseSecretsKey, type SecretsKey, secretsKeyOf } from '../lib/sealed-secrets.ts';
import { inTransaction } from '../lib/transaction.ts';
import {
  findKeptSecretsKey,
  keepSecretsKey,
  lockKeptSecretsKey,
} from '../modules/app/secrets-key.service.ts';
import {
  resealTotpSecrets,
  UnreadableSecretsError,
} from '../modules/two-factor/two-factor-secrets.service.ts';
import { runWhenInvoked } from './demo-arguments.ts';

/** A rotation that cannot be done as asked; nothing was changed. */
export class RotationRefused extends Error {
  override name = 'RotationRefused';
}

export interface RotationResult {
  /** The id of the key the secrets were sealed with, and the new one's. */
  from: string;
  to: string;
  /** Where the new key is: kept in the database, or only in NEW_SECRETS_KEY (for SECRETS_KEY). */
  keptIn: 'database' | 'environment';
  resealed: number;
  alreadyNew: number;
}

/**
 * Seals every stored secret again with the new key, in one transaction: `currentKey` is SECRETS_KEY
 * (undefined: the key kept in the database), `newKey` NEW_SECRETS_KEY (undefined: a random one,
 * only when the key is kept in the database). While it runs, a value opens with the old key or the
 * new one (and with the key kept in the database, which SECRETS_KEY may have replaced); after it,
 * every value carries the new key's id.
 */
export async function rotateSecretsKey(
  db: Db,
  options: { currentKey?: Buffer; newKey?: Buffer },
): Promise<RotationResult> {
  return inTransaction(db, async (tx) => {
    // Locked first: an instance sealing meanwhile waits, then seals with the new key.
    const kept = await lockKeptSecretsKey(tx);
    const inDatabase = options.currentKey === undefined;
    const old = inDatabase ? kept : secretsKeyOf(options.currentKey as Buffer);
    if (!old) {
      throw new RotationRefused(
        'No secrets key is kept in the database and SECRETS_KEY is not set: start the server once first.',
      );
    }
    if (!inDatabase && !options.newKey) {
      throw new RotationRefused(
        'SECRETS_KEY is set, so the new key must be given as NEW_SECRETS_KEY (32 bytes, e.g. `openssl rand -base64 32`).',
      );
    }
    const newKey = options.newKey ?? (parseSecretsKey(newSecretsKeyText()) as Buffer);
    const next = secretsKeyOf(newKey);
    if (next.id === old.id) throw new RotationRefused('NEW_SECRETS_KEY is the key in use: give another one.');
    const known = new Map<string, SecretsKey>();
    for (const key of [old, kept, next]) if (key) known.set(key.id, key);
    const counts = await resealTotpSecrets(tx, (id) => known.get(id), next);
    if (inDatabase) await keepSecretsKey(tx, newKey);
    return { from: old.id, to: next.id, keptIn: inDatabase ? 'database' : 'environment', ...counts };
  });
}

/** What the operator reads after a rotation: what was done, and what to do next. */
export function rotationReport(result: RotationResult): string[] {
  const lines = [
    `Re-sealed ${result.resealed} second-factor secret(s) with the new key ${result.to} (was ${result.from})${
      result.alreadyNew > 0 ? `; ${result.alreadyNew} carried it already` : ''
    }.`,
  ];
  if (result.keptIn === 'database') {
    lines.push(
      'The new key is kept in the database (app_secrets, secrets_key), and running instances read it from there: nothing else to do.',
      'The old key opens nothing any more.',
    );
  } else {
    lines.push(
      'Next: set SECRETS_KEY to the value of NEW_SECRETS_KEY on every instance and restart them now.',
      'Until an instance restarts, it cannot check second-factor codes (it answers 503; recovery codes still work).',
      'If an instance set up a second factor meanwhile, run this command again with the same SECRETS_KEY and NEW_SECRETS_KEY.',
    );
  }
  return lines;
}

/** `npm run secrets:show-key`: the kept key on `out`, the explanation on `note`; the exit code. */
export async function showKeptKey(
  db: Db,
  currentKey: Buffer | undefined,
  out: (line: string) => void,
  note: (line: string) => void,
): Promise<number> {
  const kept = await findKeptSecretsKey(db);
  const inEnvironment = currentKey === undefined ? undefined : secretsKeyOf(currentKey).id;
  if (!kept) {
    note(
      inEnvironment
        ? `No secrets key is kept in the database; SECRETS_KEY (key ${inEnvironment}) seals the secrets.`
        : 'No secrets key is kept in the database yet: the first start of the server makes one.',
    );
    return 1;
  }
  out(kept.text);
  note(`The key above (id ${kept.id}) is kept in the database (app_secrets, secrets_key).`);
  if (inEnvironment === undefined) {
    note('To move it to the environment, set SECRETS_KEY to it on every instance and restart them.');
  } else if (inEnvironment === kept.id) {
    note(
      'SECRETS_KEY is the same key: the kept copy may be deleted (README, "Moving the secrets key to the environment").',
    );
  } else {
    note(
      `SECRETS_KEY is another key (${inEnvironment}): the servers seal with SECRETS_KEY, not with this one.`,
    );
  }
  return 0;
}

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'rotate' && command !== 'show') {
    console.error('Usage: secrets-key.ts rotate | show (npm run secrets:rotate, npm run secrets:show-key)');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const newKeyText = process.env.NEW_SECRETS_KEY?.trim() || undefined;
  const newKey = newKeyText === undefined ? undefined : parseSecretsKey(newKeyText);
  if (command === 'rotate' && newKeyText !== undefined && !newKey) {
    console.error(
      'NEW_SECRETS_KEY is not a key: 32 bytes as 64 hexadecimal digits or as base64 (e.g. `openssl rand -base64 32`).',
    );
    process.exitCode = 2;
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if ((await pendingMigrations(database.db)) > 0) {
      console.error('The database is not migrated to this build: start the new server once first.');
      process.exitCode = 2;
      return;
    }
    if (command === 'show') {
      process.exitCode = await showKeptKey(database.db, config.secretsKey, console.log, console.error);
      return;
    }
    const result = await rotateSecretsKey(database.db, { currentKey: config.secretsKey, newKey });
    for (const line of rotationReport(result)) console.log(line);
  } catch (err) {
    if (!(err instanceof RotationRefused || err instanceof UnreadableSecretsError)) throw err;
    console.error(`Nothing was changed. ${err.message}`);
    if (err instanceof UnreadableSecretsError) {
      for (const v of err.values)
        console.error(`  user ${v.userId}: sealed with key ${v.keyId ?? '(damaged)'}`);
      console.error(
        "Run with SECRETS_KEY set to the key that sealed them, or reset those users' second factor (DELETE /api/users/{id}/two-factor).",
      );
    }
    process.exitCode = 2;
  } finally {
    await database.close();
  }
}

runWhenInvoked(import.meta.url, main);
