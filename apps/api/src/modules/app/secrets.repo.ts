import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';

/**
 * A server-made key that every instance and every restart shares: the first caller stores a
 * random one, later callers (on any instance, even at the same moment) read the stored one.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const value = await findSecret(db, name);
  if (value === undefined) throw new Error(`A(z) ${name} kulcs nem olvasható vissza.`);
  return value;
}

/** A kept secret's value, or undefined when none is kept under `name`. */
export async function findSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .limit(1);
  return row?.value;
}

/**
 * A kept secret's value read with a row lock, in the caller's transaction: 'share' keeps it from
 * being replaced until the transaction ends (and waits for a replacement under way), 'update' is
 * the replacer's own lock. Undefined when none is kept under `name`.
 */
export async function lockSecret(
  db: Db,
  name: string,
  mode: 'share' | 'update',
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .limit(1)
    .for(mode);
  return row?.value;
}

/** Keeps `value` under `name`, replacing what was kept. */
export async function saveSecret(db: Db, name: string, value: string): Promise<void> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoUpdate({
    target: appSecrets.name,
    set: { value },
  });
}
