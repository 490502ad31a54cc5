import { TWO_FACTOR_MESSAGES } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  isSealed,
  openSecret,
  SealedSecretError,
  type SecretsKey,
  sealedKeyId,
  sealSecret,
} from '../../lib/sealed-secrets.ts';
import { inTransaction } from '../../lib/transaction.ts';
import type { SecretsKeys } from '../app/secrets-key.service.ts';
import { listStoredSecrets, replaceStoredSecret, type StoredSecretColumn } from './two-factor.repo.ts';

/**
 * The TOTP secrets of user_two_factor are stored sealed (lib/sealed-secrets.ts) with the server's
 * key (modules/app/secrets-key.service.ts), each bound to its user. Every read and write of one goes
 * through TotpSecrets; the start-up upgrade seals the plain ones stored before, and a rotation
 * (npm run secrets:rotate) seals every one again with a new key.
 */

/** Where the failures of opening a secret are logged (the server's logger). */
export interface SecretsLog {
  error(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

/** What a sealed secret is bound to: its user (a value copied to another user's row does not open). */
const contextOf = (userId: number) => `user_two_factor:${userId}`;

const COLUMNS: StoredSecretColumn[] = ['secret', 'pendingSecret'];

export class TotpSecrets {
  constructor(
    readonly keys: SecretsKeys,
    private readonly log: SecretsLog,
  ) {}

  /** `plain` sealed for user `userId`'s row, in the caller's transaction `tx`. */
  async seal(tx: Db, userId: number, plain: string): Promise<string> {
    return sealSecret(plain, await this.keys.sealingKey(tx), contextOf(userId));
  }

  /**
   * The plain secret of a stored one (a plain one stored before sealing, by an older instance, is
   * taken as it is). One this server cannot open is a misconfiguration, not the user's mistake: it
   * is logged with what to do, and the call is refused with 503 (nothing counted, nothing used up).
   */
  async open(db: Db, userId: number, stored: string): Promise<string> {
    if (!isSealed(stored)) return stored;
    const keyId = sealedKeyId(stored);
    const key = keyId === undefined ? undefined : await this.keys.openingKey(db, keyId);
    try {
      return openSecret(stored, () => key, contextOf(userId));
    } catch (err) {
      if (!(err instanceof SealedSecretError)) throw err;
      this.log.error(
        {
          userId,
          failure: err.failure,
          sealedWithKey: err.keyId,
          serverKey: this.keys.currentId,
          keySource: this.keys.source,
        },
        err.failure === 'unknownKey'
          ? `a second-factor secret is sealed with key ${err.keyId}, which this server does not have (its key ${this.keys.currentId} comes from ${this.keys.source === 'environment' ? 'SECRETS_KEY' : 'app_secrets'}): set SECRETS_KEY on every instance to the key that sealed it (README, "Moving the secrets key to the environment")`
          : `a second-factor secret does not open (${err.failure}): it was changed in the database; reset the user's second factor (DELETE /api/users/${userId}/two-factor)`,
      );
      throw new AppError('UNAVAILABLE', TWO_FACTOR_MESSAGES.secretUnreadable);
    }
  }
}

export interface StartupSealReport {
  /** Plain secrets sealed now. */
  sealed: number;
  /** Sealed secrets that name a key this server does not have, by key id. */
  unreadable: Record<string, number>;
}

/**
 * The start-up upgrade: seals every secret still stored plain (written before secrets were sealed)
 * and counts those sealed with a key this server lacks. Idempotent and safe with instances starting
 * together: a value is replaced only while it is still the plain one read.
 */
export async function sealStoredTotpSecrets(db: Db, keys: SecretsKeys): Promise<StartupSealReport> {
  const report: StartupSealReport = { sealed: 0, unreadable: {} };
  const rows = await listStoredSecrets(db);
  for (const row of rows) {
    for (const column of COLUMNS) {
      const stored = row[column];
      if (stored === null) continue;
      if (isSealed(stored)) {
        const keyId = sealedKeyId(stored) ?? '?';
        if (keyId === '?' || !(await keys.openingKey(db, keyId))) {
          report.unreadable[keyId] = (report.unreadable[keyId] ?? 0) + 1;
        }
        continue;
      }
      const sealed = await inTransaction(db, async (tx) => {
        const value = sealSecret(stored, await keys.sealingKey(tx), contextOf(row.userId));
        return replaceStoredSecret(tx, row.userId, column, stored, value);
      });
      if (sealed) report.sealed++;
    }
  }
  return report;
}

/** What the start-up upgrade did, in the server's log: an error when secrets name a key it lacks. */
export function logStartupSealing(log: SecretsLog, keys: SecretsKeys, report: StartupSealReport): void {
  if (report.sealed > 0)
    log.info({ sealed: report.sealed, key: keys.currentId }, 'second-factor secrets sealed');
  if (Object.keys(report.unreadable).length > 0) {
    log.error(
      { sealedWithKeys: report.unreadable, serverKey: keys.currentId, keySource: keys.source },
      'stored second-factor secrets are sealed with keys this server does not have: their users cannot sign in with a code until SECRETS_KEY is the key that sealed them (README, "Moving the secrets key to the environment")',
    );
  }
}

/** A rotation cannot open some stored secrets with the keys it was given: nothing was changed. */
export class UnreadableSecretsError extends Error {
  constructor(readonly values: Array<{ userId: number; keyId: string | undefined }>) {
    super(`${values.length} stored second-factor secret(s) do not open with the keys given.`);
    this.name = 'UnreadableSecretsError';
  }
}

/**
 * A rotation's re-sealing, in its transaction `tx` (the rows locked until it ends): every stored
 * secret opened with the key it names among `keyFor`'s (the old keys and the new one) or taken as
 * it is when plain, and sealed with `next`. Those sealed with `next` already are left alone, so a
 * rotation run again finishes what one left. Throws UnreadableSecretsError, before anything is
 * written, when a secret opens with none of the keys.
 */
export async function resealTotpSecrets(
  tx: Db,
  keyFor: (id: string) => SecretsKey | undefined,
  next: SecretsKey,
): Promise<{ resealed: number; alreadyNew: number }> {
  const rows = await listStoredSecrets(tx, true);
  const writes: Array<{ userId: number; column: StoredSecretColumn; from: string; to: string }> = [];
  const unreadable: UnreadableSecretsError['values'] = [];
  let alreadyNew = 0;
  for (const row of rows) {
    for (const column of COLUMNS) {
      const stored = row[column];
      if (stored === null) continue;
      if (sealedKeyId(stored) === next.id) {
        alreadyNew++;
        continue;
      }
      try {
        const plain = isSealed(stored) ? openSecret(stored, keyFor, contextOf(row.userId)) : stored;
        writes.push({
          userId: row.userId,
          column,
          from: stored,
          to: sealSecret(plain, next, contextOf(row.userId)),
        });
      } catch (err) {
        if (!(err instanceof SealedSecretError)) throw err;
        unreadable.push({ userId: row.userId, keyId: err.keyId });
      }
    }
  }
  if (unreadable.length > 0) throw new UnreadableSecretsError(unreadable);
  for (const w of writes) await replaceStoredSecret(tx, w.userId, w.column, w.from, w.to);
  return { resealed: writes.length, alreadyNew };
}
