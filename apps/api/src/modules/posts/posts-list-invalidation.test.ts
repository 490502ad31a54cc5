/**
 * The article list's cache across instances (posts-list.service.ts): two servers on one database,
 * a write through one and the next read on either shows it; the tags the posts triggers notify on
 * newsroom_lists; and one computation of a key however many ask for it at once.
 */
import { type ListReply, type Post, type PostListItem, postListReplySchema } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_CHANNEL } from '../../lib/content-changes.ts';
import {
  buildMenu,
  buildPost,
  createSiblingServer,
  postEditBody,
  replyBody,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';
import { type ListChange, parseListChanges, ROWS_PREFIX } from './list-changes.ts';

/** Calls of the list's two reads, and a gate the count waits at (the single-flight test). */
const spy = vi.hoisted(() => ({
  lists: 0,
  counts: 0,
  pages: 0,
  gate: undefined as { until: number; open: () => void; opened: Promise<void> } | undefined,
}));

vi.mock('./posts-list.repo.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./posts-list.repo.ts')>();
  return {
    ...actual,
    countPosts: async (...args: Parameters<typeof actual.countPosts>) => {
      spy.counts += 1;
      await spy.gate?.opened;
      return actual.countPosts(...args);
    },
    findPostPage: (...args: Parameters<typeof actual.findPostPage>) => {
      spy.pages += 1;
      return actual.findPostPage(...args);
    },
  };
});

vi.mock('./posts-list.service.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./posts-list.service.ts')>();
  return {
    ...actual,
    // Runs synchronously up to the cache's getOrCompute: once the gate's last request has entered,
    // every one of them has asked the cache.
    listPosts: (...args: Parameters<typeof actual.listPosts>) => {
      spy.lists += 1;
      const answer = actual.listPosts(...args);
      if (spy.gate && spy.lists >= spy.gate.until) spy.gate.open();
      return answer;
    },
  };
});

const { t, reader, editor } = useTestApp({
  reader: { first_name: 'Olga', last_name: 'Olvasó' },
  editor: { first_name: 'Edit', last_name: 'Szerkesztő', is_admin: true },
});

/** B: a second instance on the same database; truth: one without a list cache, reading every time. */
let b: FastifyInstance;
let truth: FastifyInstance;
beforeAll(async () => {
  b = await createSiblingServer(t);
  truth = await createSiblingServer(t, { env: { LIST_CACHE: '0' } });
});
afterAll(async () => {
  await b?.close();
  await truth?.close();
});

async function read(app: FastifyInstance, query: string): Promise<ListReply<PostListItem>> {
  const res = await app.inject({ method: 'GET', url: `/api/admin-posts?${query}`, headers: reader.headers });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return replyBody(res, postListReplySchema);
}

async function write(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: editor.headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return method === 'DELETE' ? undefined : res.json<{ data: Post }>().data;
}

const save = (app: FastifyInstance, post: Post, changes: Record<string, unknown>) =>
  write(app, 'PUT', `/api/posts/${post.id}`, postEditBody(post, changes)) as Promise<Post>;

/**
 * A check of a list right after a write through A: on A at once (the write's reply waited until A
 * had heard it), on B as soon as B has heard it on its own connection. That is usually before A's
 * reply, but nothing waits for it (a write's reply waits for its own instance alone), so B is read
 * again until it has.
 */
async function onBoth(query: string, check: (list: ListReply<PostListItem>) => void) {
  check(await read(t.app, query));
  await vi.waitFor(async () => check(await read(b, query)), { timeout: 2_000, interval: 20 });
}

/** Every list, on A and on B right after a write, equals what the database says now. */
async function expectFresh(step: string, queries: string[]) {
  for (const query of queries) {
    const now = await read(truth, query);
    await onBoth(query, (list) => expect(list, `${step}: ${query}`).toEqual(now));
  }
}

/**
 * Waits until an instance has heard every change committed so far (also those written straight to
 * the database): a write's reply waits for that (PostListCache.settle), and a bulk call on an
 * article that does not exist is a write that changes nothing.
 */
async function settled(app: FastifyInstance) {
  const items = [{ id: 999_999_999, last_update: '2026-01-01T00:00:00.000Z' }];
  await write(app, 'POST', '/api/posts/bulk', { action: 'delete', items });
}

