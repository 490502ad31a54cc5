import type { Post } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { getOkData, postEditBody, validPostInput } from '../../test/harness.ts';
import { publishDueArticles } from '../posts/scheduling.service.ts';
import { useAuditApp } from './audit-support.ts';

const { t, editor, reader, entriesOf, countEntries, send, ok } = useAuditApp();

describe('the audit trail of articles', () => {
  it('records a create, a save, a publication and a delete once each, with who, where and what changed', async () => {
    const address = t.nextAddress();
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput(), address));
    const saved = await ok<Post>(
      send(
        editor,
        'PUT',
        `/api/posts/${post.id}`,
        postEditBody(post, { title: `${post.title} (frissítve)` }),
        address,
      ),
    );
    const published = await ok<Post>(
      send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(saved, { menu_type: 'post' }), address),
    );
    await ok(send(editor, 'DELETE', `/api/posts/${post.id}`, undefined, address));

    const entries = await entriesOf('post', post.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'publish', 'delete']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        user_id: editor.user.id,
        user_email: editor.user.email,
        user_name: 'Szerkesztő Ede',
        address,
        entity: 'post',
        entity_id: post.id,
      });
      expect(Date.now() - new Date(entry.at).getTime()).toBeLessThan(60_000);
    }
    const [created, update, publish, deleted] = entries;
    expect(created?.label).toBe(post.title);
    expect(created?.changes?.title).toEqual({ before: null, after: post.title });
    expect(update?.changes).toEqual({
      title: { before: post.title, after: saved.title },
      // A draft's address follows its title.
      shortname: { before: post.shortname, after: saved.shortname },
      post_url: { before: post.post_url, after: saved.post_url },
    });
    expect(publish?.changes?.menu_type).toEqual({ before: 'draft', after: 'post' });
    expect(publish?.label).toBe(published.title);
    expect(deleted?.changes).toEqual({ is_active: { before: 1, after: 0 } });
  });

  it('records a restored revision as a restore', async () => {
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput({ keywords: 'első' })));
    const saved = await ok<Post>(
      send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(post, { keywords: 'második' })),
    );
    const revisions = await getOkData<Array<{ id: number; action: string }>>(
      t,
      `/api/posts/${post.id}/revisions`,
      editor.headers,
    );
    const first = revisions.find((r) => r.action === 'create');
    await ok(
      send(editor, 'POST', `/api/posts/${post.id}/revisions/${first?.id}/restore`, {
        last_update: saved.last_update,
      }),
    );
    const entries = await entriesOf('post', post.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'restore']);
    expect(entries[2]?.changes?.keywords).toEqual({ before: 'második', after: 'első' });
  });

  it("records a scheduled publication as the server's own, with who scheduled it", async () => {
    const publishAt = new Date(Date.now() + 3600_000).toISOString();
    const post = await ok<Post>(
      send(editor, 'POST', '/api/posts/add', validPostInput({ publish_at: publishAt })),
    );
    const ids = await publishDueArticles(t.db, { now: new Date(Date.now() + 3601_000) });
    expect(ids).toContain(post.id);
    const entry = (await entriesOf('post', post.id)).at(-1);
    expect(entry).toMatchObject({ action: 'publish', user_id: null, address: null, label: post.title });
    expect(entry?.changes).toMatchObject({
      menu_type: { before: 'draft', after: 'post' },
      scheduled_by: { before: editor.user.id, after: null },
    });
  });

  it('records nothing for a write that fails: a refused save, a stale save, a forbidden one', async () => {
    const post = await ok<Post>(send(editor, 'POST', '/api/posts/add', validPostInput()));
    const saved = await ok<Post>(
      send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(post, { keywords: 'új' })),
    );
    const before = await countEntries();

    const invalid = await send(editor, 'PUT', `/api/posts/${post.id}`, postEditBody(saved, { title: '' }));
    expect(invalid.statusCode).toBe(400);
    // Saved from the first load: someone saved since.
    const stale = await send(
      editor,
      'PUT',
      `/api/posts/${post.id}`,
      postEditBody(post, { keywords: 'régi' }),
    );
    expect(stale.statusCode).toBe(409);
    const forbidden = await send(reader, 'DELETE', `/api/posts/${post.id}`);
    expect(forbidden.statusCode).toBe(403);
    const missing = await send(editor, 'DELETE', '/api/posts/999999');
    expect(missing.statusCode).toBe(404);

    expect(await countEntries()).toBe(before);
  });
});
