// The news desk's bulk actions: POST /api/posts/bulk (per-article outcomes with the optimistic lock
// of a save, revisions and audit entries per changed article, permissions).
import { POST_MESSAGES, type PostBulkInput, postBulkReplySchema } from '@newsroom/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, postRevisions, posts } from '../../db/schema/index.ts';
import { buildMenu, errorBody, replyBody, type TestPost, useAuditTrail } from '../../test/harness.ts';
import { usePostsDeskTestApp } from './posts-desk-support.ts';

const { t, reader, editor, titles, buildSeries } = usePostsDeskTestApp();

function bulk(body: PostBulkInput | Record<string, unknown>, headers = editor.headers) {
  return t.app.inject({ method: 'POST', url: '/api/posts/bulk', headers, payload: body });
}

async function bulkOk(body: PostBulkInput) {
  const res = await bulk(body);
  expect(res.statusCode, res.body).toBe(200);
  return replyBody(res, postBulkReplySchema);
}

const item = (p: { id: number; last_update: string }) => ({ id: p.id, last_update: p.last_update });

async function stored(id: number) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, id));
  return row;
}

/** The trail's article entries. */
const { lastAuditId, auditSince } = useAuditTrail(t, eq(auditLog.entity, 'post'));

async function revisionCount(postId: number, action?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(postRevisions)
    .where(
      and(
        eq(postRevisions.postId, postId),
        action ? eq(postRevisions.action, action as 'update') : undefined,
      ),
    );
  return row?.n ?? 0;
}