/**
 * Both instances keep every list. A list computed while a notification arrived is not kept (the
 * other instance's barrier may still be on its way), so they read the lists until a whole pass
 * counts and reads nothing: a few passes once both have heard every write.
 */
async function warm(queries: string[]) {
  for (const app of [t.app, b]) await settled(app);
  for (let pass = 1; ; pass++) {
    const before = { counts: spy.counts, pages: spy.pages };
    for (const query of queries) for (const app of [b, t.app]) await read(app, query);
    if (spy.counts === before.counts && spy.pages === before.pages) return;
    expect(pass, 'passes before every list is kept').toBeLessThan(4);
  }
}

describe('two instances on one database', () => {
  it('a write through A shows in the next read on A, and on B once B has heard it: pages and totals', async () => {
    const [menuA, menuB] = [await buildMenu(t.db), await buildMenu(t.db)];
    for (let i = 0; i < 6; i++) {
      await buildPost(t.db, { menu_id: i % 2 ? menuA.id : menuB.id, menu_type: i % 3 ? 'post' : 'draft' });
    }
    await buildPost(t.db, { menu_id: menuA.id, user_id: editor.user.id, menu_type: 'draft' });
    const queries = [
      '',
      `menu_id=${menuA.id}`,
      `menu_id=${menuB.id}`,
      `user_id=${editor.user.id}`,
      'type=draft',
    ];
    await warm(queries);
    const draftsBefore = (await read(b, 'type=draft')).pagination.total;

    const created = (await write(
      t.app,
      'POST',
      '/api/posts/add',
      validPostInput({ title: 'Friss vázlat az A-n', menu_id: menuA.id, menu_type: 'draft' }),
    )) as Post;
    await onBoth('type=draft', (drafts) => {
      expect(drafts.pagination.total).toBe(draftsBefore + 1);
      expect(drafts.data[0]?.title).toBe('Friss vázlat az A-n');
    });
    await expectFresh('create', queries);
    await warm(queries);

    const saved = await save(t.app, created, { title: 'Átírt cím' });
    await onBoth(`menu_id=${menuA.id}`, (list) =>
      expect(list.data.find((p) => p.id === created.id)?.title).toBe('Átírt cím'),
    );
    await expectFresh('save', queries);
    await warm(queries);

    const menuATotal = (await read(b, `menu_id=${menuA.id}`)).pagination.total;
    const moved = await save(t.app, saved, { menu_id: menuB.id, menu_type: 'post' });
    await onBoth(`menu_id=${menuA.id}`, (list) => expect(list.pagination.total).toBe(menuATotal - 1));
    await onBoth(`menu_id=${menuB.id}`, (list) => expect(list.data[0]?.id).toBe(created.id));
    await expectFresh('move and publish', queries);
    await warm(queries);

    await write(t.app, 'DELETE', `/api/posts/${moved.id}`);
    await onBoth(`menu_id=${menuB.id}`, (list) =>
      expect(list.data.map((p) => p.id)).not.toContain(created.id),
    );
    await expectFresh('delete', queries);
  });
});

/** The notifications a step sends on newsroom_lists, as tags (each instance's barrier left out). */
async function tagsOf(step: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = [];
  const stop = await t.database.listen(
    LIST_CHANNEL,
    (payload) => heard.push(payload),
    () => {},
  );
  try {
    await step();
    const marker = `test-end-${Math.random().toString(36).slice(2)}`;
    await t.db.execute(sql`select pg_notify(${LIST_CHANNEL}, ${marker})`);
    await expect.poll(() => heard.includes(marker)).toBe(true);
    return heard
      .slice(0, heard.indexOf(marker))
      .flatMap((payload) => payload.split(' '))
      .filter((tag) => !tag.startsWith('sync:'));
  } finally {
    await stop();
  }
}

/** The records of the 'rows:' tokens among a change's tags (migration 0019). */
function recordsOf(tags: string[]): ListChange[] {
  return tags.filter((tag) => tag.startsWith(ROWS_PREFIX)).flatMap((tag) => parseListChanges(tag) ?? []);
}

