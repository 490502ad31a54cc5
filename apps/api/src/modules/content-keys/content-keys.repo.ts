import type { ContentKey } from '@newsroom/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentKeys } from '../../db/schema/index.ts';
import { CONTENT_CHANNEL } from '../../lib/content-changes.ts';

const columns = {
  id: contentKeys.id,
  name: contentKeys.name,
  prefix: contentKeys.keyPrefix,
  createdAt: contentKeys.createdAt,
  lastUsedAt: contentKeys.lastUsedAt,
  revokedAt: contentKeys.revokedAt,
};

type Row = {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

function toKey(r: Row): ContentKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    created_at: r.createdAt.toISOString(),
    last_used_at: r.lastUsedAt?.toISOString() ?? null,
    revoked_at: r.revokedAt?.toISOString() ?? null,
  };
}

export async function insertContentKey(
  db: Db,
  values: { name: string; keyHash: string; keyPrefix: string; createdBy: number | null },
): Promise<ContentKey> {
  const [row] = await db.insert(contentKeys).values(values).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return toKey(row);
}

/** Every key, the usable ones first, newest first. */
export async function findContentKeys(db: Db): Promise<ContentKey[]> {
  const rows = await db
    .select(columns)
    .from(contentKeys)
    .orderBy(sql`${contentKeys.revokedAt} is not null`, desc(contentKeys.createdAt), desc(contentKeys.id));
  return rows.map(toKey);
}

/** Revokes a usable key and tells every instance (the key caches drop it when the transaction commits). */
export async function revokeContentKeyRow(db: Db, id: number): Promise<ContentKey | undefined> {
  const [row] = await db
    .update(contentKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(contentKeys.id, id), isNull(contentKeys.revokedAt)))
    .returning(columns);
  if (row) await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, 'content-keys')`);
  return row && toKey(row);
}

export async function findContentKeyById(db: Db, id: number): Promise<ContentKey | undefined> {
  const [row] = await db.select(columns).from(contentKeys).where(eq(contentKeys.id, id)).limit(1);
  return row && toKey(row);
}

/** The id of the usable key with this hash. */
export async function findUsableKeyId(db: Db, keyHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contentKeys.id })
    .from(contentKeys)
    .where(and(eq(contentKeys.keyHash, keyHash), isNull(contentKeys.revokedAt)))
    .limit(1);
  return row?.id;
}

export async function touchContentKey(db: Db, id: number, at: Date): Promise<void> {
  await db.update(contentKeys).set({ lastUsedAt: at }).where(eq(contentKeys.id, id));
}