describe('POST /api/posts/bulk', () => {
  it('moves every article it can, reports the one changed meanwhile, and says so in Hungarian', async () => {
    const target = await buildMenu(t.db, { submenus: ['Belföld'] });
    const built = await buildSeries([{}, {}, {}, {}]);
    const [stale, ...fresh] = built;
    // Someone saves the first article after the list showed it.
    await t.db
      .update(posts)
      .set({ title: 'Közben átírva', lastUpdate: new Date(Date.parse(stale?.last_update ?? '') + 5000) })
      .where(eq(posts.id, stale?.id ?? 0));
    const mark = await lastAuditId();

    const reply = await bulkOk({
      action: 'move',
      items: built.map(item),
      menu_id: target.id,
      secondary_menu_id: target.submenus[0]?.id,
    });

    expect(reply.message).toBe('3 cikk áthelyezve, 1 időközben módosult');
    expect(reply.data.counts).toEqual({
      ok: 3,
      unchanged: 0,
      conflict: 1,
      not_found: 0,
      invalid: 0,
      forbidden: 0,
    });
    expect(reply.data.results.map((r) => [r.id, r.status])).toEqual([
      [stale?.id, 'conflict'],
      ...fresh.map((p) => [p.id, 'ok']),
    ]);
    expect(reply.data.results[0]).toMatchObject({ message: POST_MESSAGES.conflict, last_update: null });
    for (const p of fresh) {
      const row = await stored(p.id);
      expect(row).toMatchObject({ menuId: target.id, secondaryMenuId: target.submenus[0]?.id });
      expect(row?.postUrl.startsWith(`/${target.path}/`)).toBe(true);
      const result = reply.data.results.find((r) => r.id === p.id);
      expect(result?.last_update).toBe(row?.lastUpdate.toISOString());
      // A save of its own: one revision, one audit entry naming the moved fields.
      expect(await revisionCount(p.id, 'update')).toBe(1);
    }
    expect((await stored(stale?.id ?? 0))?.menuId).toBe(1);
    expect(await revisionCount(stale?.id ?? 0)).toBe(0);

    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.entityId, e.action, e.userId])).toEqual(
      fresh.map((p) => [p.id, 'update', editor.user.id]),
    );
    expect(entries[0]?.changes).toMatchObject({ menu_id: { before: 1, after: target.id } });
  });

  it('publishes and unpublishes, each article a revision and an audit entry, and leaves the ones already so', async () => {
    const [draft, published] = await buildSeries([{ menu_type: 'draft' }, { menu_type: 'post' }]);
    const mark = await lastAuditId();
    const pub = await bulkOk({
      action: 'publish',
      items: [item(draft as TestPost), item(published as TestPost)],
    });
    expect(pub.message).toBe('1 cikk közzétéve, 1 már közzé volt téve');
    expect(pub.data.results.map((r) => r.status)).toEqual(['ok', 'unchanged']);
    expect((await stored(draft?.id ?? 0))?.menuType).toBe('post');
    expect(await revisionCount(draft?.id ?? 0, 'publish')).toBe(1);
    expect(await revisionCount(published?.id ?? 0)).toBe(0);

    const newer = pub.data.results[0]?.last_update ?? '';
    const unpub = await bulkOk({
      action: 'unpublish',
      items: [
        { id: draft?.id ?? 0, last_update: newer },
        { id: published?.id ?? 0, last_update: published?.last_update ?? '' },
      ],
    });
    expect(unpub.message).toBe('2 cikk visszavonva');
    expect((await stored(draft?.id ?? 0))?.menuType).toBe('draft');
    expect((await stored(published?.id ?? 0))?.menuType).toBe('draft');
    expect(await revisionCount(published?.id ?? 0, 'unpublish')).toBe(1);

    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.entityId, e.action])).toEqual([
      [draft?.id, 'publish'],
      [draft?.id, 'unpublish'],
      [published?.id, 'unpublish'],
    ]);
  });

  it('deletes softly with an audit entry each; a missing, a deleted and a stale article are reported', async () => {
    const [one, two, gone, stale] = await buildSeries([{}, {}, { is_active: false }, {}]);
    await t.db
      .update(posts)
      .set({ lastUpdate: new Date('2030-01-01T00:00:00Z') })
      .where(eq(posts.id, stale?.id ?? 0));
    const mark = await lastAuditId();
    const reply = await bulkOk({
      action: 'delete',
      items: [
        item(one as TestPost),
        item(two as TestPost),
        item(gone as TestPost),
        item(stale as TestPost),
        { id: 999_999, last_update: new Date().toISOString() },
      ],
    });
    expect(reply.message).toBe('2 cikk törölve, 1 már törölve volt, 1 időközben módosult, 1 nem található');
    expect(reply.data.results.map((r) => r.status)).toEqual([
      'ok',
      'ok',
      'unchanged',
      'conflict',
      'not_found',
    ]);
    expect(reply.data.results[4]?.message).toBe(POST_MESSAGES.notFound(999_999));
    expect((await stored(one?.id ?? 0))?.isActive).toBe(false);
    expect((await stored(stale?.id ?? 0))?.isActive).toBe(true);
    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.entityId, e.action])).toEqual([
      [one?.id, 'delete'],
      [two?.id, 'delete'],
    ]);
    expect(entries[0]?.changes).toMatchObject({ is_active: { before: 1, after: 0 } });
  });

  it('reports an article that breaks a rule of a save as invalid and applies the rest', async () => {
    const [coverless, fine] = await buildSeries([
      { menu_type: 'draft', thumbnail: '' },
      { menu_type: 'draft' },
    ]);
    const reply = await bulkOk({
      action: 'publish',
      items: [item(coverless as TestPost), item(fine as TestPost)],
    });
    expect(reply.message).toBe('1 cikk közzétéve, 1 hibás, nem menthető');
    expect(reply.data.results[0]).toMatchObject({ status: 'invalid', message: POST_MESSAGES.noCover });
    expect((await stored(coverless?.id ?? 0))?.menuType).toBe('draft');
    expect((await stored(fine?.id ?? 0))?.menuType).toBe('post');
  });

  it('an unreadable last_update of one article is that article invalid, not the call', async () => {
    const [a, b] = await buildSeries([{}, {}]);
    const reply = await bulkOk({
      action: 'unpublish',
      items: [{ id: a?.id ?? 0, last_update: 'tegnap' }, item(b as TestPost)],
    });
    expect(reply.data.results.map((r) => r.status)).toEqual(['invalid', 'ok']);
  });

  it.each([
    [{ action: 'move', items: [{ id: 1, last_update: '2026-01-01T00:00:00Z' }] }, 'menu_id'],
    [{ action: 'archive', items: [{ id: 1, last_update: '2026-01-01T00:00:00Z' }] }, 'action'],
    [{ action: 'delete', items: [] }, 'items'],
    [
      {
        action: 'delete',
        items: [
          { id: 5, last_update: '2026-01-01T00:00:00Z' },
          { id: 5, last_update: '2026-01-01T00:00:00Z' },
        ],
      },
      'items.1.id',
    ],
    [
      { action: 'delete', items: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, last_update: 'x' })) },
      'items',
    ],
  ])('refuses a bad call as a whole with a Hungarian 400 (%#)', async (body, field) => {
    const res = await bulk(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(errorBody(res).errors ?? {})).toContain(field);
  });

  it('a move to a category that does not exist, or a subcategory of another, changes nothing', async () => {
    const [a] = await buildSeries([{}]);
    const other = await buildMenu(t.db, { submenus: ['Máshol'] });
    const noMenu = await bulk({ action: 'move', items: [item(a as TestPost)], menu_id: 99_999 });
    expect(noMenu.statusCode).toBe(400);
    expect(errorBody(noMenu).message).toBe(POST_MESSAGES.unknownMenu);
    const wrongSub = await bulk({
      action: 'move',
      items: [item(a as TestPost)],
      menu_id: 1,
      secondary_menu_id: other.submenus[0]?.id,
    });
    expect(wrongSub.statusCode).toBe(400);
    expect(errorBody(wrongSub).errors).toEqual({ secondary_menu_id: POST_MESSAGES.unknownSubmenu });
    expect((await stored(a?.id ?? 0))?.lastUpdate.toISOString()).toBe(a?.last_update);
  });

  it('is 403 for a user without writePosts, and nothing changes', async () => {
    const [a] = await buildSeries([{ menu_type: 'draft' }]);
    const mark = await lastAuditId();
    const res = await bulk({ action: 'publish', items: [item(a as TestPost)] }, reader.headers);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe('Ehhez a művelethez nincs jogosultsága!');
    expect((await stored(a?.id ?? 0))?.menuType).toBe('draft');
    expect(await auditSince(mark)).toEqual([]);
  });

  it('the list shows the outcome at once (the cached pages follow the writes)', async () => {
    const [a, b] = await buildSeries([{ title: 'Egy' }, { title: 'Kettő' }]);
    expect(await titles('type=post&sort=title')).toEqual(['Egy', 'Kettő']);
    await bulkOk({ action: 'unpublish', items: [item(a as TestPost)] });
    expect(await titles('type=post&sort=title')).toEqual(['Kettő']);
    expect(await titles('type=draft&sort=title')).toEqual(['Egy']);
    expect(b).toBeDefined();
  });
});
