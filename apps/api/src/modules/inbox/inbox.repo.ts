import { INBOX_TEXT, type InboxEntry, type InboxKind, toFlag } from '@newsroom/shared';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { inboxEntries, posts, roles, users } from '../../db/schema/index.ts';
import { fullNameOf, fullNameSql, usersByName } from '../users/users.repo.ts';

export interface NewInboxEntry {
  kind: InboxKind;
  postId: number;
  fromUserId: number;
  body: string;
}

/** One entry for each recipient (none: nothing written). */
export async function insertEntries(
  db: Db,
  entry: NewInboxEntry,
  recipients: readonly number[],
): Promise<void> {
  if (recipients.length === 0) return;
  await db.insert(inboxEntries).values(recipients.map((userId) => ({ ...entry, userId })));
}

/** Active users whose role reviews articles, but `except` (the one who submitted). */
export async function findReviewerIds(db: Db, except: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), ne(users.id, except), sql`'articles.review' = any(${roles.rights})`))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** The names of active users, last name first, in the order of `ids`. */
export async function findNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: fullNameSql })
    .from(users)
    .where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? '').filter(Boolean);
}

const sender = alias(users, 'sender');

/** A user's newest entries, unread and read. */
export async function findEntries(db: Db, userId: number, limit: number): Promise<InboxEntry[]> {
  const rows = await db
    .select({
      id: inboxEntries.id,
      kind: inboxEntries.kind,
      postId: inboxEntries.postId,
      postTitle: posts.title,
      fromUserId: inboxEntries.fromUserId,
      fromName: sql<string>`coalesce(${fullNameOf(sender)}, '')`,
      body: inboxEntries.body,
      createdAt: inboxEntries.createdAt,
      readAt: inboxEntries.readAt,
    })
    .from(inboxEntries)
    .innerJoin(posts, eq(posts.id, inboxEntries.postId))
    .leftJoin(sender, eq(sender.id, inboxEntries.fromUserId))
    .where(eq(inboxEntries.userId, userId))
    .orderBy(desc(inboxEntries.createdAt), desc(inboxEntries.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    post_id: r.postId,
    post_title: r.postTitle,
    from_user_id: r.fromUserId,
    from_name: r.fromName,
    text: INBOX_TEXT[r.kind](r.fromName, r.postTitle, r.body),
    created_at: r.createdAt.toISOString(),
    read: toFlag(r.readAt !== null),
  }));
}

/** A user's unread entries, of `kinds` when given. */
export async function countUnread(db: Db, userId: number, kinds?: readonly InboxKind[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxEntries)
    .where(
      and(
        eq(inboxEntries.userId, userId),
        isNull(inboxEntries.readAt),
        kinds ? inArray(inboxEntries.kind, [...kinds]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Marks one of the user's entries read (again: no change); false when the user has no such entry. */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(inboxEntries)
    .set({ readAt: sql`coalesce(${inboxEntries.readAt}, now())` })
    .where(and(eq(inboxEntries.id, id), eq(inboxEntries.userId, userId)))
    .returning({ id: inboxEntries.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<void> {
  await db
    .update(inboxEntries)
    .set({ readAt: sql`now()` })
    .where(and(eq(inboxEntries.userId, userId), isNull(inboxEntries.readAt)));
}

/** Active users whose role writes every article: who may be an article's responsible editor. */
export async function findEditors(db: Db): Promise<Array<{ id: number; name: string }>> {
  return db
    .select({ id: users.id, name: fullNameSql })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), sql`'articles.write_all' = any(${roles.rights})`))
    .orderBy(...usersByName);
}
