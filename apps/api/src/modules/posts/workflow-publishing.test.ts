/**
 * Publishing rights on the paths besides the workflow: a 'Szerző' can neither publish nor schedule
 * through a save (PUT /api/posts/{id}, POST /api/posts/add) nor in bulk (POST /api/posts/bulk),
 * and nothing is published when refused; a 'Szerkesztő' publishes with a save; withdrawing an
 * article, by the workflow or otherwise, starts its review over.
 */
import {
  POST_MESSAGES,
  type Post,
  type PostBulkOutcome,
  type Right,
  rightMissing,
  SERVER_MESSAGES,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { errorBody, getOkData, postEditBody, type SignedIn, validPostInput } from '../../test/harness.ts';
import { useWorkflowApp } from './workflow-support.ts';

const { t, people, step, read, articleIn } = useWorkflowApp();

const inADay = () => new Date(Date.now() + 24 * 3600_000).toISOString();

function put(who: SignedIn, post: Post, changes: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/posts/${post.id}`,
    headers: who.headers,
    payload: postEditBody(post, changes),
  });
}

function bulk(who: SignedIn, action: string, list: Post[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/posts/bulk',
    headers: who.headers,
    payload: { action, items: list.map((p) => ({ id: p.id, last_update: p.last_update })) },
  });
}

async function revisionActions(id: number): Promise<string[]> {
  const rows = await getOkData<Array<{ action: string }>>(
    t,
    `/api/posts/${id}/revisions`,
    people.editor.headers,
  );
  return rows.map((r) => r.action);
}

/** The answer is a 403 naming `right` (or with `message`), and the articles are as they were. */
async function refusedUnchanged(
  res: Awaited<ReturnType<typeof put>>,
  right: Right | { message: string },
  before: Post[],
) {
  expect(res.statusCode, res.body).toBe(403);
  expect(errorBody(res).message).toBe(typeof right === 'string' ? rightMissing(right) : right.message);
  for (const post of before) {
    expect(await read(post.id)).toEqual(post);
    expect(await revisionActions(post.id)).toEqual([]);
  }
}

describe("a 'Szerző' cannot publish on any path", () => {
  it('PUT with menu_type post: 403 articles.publish, still a draft', async () => {
    const draft = await articleIn('approved', people.author.user.id);
    await refusedUnchanged(await put(people.author, draft, { menu_type: 'post' }), 'articles.publish', [
      draft,
    ]);
  });

  it('PUT with a publish_at (scheduling): 403 articles.publish, not scheduled', async () => {
    const draft = await articleIn('submitted', people.author.user.id);
    await refusedUnchanged(await put(people.author, draft, { publish_at: inADay() }), 'articles.publish', [
      draft,
    ]);
    expect((await read(draft.id)).publish_at).toBeNull();
  });

  it('keeps the schedule an editor set when saving the text, and may not clear or move it', async () => {
    const draft = await articleIn('approved', people.author.user.id);
    const when = inADay();
    const scheduled = await put(people.editor, draft, { publish_at: when });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const loaded = scheduled.json<{ data: Post }>().data;
    expect(Date.parse(loaded.publish_at ?? '')).toBe(Date.parse(when));

    const saved = await put(people.author, loaded, { keywords: 'javítva', publish_at: loaded.publish_at });
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = saved.json<{ data: Post }>().data;
    expect(kept).toMatchObject({ keywords: 'javítva', publish_at: loaded.publish_at, menu_type: 'draft' });

    const later = new Date(Date.parse(when) + 3600_000).toISOString();
    for (const publishAt of [null, later]) {
      const res = await put(people.author, kept, { publish_at: publishAt });
      expect(res.statusCode, `${publishAt}: ${res.body}`).toBe(403);
      expect(errorBody(res).message).toBe(rightMissing('articles.publish'));
    }
    expect(await read(draft.id)).toEqual(kept);
  });

  it('POST /api/posts/add published or scheduled: 403 articles.publish, nothing created', async () => {
    for (const extra of [{ menu_type: 'post' as const }, { publish_at: inADay() }]) {
      const input = validPostInput(extra);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/posts/add',
        headers: people.author.headers,
        payload: input,
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(errorBody(res).message).toBe(rightMissing('articles.publish'));
      const listed = await getOkData<Post[]>(
        t,
        `/api/admin-posts?q=${encodeURIComponent(input.title ?? '')}`,
        people.reader.headers,
      );
      expect(listed).toEqual([]);
    }
  });

  it('saving their own published article: 403 articles.publish', async () => {
    const published = await articleIn('published', people.author.user.id);
    await refusedUnchanged(await put(people.author, published, { keywords: 'más' }), 'articles.publish', [
      published,
    ]);
  });

  it('POST /api/posts/bulk publish or unpublish: 403 articles.publish, nothing published or withdrawn', async () => {
    const drafts = [
      await articleIn('approved', people.author.user.id),
      await articleIn('draft', people.author.user.id),
    ];
    await refusedUnchanged(await bulk(people.author, 'publish', drafts), 'articles.publish', drafts);
    const published = [await articleIn('published', people.author.user.id)];
    await refusedUnchanged(await bulk(people.author, 'unpublish', published), 'articles.publish', published);
  });
});

describe('publishing with the right', () => {
  it.each(['editor', 'administrator', 'developer'] as const)(
    "a %s publishes an author's submitted draft with a save",
    async (role) => {
      const draft = await articleIn('submitted', people.author.user.id);
      const res = await put(people[role], draft, { menu_type: 'post' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ message: string }>().message).toBe(POST_MESSAGES.published);
      expect((await read(draft.id)).menu_type).toBe('post');
      expect(await revisionActions(draft.id)).toEqual(['publish']);
    },
  );

  it("an 'Olvasó' may not save or bulk-publish at all: the guard's 403", async () => {
    const draft = await articleIn('draft', people.author.user.id);
    // The route guard refuses (writePosts) before the save's rules, with its general message.
    const guard = { message: SERVER_MESSAGES.forbidden };
    await refusedUnchanged(await put(people.reader, draft, { menu_type: 'post' }), guard, [draft]);
    await refusedUnchanged(await bulk(people.reader, 'publish', [draft]), guard, [draft]);
  });

  it('a bulk publish by an editor publishes each article', async () => {
    const drafts = [
      await articleIn('approved', people.author.user.id),
      await articleIn('returned', people.colleague.user.id),
    ];
    const res = await bulk(people.editor, 'publish', drafts);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: PostBulkOutcome }>().data.counts.ok).toBe(2);
    for (const d of drafts) expect((await read(d.id)).menu_type).toBe('post');
  });
});

describe('withdrawing an article starts its review over', () => {
  it('by the workflow: an approved draft published, then unpublished, is a plain draft again', async () => {
    const draft = await articleIn('approved', people.author.user.id);
    expect((await step(people.editor, draft.id, 'publish')).statusCode).toBe(200);
    const res = await step(people.developer, draft.id, 'unpublish');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Post }>().data).toMatchObject({
      menu_type: 'draft',
      workflow_status: 'draft',
      workflow_note: '',
    });
    // The author may submit it again.
    const again = await step(people.author, draft.id, 'submit');
    expect(again.json<{ data: Post }>().data.workflow_status).toBe('submitted');
  });

  it('by a save and in bulk, as by the workflow', async () => {
    const [bySave, byBulk] = [
      await articleIn('published', people.author.user.id),
      await articleIn('published', people.author.user.id),
    ];
    const saved = await put(people.editor, bySave, { menu_type: 'draft' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: Post }>().data).toMatchObject({ workflow_status: 'draft', workflow_note: '' });
    const res = await bulk(people.editor, 'unpublish', [byBulk]);
    expect(res.json<{ data: PostBulkOutcome }>().data.counts.ok).toBe(1);
    expect(await read(byBulk.id)).toMatchObject({
      menu_type: 'draft',
      workflow_status: 'draft',
      workflow_note: '',
    });
  });
});
