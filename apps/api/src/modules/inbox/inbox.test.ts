/**
 * Notifications you can trust (docs/api.md, "Workflow"): a submission tells the reviewers, a return
 * or an approval the author; each lands in GET /api/inbox and in the counters of
 * GET /api/notifications, and only its owner reads or marks it.
 */
import { INBOX_TEXT, type Inbox, type Notifications, type Post, type WorkflowAction } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import {
  builtinRoleId,
  errorBody,
  getOkData,
  type SignedIn,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';

const { t, reviewer, publisher } = useTestApp({
  reviewer: { first_name: 'Rita', last_name: 'Rovatvezető', is_admin: true },
  /** Publishes, but does not review ('Fejlesztő'): never told of a submission. */
  publisher: { first_name: 'Ferenc', last_name: 'Fejlesztő', is_developer: true },
});

const inbox = (who: SignedIn) => getOkData<Inbox>(t, '/api/inbox', who.headers);
const counters = (who: SignedIn) => getOkData<Notifications>(t, '/api/notifications', who.headers);

async function step(who: SignedIn, id: number, action: WorkflowAction, note?: string): Promise<Post> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${id}/workflow`,
    headers: who.headers,
    payload: { action, note },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

describe('the inbox and the counters of the workflow', () => {
  it('tells the reviewers of a submission and the author of a return and an approval', async () => {
    const author = await t.signIn({
      first_name: 'Ádám',
      last_name: 'Író',
      role_id: await builtinRoleId(t.db, 'author'),
    });
    const before = {
      reviewer: (await inbox(reviewer)).unread,
      review: (await counters(reviewer)).review ?? 0,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: author.headers,
      payload: validPostInput({ title: 'Árvíz a Tiszán', menu_type: 'draft' }),
    });
    const draft = created.json<{ data: Post }>().data;
    await step(author, draft.id, 'submit');

    const told = await inbox(reviewer);
    expect(told.unread).toBe(before.reviewer + 1);
    expect(told.entries[0]).toMatchObject({
      kind: 'submitted',
      post_id: draft.id,
      post_title: 'Árvíz a Tiszán',
      from_user_id: author.user.id,
      from_name: 'Író Ádám',
      text: INBOX_TEXT.submitted('Író Ádám', 'Árvíz a Tiszán', ''),
      read: 0,
    });
    expect((await counters(reviewer)).review).toBe(before.review + 1);
    // Neither the author nor a publisher who does not review hears of it, or counts it.
    expect((await inbox(author)).entries).toEqual([]);
    expect((await counters(author)).review).toBe(0);
    expect((await inbox(publisher)).entries.some((e) => e.post_id === draft.id)).toBe(false);

    await step(reviewer, draft.id, 'return', 'Kell egy második forrás.');
    const returned = await inbox(author);
    expect(returned.entries[0]).toMatchObject({
      kind: 'returned',
      text: INBOX_TEXT.returned('Rovatvezető Rita', 'Árvíz a Tiszán', 'Kell egy második forrás.'),
    });
    expect(await counters(author)).toMatchObject({ returned: 1, review: 0 });
    expect((await counters(reviewer)).review).toBe(before.review);

    await step(author, draft.id, 'submit');
    await step(reviewer, draft.id, 'approve');
    const approved = await inbox(author);
    expect(approved.entries.map((e) => e.kind)).toEqual(['approved', 'returned']);
    expect(approved.unread).toBe(2);
    expect((await counters(author)).returned).toBe(0);

    // Marking read: one's own entry only; another's is a 404 and stays unread.
    const entry = approved.entries[0];
    if (!entry) throw new Error('no entry');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${entry.id}/read`,
      headers: reviewer.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorBody(foreign).message).toContain(`#${entry.id}`);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/inbox/${entry.id}/read`,
      headers: author.headers,
    });
    expect(own.statusCode).toBe(200);
    expect((await inbox(author)).unread).toBe(1);
    const all = await t.app.inject({ method: 'POST', url: '/api/inbox/read-all', headers: author.headers });
    expect(all.json<{ data: Inbox }>().data.unread).toBe(0);
  });

  it('names who a submission tells before it is made', async () => {
    const author = await t.signIn({ role_id: await builtinRoleId(t.db, 'author') });
    const names = await getOkData<{ names: string[] }>(t, '/api/workflow/reviewers', author.headers);
    expect(names.names).toContain('Rovatvezető Rita');
    expect(names.names).not.toContain('Fejlesztő Ferenc');
    const own = await getOkData<{ names: string[] }>(t, '/api/workflow/reviewers', reviewer.headers);
    expect(own.names).not.toContain('Rovatvezető Rita');
  });
});
