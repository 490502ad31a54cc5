import { CORRECTION_KIND_LABELS, type Correction, type CorrectionKind } from '@newsroom/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postCorrections, postRevisions, users } from '../../db/schema/index.ts';
import { fullNameSql } from '../users/users.repo.ts';

/** An article's corrections, oldest first, with who recorded each. */
export async function findCorrections(db: Db, postId: number): Promise<Correction[]> {
  const rows = await db
    .select({
      id: postCorrections.id,
      postId: postCorrections.postId,
      kind: postCorrections.kind,
      text: postCorrections.text,
      userId: postCorrections.userId,
      userName: sql<string>`coalesce(${fullNameSql}, '')`,
      revisionId: postCorrections.revisionId,
      createdAt: postCorrections.createdAt,
    })
    .from(postCorrections)
    .leftJoin(users, eq(users.id, postCorrections.userId))
    .where(eq(postCorrections.postId, postId))
    .orderBy(asc(postCorrections.createdAt), asc(postCorrections.id));
  return rows.map((r) => {
    const kind = r.kind as CorrectionKind;
    return {
      id: r.id,
      post_id: r.postId,
      kind,
      kind_label: CORRECTION_KIND_LABELS[kind] ?? r.kind,
      text: r.text,
      user_id: r.userId,
      user_name: r.userName,
      revision_id: r.revisionId,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** The article's newest revision: the text a correction recorded now refers to. */
export async function findLatestRevisionId(db: Db, postId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertCorrection(
  db: Db,
  values: { postId: number; kind: CorrectionKind; text: string; userId: number; revisionId: number | null },
): Promise<number> {
  const [row] = await db.insert(postCorrections).values(values).returning({ id: postCorrections.id });
  if (!row) throw new Error('insert into post_corrections returned no row');
  return row.id;
}
