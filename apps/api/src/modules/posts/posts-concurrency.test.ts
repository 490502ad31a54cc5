/**
 * Saves that happen at the same moment, and saves that fail half-way: every save of a clashing
 * title succeeds with a shortname of its own (on one instance or two), and an error reply means
 * nothing was written, because the reply is read back inside the write's transaction.
 */
import type { Post } from '@newsroom/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import {
  createSiblingServer,
  imageDataUrl,
  postEditBody,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';

const { t, editor } = useTestApp({ editor: { is_admin: true } });

const add = (app: FastifyInstance, body: object) =>
  app.inject({ method: 'POST', url: '/api/posts/add', headers: editor.headers, payload: body });

const put = (app: FastifyInstance, id: number, body: object) =>
  app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers: editor.headers, payload: body });

/** The stored covers (keys under posts/covers). */
async function listCovers(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of t.app.storage.list('posts/covers/')) keys.push(entry.key);
  return keys;
}

async function countPosts(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(posts);
  return row?.n ?? 0;
}

describe('saves of one title at the same moment', () => {
  it('twenty concurrent creates all succeed, each with a shortname of its own', async () => {
    const title = `Egyszerre érkezett hír ${Date.now()}`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => add(t.app, validPostInput({ title, menu_type: 'post' }))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const saved = replies.map((r) => r.json<{ data: Post }>().data);
    const shortnames = new Set(saved.map((p) => p.shortname));
    expect(shortnames.size).toBe(20);
    // One has the title's own shortname; the others add a suffix to it.
    const base = [...shortnames].sort((x, y) => x.length - y.length)[0] ?? '';
    expect(base).toMatch(/^egyszerre-erkezett-hir-\d+$/);
    for (const p of saved) {
      expect(p.shortname.startsWith(base)).toBe(true);
      expect(p.post_url).toBe(`/hirek/${p.shortname}/`);
    }
  });

  it('two drafts renamed to the same title at once both save, five times over', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = await Promise.all(
        [0, 1].map(async (n) => {
          const res = await add(t.app, validPostInput({ title: `Vázlat ${round}-${n}-${Date.now()}` }));
          return res.json<{ data: Post }>().data;
        }),
      );
      if (!first || !second) throw new Error('drafts not created');
      const title = `Közös új cím ${round} ${Date.now()}`;
      const replies = await Promise.all([
        put(t.app, first.id, postEditBody(first, { title })),
        put(t.app, second.id, postEditBody(second, { title })),
      ]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
      const names = replies.map((r) => r.json<{ data: Post }>().data.shortname);
      expect(new Set(names).size).toBe(2);
    }
  });

  it('ten creates split between two instances all succeed with distinct shortnames', async () => {
    const other = await createSiblingServer(t);
    try {
      const title = `Két példányon egyszerre ${Date.now()}`;
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => add(i % 2 === 0 ? t.app : other, validPostInput({ title }))),
      );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const names = new Set(replies.map((r) => r.json<{ data: Post }>().data.shortname));
      expect(names.size).toBe(10);
    } finally {
      await other.close();
    }
  });
});

describe('two saves of one article with new covers at the same moment', () => {
  it("one wins, the other gets 409, and only the winner's cover stays in the uploads", async () => {
    const created = (await add(t.app, validPostInput({ title: 'Borítócsere' }))).json<{ data: Post }>().data;
    const coversBefore = await listCovers();
    const replies = await Promise.all(
      [80, 90].map(async (width) =>
        put(
          t.app,
          created.id,
          postEditBody(created, {
            thumbnail: '',
            image: { data: await imageDataUrl({ width, height: 60 }) },
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.statusCode === 200)?.json<{ data: Post }>().data;
    const added = (await listCovers()).filter((key) => !coversBefore.includes(key));
    expect(added).toEqual([winner?.thumbnail.replace('/uploads/', '')]);
  });
});

describe('a save that fails after its write', () => {
  /**
   * The read-back of the reply joins post_visit_totals, which the write itself never touches:
   * with that table renamed away, the write succeeds and the read-back fails, as when the
   * database goes away between the two. The reply is an error, and nothing may have been written.
   */
  async function withReadBackBroken(run: () => Promise<void>): Promise<void> {
    await t.db.execute(sql`alter table post_visit_totals rename to post_visit_totals_away`);
    try {
      await run();
    } finally {
      await t.db.execute(sql`alter table post_visit_totals_away rename to post_visit_totals`);
    }
  }

  it('a create answered with an error leaves no article behind', async () => {
    const before = await countPosts();
    await withReadBackBroken(async () => {
      const res = await add(t.app, validPostInput({ title: 'Félbeszakadt mentés' }));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    });
    expect(await countPosts()).toBe(before);
  });

  it('an update answered with an error leaves the article as it was', async () => {
    const created = (await add(t.app, validPostInput({ title: 'Eredeti cím' }))).json<{ data: Post }>().data;
    await withReadBackBroken(async () => {
      const res = await put(t.app, created.id, postEditBody(created, { title: 'Soha el nem mentett cím' }));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    });
    const [row] = await t.db
      .select({ title: posts.title, lastUpdate: posts.lastUpdate })
      .from(posts)
      .where(eq(posts.id, created.id));
    expect(row?.title).toBe('Eredeti cím');
    expect(row?.lastUpdate.toISOString()).toBe(new Date(created.last_update).toISOString());
  });
});
