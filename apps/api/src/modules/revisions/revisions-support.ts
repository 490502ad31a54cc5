/**
 * What the revision test files (revisions and revisions-restore .test.ts) share: a TestApp with an
 * editor, a developer and a reader, the revision calls, and articles with a history of saves.
 */
import type { Post, RevisionAction, RevisionListItem } from '@newsroom/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { postRevisions, posts } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { buildPost, useTestApp } from '../../test/harness.ts';
import { recordRevision } from './revisions.service.ts';

export interface ListBody {
  status: 'ok';
  data: RevisionListItem[];
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
}

/** A test file's TestApp (built in beforeAll, closed in afterAll), its users and revision calls. */
export function useRevisionsTestApp() {
  const { t, editor, developer, reader } = useTestApp({
    /** Writes articles (is_admin). */
    editor: { first_name: 'Erzsébet', last_name: 'Szerkesztő', is_admin: true },
    /** Another writer (is_developer). */
    developer: { first_name: 'Dénes', last_name: 'Fejlesztő', is_developer: true },
    /** Reads only (no role flags). */
    reader: { first_name: 'Olga', last_name: 'Olvasó' },
  });

  const list = (id: number | string, query = '', headers = reader.headers) =>
    t.app.inject({ method: 'GET', url: `/api/posts/${id}/revisions${query}`, headers });

  const getOne = (id: number | string, revisionId: number | string, headers = reader.headers) =>
    t.app.inject({ method: 'GET', url: `/api/posts/${id}/revisions/${revisionId}`, headers });

  const restore = (
    id: number | string,
    revisionId: number | string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = editor.headers,
    app: FastifyInstance = t.app,
  ) =>
    app.inject({ method: 'POST', url: `/api/posts/${id}/revisions/${revisionId}/restore`, headers, payload });

  const loadPost = async (id: number): Promise<Post> =>
    (await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: reader.headers })).json<{
      data: Post;
    }>().data;

  /** A save as the article's module makes it: the write and its revision in one transaction. */
  async function save(
    postId: number,
    userId: number,
    action: RevisionAction,
    changes: Partial<typeof posts.$inferInsert>,
  ): Promise<number> {
    return inTransaction(t.db, async (tx) => {
      await tx
        .update(posts)
        .set({ ...changes, lastUpdate: sql`greatest(now(), ${posts.lastUpdate} + interval '1 millisecond')` })
        .where(eq(posts.id, postId));
      return recordRevision(tx, postId, userId, action);
    });
  }

  /** A draft with a 'create' revision and `updates` more, titled 'v0', 'v1', …; answers the revision ids in order. */
  async function articleWithHistory(updates = 2, overrides: Parameters<typeof buildPost>[1] = {}) {
    const post = await buildPost(t.db, { menu_type: 'draft', title: 'v0', ...overrides });
    const ids = [await inTransaction(t.db, (tx) => recordRevision(tx, post.id, editor.user.id, 'create'))];
    for (let i = 1; i <= updates; i++) {
      ids.push(
        await save(post.id, developer.user.id, 'update', { title: `v${i}`, content: `<p>Szöveg ${i}.</p>` }),
      );
    }
    return { post, revisionIds: ids };
  }

  async function revisionCount(postId: number): Promise<number> {
    const [row] = await t.db
      .select({ n: count() })
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId));
    return row?.n ?? 0;
  }

  return {
    t,
    editor,
    developer,
    reader,
    list,
    getOne,
    restore,
    loadPost,
    save,
    articleWithHistory,
    revisionCount,
  };
}
