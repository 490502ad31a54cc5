/**
 * An embargo that blocks (docs/api.md, "Workflow"): while `embargo_until` lies ahead, no path makes
 * the article public — a save, the workflow, a bulk action, a restore or the scheduler — and a
 * schedule before it is refused. A preview still works.
 */
import { EMBARGO_MESSAGES, type Post, type PostBulkOutcome } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { errorBody, postEditBody, useTestApp, validPostInput } from '../../test/harness.ts';
import { publishDueArticles } from './scheduling.service.ts';

const { t, editor } = useTestApp({ editor: { first_name: 'Edina', last_name: 'Embargó', is_admin: true } });

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

async function embargoedDraft(until = inHours(48)): Promise<Post> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts/add',
    headers: editor.headers,
    payload: validPostInput({ menu_type: 'draft', embargo_until: until }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

async function stored(id: number): Promise<Post> {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: editor.headers });
  return res.json<{ data: Post }>().data;
}

describe('embargo_until', () => {
  it('is kept, shown in the list, and lifted by null', async () => {
    const until = inHours(24);
    const draft = await embargoedDraft(until);
    expect(draft.embargo_until).toBe(until);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin-posts?type=draft&user_id=${editor.user.id}`,
      headers: editor.headers,
    });
    expect(list.json<{ data: Post[] }>().data.find((p) => p.id === draft.id)?.embargo_until).toBe(until);
    const lifted = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}`,
      headers: editor.headers,
      payload: { ...postEditBody(draft), embargo_until: null },
    });
    expect(lifted.json<{ data: Post }>().data.embargo_until).toBeNull();
  });

  it('blocks a save that publishes, a new published article, and the workflow, with 409 saying until when', async () => {
    const until = inHours(30);
    const draft = await embargoedDraft(until);
    const publish = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}`,
      headers: editor.headers,
      payload: { ...postEditBody(draft), menu_type: 'post' },
    });
    expect(publish.statusCode).toBe(409);
    expect(errorBody(publish).message).toBe(EMBARGO_MESSAGES.blocked(until));
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${draft.id}/workflow`,
      headers: editor.headers,
      payload: { action: 'publish' },
    });
    expect(step.statusCode).toBe(409);
    expect(errorBody(step).message).toBe(EMBARGO_MESSAGES.blocked(until));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ menu_type: 'post', embargo_until: until }),
    });
    expect(created.statusCode).toBe(409);
    expect((await stored(draft.id)).menu_type).toBe('draft');
  });

  it('blocks bulk publishing article by article, and a restore of a published version', async () => {
    const draft = await embargoedDraft();
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/posts/bulk',
      headers: editor.headers,
      payload: { action: 'publish', items: [{ id: draft.id, last_update: draft.last_update }] },
    });
    const outcome = bulk.json<{ data: PostBulkOutcome }>().data;
    expect(outcome.results[0]).toMatchObject({ status: 'conflict' });
    expect(outcome.results[0]?.message).toContain('embargó');
    expect((await stored(draft.id)).menu_type).toBe('draft');

    // Published once, withdrawn, then embargoed: its published version cannot be restored.
    const once = await embargoedDraft(inHours(-1));
    const put = (post: Post, extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/posts/${post.id}`,
        headers: editor.headers,
        payload: { ...postEditBody(post), ...extra },
      });
    const published = (await put(once, { menu_type: 'post' })).json<{ data: Post }>().data;
    const withdrawn = (await put(published, { menu_type: 'draft' })).json<{ data: Post }>().data;
    const until = inHours(12);
    const embargoed = (await put(withdrawn, { embargo_until: until })).json<{ data: Post }>().data;
    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${once.id}/revisions`,
      headers: editor.headers,
    });
    const publishedVersion = revisions
      .json<{ data: Array<{ id: number; action: string }> }>()
      .data.find((r) => r.action === 'publish');
    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${once.id}/revisions/${publishedVersion?.id}/restore`,
      headers: editor.headers,
      payload: { last_update: embargoed.last_update },
    });
    expect(restore.statusCode).toBe(409);
    expect(errorBody(restore).message).toBe(EMBARGO_MESSAGES.blocked(until));
    expect((await stored(once.id)).menu_type).toBe('draft');
  });

  it('refuses a schedule before the embargo; the scheduler never publishes early', async () => {
    const until = inHours(48);
    const draft = await embargoedDraft(until);
    const early = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}`,
      headers: editor.headers,
      payload: { ...postEditBody(draft), publish_at: inHours(24) },
    });
    expect(early.statusCode).toBe(400);
    expect(errorBody(early).errors).toEqual({ publish_at: EMBARGO_MESSAGES.scheduleTooEarly(until) });
    const later = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}`,
      headers: editor.headers,
      payload: { ...postEditBody(draft), publish_at: inHours(49) },
    });
    expect(later.statusCode, later.body).toBe(200);

    // Even a schedule written around the rules (an older row) waits for the embargo.
    await t.db
      .update(posts)
      .set({ publishAt: new Date(Date.now() + 1 * HOUR) })
      .where(eq(posts.id, draft.id));
    const atTwoHours = new Date(Date.now() + 2 * HOUR);
    expect(await publishDueArticles(t.db, { now: atTwoHours })).not.toContain(draft.id);
    expect((await stored(draft.id)).menu_type).toBe('draft');
    const afterEmbargo = new Date(Date.parse(until) + 60_000);
    expect(await publishDueArticles(t.db, { now: afterEmbargo })).toContain(draft.id);
    expect((await stored(draft.id)).menu_type).toBe('post');
  });

  it('lets a preview be made of an embargoed draft', async () => {
    const draft = await embargoedDraft();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${draft.id}/preview`,
      headers: editor.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
