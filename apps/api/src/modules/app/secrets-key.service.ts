import type { Db } from '../../db/client.ts';
import { parseSecretsKey, type SecretsKey, secretsKeyOf } from '../../lib/sealed-secrets.ts';
import { findSecret, getOrCreateSecret, lockSecret, saveSecret } from './secrets.repo.ts';

/**
 * The key that seals secrets kept in the database (lib/sealed-secrets.ts; the second factor's TOTP
 * secrets): SECRETS_KEY, or, unset, a random key the first start keeps in app_secrets under
 * `secrets_key` (insert-if-absent, so instances started together on one PostgreSQL agree).
 */

/** Where the key is kept in app_secrets when SECRETS_KEY is unset. */
export const SECRETS_KEY_NAME = 'secrets_key';

export type SecretsKeySource = 'environment' | 'database';

function keptKey(value: string | undefined): SecretsKey {
  const key = value === undefined ? undefined : parseSecretsKey(value);
  if (!key) {
    throw new Error(
      `A titkosító kulcs (app_secrets: ${SECRETS_KEY_NAME}) hiányzik vagy hibás; állítsa be a SECRETS_KEY változót a korábbi kulcsra.`,
    );
  }
  return secretsKeyOf(key);
}

/**
 * This server's key. With SECRETS_KEY it is fixed. Kept in the database it is read again where a
 * rotation (npm run secrets:rotate, which replaces it in one transaction) could have changed it:
 * before sealing, under a share lock of its row, so a seal and a rotation never cross; and when
 * a value names another key (one rotated in meanwhile).
 */
export class SecretsKeys {
  private constructor(
    private current: SecretsKey,
    readonly source: SecretsKeySource,
  ) {}

  /** The key of SECRETS_KEY (`environmentKey`), else the kept one, made now if there is none. */
  static async load(db: Db, environmentKey: Buffer | undefined): Promise<SecretsKeys> {
    if (environmentKey) return new SecretsKeys(secretsKeyOf(environmentKey), 'environment');
    return new SecretsKeys(keptKey(await getOrCreateSecret(db, SECRETS_KEY_NAME)), 'database');
  }

  /** The id of the key this server seals with, as last read. */
  get currentId(): string {
    return this.current.id;
  }

  /**
   * The key to seal with. Kept in the database, it is read in the caller's transaction `tx` under
   * a share lock that holds off a rotation until `tx` ends (or waits for one under way).
   */
  async sealingKey(tx: Db): Promise<SecretsKey> {
    if (this.source === 'database') this.current = keptKey(await lockSecret(tx, SECRETS_KEY_NAME, 'share'));
    return this.current;
  }

  /** The key of id `id` when this server has it (kept in the database: read again first); else undefined. */
  async openingKey(db: Db, id: string): Promise<SecretsKey | undefined> {
    if (id === this.current.id) return this.current;
    if (this.source === 'database') this.current = keptKey(await findSecret(db, SECRETS_KEY_NAME));
    return this.current.id === id ? this.current : undefined;
  }
}

/**
 * For a rotation, in its transaction: the key kept in the database (undefined when none is), its
 * row locked so that no server seals with it until the transaction ends.
 */
export async function lockKeptSecretsKey(tx: Db): Promise<SecretsKey | undefined> {
  const value = await lockSecret(tx, SECRETS_KEY_NAME, 'update');
  return value === undefined ? undefined : keptKey(value);
}

/** The key kept in the database as stored (the form SECRETS_KEY takes), with its id; undefined when none is. */
export async function findKeptSecretsKey(db: Db): Promise<{ text: string; id: string } | undefined> {
  const text = await findSecret(db, SECRETS_KEY_NAME);
  return text === undefined ? undefined : { text, id: keptKey(text).id };
}

/** Keeps `key` in the database as the key (a rotation's new one), in the caller's transaction. */
export async function keepSecretsKey(tx: Db, key: Buffer): Promise<void> {
  await saveSecret(tx, SECRETS_KEY_NAME, key.toString('base64url'));
}
