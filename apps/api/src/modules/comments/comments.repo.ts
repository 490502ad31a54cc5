import { type Comment, type CommentPerson, toFlag } from '@newsroom/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { postComments, roles, users } from '../../db/schema/index.ts';
import { fullNameOf, usersByName } from '../users/users.repo.ts';

const author = alias(users, 'comment_author');
const resolver = alias(users, 'comment_resolver');

/** The columns of a comment, with the names of its author and of who resolved it. */
const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  userId: postComments.userId,
  userName: fullNameOf(author),
  body: postComments.body,
  mentions: postComments.mentions,
  createdAt: postComments.createdAt,
  resolvedAt: postComments.resolvedAt,
  resolvedByName: sql<
    string | null
  >`case when ${resolver.id} is null then null else ${fullNameOf(resolver)} end`,
};

interface CommentRow {
  id: number;
  postId: number;
  userId: number;
  userName: string;
  body: string;
  mentions: number[];
  createdAt: Date;
  resolvedAt: Date | null;
  resolvedByName: string | null;
}

/** The wire shape, with the mentioned colleagues' names from `names`. */
function toComment(row: CommentRow, names: ReadonlyMap<number, string>): Comment {
  return {
    id: row.id,
    post_id: row.postId,
    user_id: row.userId,
    user_name: row.userName,
    body: row.body,
    mentions: row.mentions.map((id) => ({ id, name: names.get(id) ?? '' })),
    resolved: toFlag(row.resolvedAt !== null),
    resolved_by_name: row.resolvedAt === null ? null : row.resolvedByName,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function namesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: fullNameOf(users) })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function selectComments(db: Db) {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(author, eq(author.id, postComments.userId))
    .leftJoin(resolver, eq(resolver.id, postComments.resolvedBy));
}

async function withNames(db: Db, rows: CommentRow[]): Promise<Comment[]> {
  const names = await namesOf(
    db,
    rows.flatMap((r) => r.mentions),
  );
  return rows.map((r) => toComment(r, names));
}

/** An article's comments, oldest first. */
export async function findComments(db: Db, postId: number): Promise<Comment[]> {
  const rows = await selectComments(db)
    .where(eq(postComments.postId, postId))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  return withNames(db, rows);
}

export async function findComment(db: Db, postId: number, id: number): Promise<Comment | undefined> {
  const rows = await selectComments(db).where(and(eq(postComments.postId, postId), eq(postComments.id, id)));
  return (await withNames(db, rows))[0];
}

export async function insertComment(
  db: Db,
  values: { postId: number; userId: number; body: string; mentions: number[] },
): Promise<number> {
  const [row] = await db.insert(postComments).values(values).returning({ id: postComments.id });
  if (!row) throw new Error('insert into post_comments returned no row');
  return row.id;
}

/** Sets or clears the resolved mark (setting it again keeps the first who and when). */
export async function setResolved(db: Db, postId: number, id: number, by: number | null): Promise<boolean> {
  const rows = await db
    .update(postComments)
    .set(
      by === null
        ? { resolvedAt: null, resolvedBy: null }
        : {
            resolvedAt: sql`coalesce(${postComments.resolvedAt}, now())`,
            resolvedBy: sql`coalesce(${postComments.resolvedBy}, ${by})`,
          },
    )
    .where(and(eq(postComments.postId, postId), eq(postComments.id, id)))
    .returning({ id: postComments.id });
  return rows.length > 0;
}

/**
 * The colleagues who may open an article, so may be mentioned in its comments: active users whose
 * role writes all articles, and its author while their role writes their own. By name.
 */
export async function findMentionable(db: Db, authorId: number): Promise<CommentPerson[]> {
  const writesAll = sql`'articles.write_all' = any(${roles.rights})`;
  const writesOwn = sql`'articles.write_own' = any(${roles.rights})`;
  return db
    .select({ id: users.id, name: fullNameOf(users) })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), or(writesAll, and(eq(users.id, authorId), writesOwn))))
    .orderBy(...usersByName);
}
