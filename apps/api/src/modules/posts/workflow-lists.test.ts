/**
 * The desk's lists of the review workflow (GET /api/admin-posts?type=draft&workflow_status=…, and
 * with user_id: 'Saját beküldött'): exactly the active drafts in that state, and fresh right after
 * a step, whatever the list cache held.
 */
import {
  type ListReply,
  type PostListItem,
  postListReplySchema,
  type WorkflowStatus,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { postRevisions, posts, postVisitTotals } from '../../db/schema/index.ts';
import { buildPost, replyBody } from '../../test/harness.ts';
import { useWorkflowApp } from './workflow-support.ts';

const { t, people, step, articleIn } = useWorkflowApp();

beforeEach(async () => {
  await t.db.delete(postVisitTotals);
  await t.db.delete(postRevisions);
  await t.db.delete(posts);
});

/** One page of the list as the 'Olvasó' reads it. */
async function list(query: string): Promise<ListReply<PostListItem>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin-posts?${query}&per_page=100`,
    headers: people.reader.headers,
  });
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return replyBody(res, postListReplySchema);
}

/** The ids a list shows. */
async function idsOf(query: string): Promise<number[]> {
  return (await list(query)).data.map((p) => p.id);
}

const inReview = (status: WorkflowStatus, more = '') => `type=draft&workflow_status=${status}${more}`;

/** An article written straight to the database in a review state (published or deleted ones too). */
async function stored(userId: number, status: WorkflowStatus, extra: Parameters<typeof buildPost>[1] = {}) {
  const post = await buildPost(t.db, { user_id: userId, menu_type: 'draft', ...extra });
  await t.db.update(posts).set({ workflowStatus: status }).where(eq(posts.id, post.id));
  return post.id;
}

describe('the drafts in review', () => {
  it('lists exactly the active drafts in each state, newest first, and an author’s own', async () => {
    const author = people.author.user.id;
    const colleague = people.colleague.user.id;
    const at = (minute: number) => new Date(Date.parse('2026-05-01T08:00:00Z') + minute * 60_000);
    const ids = {
      draft: await stored(author, 'draft', { creation_date: at(0) }),
      submittedOld: await stored(author, 'submitted', { creation_date: at(1) }),
      returned: await stored(author, 'returned', { creation_date: at(2) }),
      colleagueSubmitted: await stored(colleague, 'submitted', { creation_date: at(3) }),
      approved: await stored(colleague, 'approved', { creation_date: at(4) }),
      submittedNew: await stored(author, 'submitted', { creation_date: at(5) }),
      // Not drafts in review: a published article with a state left over, and a deleted draft.
      published: await stored(author, 'submitted', { creation_date: at(6), menu_type: 'post' }),
      deleted: await stored(author, 'submitted', { creation_date: at(7), is_active: false }),
    };

    expect(await idsOf(inReview('submitted'))).toEqual([
      ids.submittedNew,
      ids.colleagueSubmitted,
      ids.submittedOld,
    ]);
    for (const row of (await list(inReview('submitted'))).data) expect(row.workflow_status).toBe('submitted');
    expect(await idsOf(inReview('returned'))).toEqual([ids.returned]);
    expect(await idsOf(inReview('approved'))).toEqual([ids.approved]);
    expect(await idsOf(inReview('draft'))).toEqual([ids.draft]);
    // The state alone lists drafts only; published articles are in no review list.
    expect(await idsOf('workflow_status=submitted')).toEqual(await idsOf(inReview('submitted')));
    expect(await idsOf('type=post&workflow_status=submitted')).toEqual([]);

    // 'Saját beküldött': the author's own submitted drafts.
    expect(await idsOf(inReview('submitted', `&user_id=${author}`))).toEqual([
      ids.submittedNew,
      ids.submittedOld,
    ]);
    expect(await idsOf(inReview('submitted', `&user_id=${colleague}`))).toEqual([ids.colleagueSubmitted]);
    expect(await idsOf(inReview('submitted', `&user_id=${people.editor.user.id}`))).toEqual([]);
  });

  it('counts in pagination.total exactly the drafts the review list shows', async () => {
    const author = people.author.user.id;
    for (const status of ['draft', 'submitted', 'returned', 'approved', 'approved'] as const)
      await stored(author, status);
    await stored(author, 'submitted', { menu_type: 'post' });
    const expected = { draft: 1, submitted: 1, returned: 1, approved: 2 };
    const totals = { draft: 0, submitted: 0, returned: 0, approved: 0 };
    for (const status of Object.keys(expected) as Array<keyof typeof expected>) {
      const reply = await list(inReview(status));
      expect(reply.data).toHaveLength(expected[status]);
      totals[status] = reply.pagination.total;
    }
    // The desk's counts ('Beküldve (1)'), and the pages the list offers, come from the total.
    expect(totals).toEqual(expected);
    const own = await list(inReview('submitted', `&user_id=${author}`));
    expect(own.pagination.total).toBe(own.data.length);
  });

  it('past the last submitted draft, a deep page of the review list is empty', async () => {
    // 2,100 drafts an hour apart, the 30 oldest submitted: deep pages (offset 2,000) are found
    // through the counters (posts-deep-pages.repo.ts).
    const start = Date.parse('2025-01-01T08:00:00Z');
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      title: `Mély piszkozat ${i}`,
      shortContent: 'Rövid.',
      content: '<p>Szöveg.</p>',
      menuId: 1,
      userId: people.author.user.id,
      menuType: 'draft' as const,
      shortname: `mely-piszkozat-${i}`,
      postUrl: `/hirek/mely-piszkozat-${i}/`,
      creationDate: new Date(start + i * 3600_000),
      lastUpdate: new Date(start + i * 3600_000),
      workflowStatus: i < 30 ? ('submitted' as const) : ('draft' as const),
    }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(posts).values(rows.slice(i, i + 500));
    expect((await list(inReview('submitted'))).data).toHaveLength(30);
    const deep = await t.app.inject({
      method: 'GET',
      url: `/api/admin-posts?${inReview('submitted')}&per_page=100&page=21`,
      headers: people.reader.headers,
    });
    expect(deep.statusCode, deep.body).toBe(200);
    expect(replyBody(deep, postListReplySchema).data.map((p) => p.title)).toEqual([]);
  });

  it('shows each step at once: submit lists it, return takes it out, approve and publish move it on', async () => {
    const mine = inReview('submitted', `&user_id=${people.author.user.id}`);
    const draft = await articleIn('draft', people.author.user.id);
    const other = await articleIn('submitted', people.colleague.user.id);
    const row = async (query: string) => (await list(query)).data.find((p) => p.id === draft.id);
    // The lists as the desk had them (cached where the list caches).
    expect(await idsOf(inReview('submitted'))).toEqual([other.id]);
    expect(await idsOf(mine)).toEqual([]);
    expect((await row('type=draft'))?.workflow_status).toBe('draft');

    expect((await step(people.author, draft.id, 'submit')).statusCode).toBe(200);
    expect(await idsOf(inReview('submitted'))).toEqual([other.id, draft.id].sort((a, b) => b - a));
    expect(await idsOf(mine)).toEqual([draft.id]);
    expect((await row('type=draft'))?.workflow_status).toBe('submitted');

    expect((await step(people.editor, draft.id, 'return', { note: 'Javítsa!' })).statusCode).toBe(200);
    expect(await idsOf(inReview('submitted'))).toEqual([other.id]);
    expect(await idsOf(mine)).toEqual([]);
    expect(await idsOf(inReview('returned'))).toEqual([draft.id]);
    expect((await row('type=draft'))?.workflow_status).toBe('returned');

    expect((await step(people.author, draft.id, 'submit')).statusCode).toBe(200);
    expect(await idsOf(mine)).toEqual([draft.id]);
    expect(await idsOf(inReview('returned'))).toEqual([]);

    expect((await step(people.administrator, draft.id, 'approve')).statusCode).toBe(200);
    expect(await idsOf(mine)).toEqual([]);
    expect(await idsOf(inReview('approved'))).toEqual([draft.id]);
    expect((await row('type=draft'))?.workflow_status).toBe('approved');

    expect((await step(people.editor, draft.id, 'publish')).statusCode).toBe(200);
    expect(await idsOf(inReview('approved'))).toEqual([]);
    expect(await row('type=draft')).toBeUndefined();
    expect((await row('type=post'))?.menu_type).toBe('post');

    // Withdrawn, it starts over as a plain draft.
    expect((await step(people.editor, draft.id, 'unpublish')).statusCode).toBe(200);
    expect(await row('type=post')).toBeUndefined();
    expect((await row('type=draft'))?.workflow_status).toBe('draft');
    expect(await idsOf(inReview('draft'))).toEqual([draft.id]);
    expect(await idsOf(inReview('submitted'))).toEqual([other.id]);
  });
});
