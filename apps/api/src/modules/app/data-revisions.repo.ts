import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataRevisions } from '../../db/schema/index.ts';

/** The current write counter of a table (bumped by its statement trigger). */
export async function readRevision(db: Db, name: string): Promise<number> {
  const rows = await db
    .select({ revision: dataRevisions.revision })
    .from(dataRevisions)
    .where(eq(dataRevisions.name, name))
    .limit(1);
  return rows[0]?.revision ?? 0;
}
