import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, users, userTwoFactor } from '../../db/schema/index.ts';

export interface TwoFactorRow {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

/** A user's second factor (enabled: `secret` is set; being set up: `pendingSecret`), or undefined. */
export async function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await db
    .select({
      secret: userTwoFactor.secret,
      pendingSecret: userTwoFactor.pendingSecret,
      enabledAt: userTwoFactor.enabledAt,
      lastUsedStep: userTwoFactor.lastUsedStep,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  return row;
}

/** The user a second-factor call is about (any state), with what the calls need of them. */
export async function findUserOfTwoFactor(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Stores a secret being set up (replacing an earlier one not confirmed); an enabled secret stays. */
export async function savePendingSecret(db: Db, userId: number, pendingSecret: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret } });
}

/**
 * Turns the pending secret on as `secret` (sealed again), with the step of the code that confirmed
 * it as used. Only when the stored pending secret is still `pendingSecret` and none is enabled (a
 * concurrent call wins once).
 */
export async function enablePendingSecret(
  db: Db,
  userId: number,
  pendingSecret: string,
  secret: string,
  usedStep: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ secret, pendingSecret: null, enabledAt: now, lastUsedStep: usedStep })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        eq(userTwoFactor.pendingSecret, pendingSecret),
        isNull(userTwoFactor.secret),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/**
 * Marks a TOTP time step as used, only when it is later than the last one used: false when the
 * code (or an earlier one) was used already, also by a concurrent request.
 */
export async function useTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

export type StoredSecretColumn = 'secret' | 'pendingSecret';

export interface StoredSecrets {
  userId: number;
  secret: string | null;
  pendingSecret: string | null;
}

/**
 * Every stored TOTP secret (enabled or pending), by user; with `lock`, the rows are locked until the
 * caller's transaction ends (a rotation's re-sealing). One row per user with a second factor.
 */
export async function listStoredSecrets(db: Db, lock = false): Promise<StoredSecrets[]> {
  const query = db
    .select({
      userId: userTwoFactor.userId,
      secret: userTwoFactor.secret,
      pendingSecret: userTwoFactor.pendingSecret,
    })
    .from(userTwoFactor)
    .orderBy(userTwoFactor.userId);
  return lock ? query.for('update') : query;
}

/** Replaces a stored secret with `to`, only while it is still `from`: false when it changed meanwhile. */
export async function replaceStoredSecret(
  db: Db,
  userId: number,
  column: StoredSecretColumn,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ [column]: to })
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor[column], from)))
    .returning({ userId: userTwoFactor.userId });
  return rows.length === 1;
}

/** Removes a user's second factor (enabled or pending). Answers whether one was enabled. */
export async function deleteTwoFactor(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .returning({ secret: userTwoFactor.secret });
  return rows.some((r) => r.secret !== null);
}

export async function insertRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
  if (codeHashes.length === 0) return;
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks an unused recovery code of the user as used; false when there is none such (or it was used). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}
