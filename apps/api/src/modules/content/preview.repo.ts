import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { previewSnapshots } from '../../db/schema/index.ts';

/** What a preview snapshot keeps of the editor's form (the published article's unsaved text). */
export interface SnapshotData {
  title?: string;
  shortContent?: string;
  content?: string;
  keywords?: string;
  thumbnailSource?: string;
}

export async function insertSnapshot(
  db: Db,
  values: { id: string; postId: number; data: SnapshotData; createdBy: number; expiresAt: Date },
): Promise<void> {
  await db.insert(previewSnapshots).values(values);
}

/** The snapshot of this article, while it has not expired. */
export async function findSnapshot(
  db: Db,
  id: string,
  postId: number,
  now: Date,
): Promise<SnapshotData | undefined> {
  const [row] = await db
    .select({ data: previewSnapshots.data })
    .from(previewSnapshots)
    .where(
      and(
        eq(previewSnapshots.id, id),
        eq(previewSnapshots.postId, postId),
        gt(previewSnapshots.expiresAt, now),
      ),
    )
    .limit(1);
  return row?.data as SnapshotData | undefined;
}

/** Drops the snapshots whose tokens have expired. */
export async function deleteExpiredSnapshots(db: Db, now: Date): Promise<void> {
  await db.delete(previewSnapshots).where(lt(previewSnapshots.expiresAt, now));
}