describe('the tags of a change', () => {
  it('a save of the text alone changes no total; a move is heard as leaving one category for another', async () => {
    const [from, to, other] = [await buildMenu(t.db), await buildMenu(t.db), await buildMenu(t.db)];
    await buildPost(t.db, { menu_id: other.id });
    const post = (await write(t.app, 'POST', '/api/posts/add', validPostInput({ menu_id: from.id }))) as Post;

    let saved = post;
    const textTags = await tagsOf(async () => {
      saved = await save(t.app, post, {
        content: '<p>Új szöveg.</p>',
        short_content: 'Új bevezető.',
        keywords: 'új,kulcsszó',
      });
    });
    expect(textTags.filter((tag) => tag.startsWith('n:'))).toEqual([]);
    expect(textTags.filter((tag) => tag.startsWith('p:'))).toEqual([]);
    // The pages that show it are dropped; the record says it was rewritten in the same place.
    expect(textTags).toContain(`post:${post.id}`);
    const [rewritten] = recordsOf(textTags);
    expect(rewritten).toMatchObject({ i: post.id, r: false, x: true });
    expect(rewritten?.n).toEqual(rewritten?.o);

    // Each category's list, counted and kept on both instances.
    await warm([from, to, other].map((m) => `menu_id=${m.id}`));
    const moveTags = await tagsOf(() => save(t.app, saved, { menu_id: to.id }));
    expect(recordsOf(moveTags)).toMatchObject([{ i: post.id, o: { m: from.id }, n: { m: to.id } }]);

    // Neither instance counts or reads the unrelated category again…
    const before = { counts: spy.counts, pages: spy.pages };
    for (const app of [t.app, b]) expect((await read(app, `menu_id=${other.id}`)).pagination.total).toBe(1);
    expect({ counts: spy.counts, pages: spy.pages }).toEqual(before);
    // …while both read the categories it left and entered again, their totals moved by one.
    await onBoth(`menu_id=${from.id}`, (list) => expect(list.pagination.total).toBe(0));
    await onBoth(`menu_id=${to.id}`, (list) => expect(list.pagination.total).toBe(1));
    expect({ counts: spy.counts - before.counts, pages: spy.pages - before.pages }).toEqual({
      counts: 0,
      pages: 4,
    });
  });

  it("a statement whose tags outgrow one notification's bytes says '*', and every list is read again", async () => {
    const menu = await buildMenu(t.db);
    for (let i = 0; i < 20; i++) await buildPost(t.db, { menu_id: menu.id });
    await warm([`menu_id=${menu.id}`]);
    // Twenty long post types in Hungarian at once: within the payload's limit in characters, not in bytes.
    const longTypes = sql`update posts set post_type = repeat('ő', 97) || lpad(id::text, 3, '0')
                          where menu_id = ${menu.id}`;
    expect(await tagsOf(() => t.db.execute(longTypes))).toEqual(['*']);
    await onBoth(`menu_id=${menu.id}`, (list) =>
      expect(list.data.map((p) => p.post_type.slice(0, 3))).toEqual(Array(20).fill('őőő')),
    );
  });
});

describe('single flight', () => {
  it('many identical requests on a cold key count and read the page once', async () => {
    const menu = await buildMenu(t.db);
    // Written through B: its replies wait until B has heard them, so no change lands mid-flight.
    for (let i = 0; i < 3; i++) {
      await write(b, 'POST', '/api/posts/add', validPostInput({ menu_id: menu.id, menu_type: 'post' }));
    }
    const requests = 8;
    const before = { counts: spy.counts, pages: spy.pages };
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    spy.lists = 0;
    spy.gate = { until: requests, open, opened };
    try {
      const replies = await Promise.all(
        Array.from({ length: requests }, () => read(b, `menu_id=${menu.id}`)),
      );
      expect(replies.map((r) => r.pagination.total)).toEqual(Array(requests).fill(3));
      expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    } finally {
      spy.gate = undefined;
    }
    expect(spy.lists).toBe(requests);
    expect({ counts: spy.counts - before.counts, pages: spy.pages - before.pages }).toEqual({
      counts: 1,
      pages: 1,
    });
  });
});
