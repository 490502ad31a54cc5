/**
 * The review workflow end to end through POST /api/posts/{id}/workflow (docs/api.md, "Workflow"):
 * a 'Szerző' writes and submits, a 'Szerkesztő' returns with a note and approves, and only a
 * publisher publishes.
 */
import { type Post, rightMissing, WORKFLOW_MESSAGES, type WorkflowAction } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { builtinRoleId, errorBody, useTestApp, validPostInput } from '../../test/harness.ts';

const { t, editor, colleague } = useTestApp({
  editor: { first_name: 'Szilvia', last_name: 'Szerkesztő', is_admin: true },
  colleague: { first_name: 'Kornél', last_name: 'Kolléga' },
});

function step(
  headers: Record<string, string>,
  id: number,
  action: WorkflowAction,
  extra: Record<string, unknown> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/posts/${id}/workflow`,
    headers,
    payload: { action, ...extra },
  });
}

describe('POST /api/posts/:id/workflow', () => {
  it('takes a draft from the author to publication, each step refused where it does not fit', async () => {
    const authorRole = await builtinRoleId(t.db, 'author');
    const writer = await t.signIn({ role_id: authorRole });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: writer.headers,
      payload: validPostInput({ menu_type: 'draft' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<{ data: Post }>().data;
    expect(draft.workflow_status).toBe('draft');

    // The author may not publish: 403 naming the right; the editor may not approve yet: 409.
    const publish = await step(writer.headers, draft.id, 'publish');
    expect(publish.statusCode).toBe(403);
    expect(errorBody(publish).message).toBe(rightMissing('articles.publish'));
    const early = await step(editor.headers, draft.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(errorBody(early).message).toBe(
      WORKFLOW_MESSAGES.notFitting('draft', false, ['submit', 'publish']),
    );

    const submitted = await step(writer.headers, draft.id, 'submit');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<{ data: Post; message: string }>()).toMatchObject({
      message: WORKFLOW_MESSAGES.done.submit,
      data: { workflow_status: 'submitted' },
    });
    // A colleague cannot submit or review it.
    expect((await step(colleague.headers, draft.id, 'return', { note: 'x' })).statusCode).toBe(403);

    const noNote = await step(editor.headers, draft.id, 'return');
    expect(noNote.statusCode).toBe(400);
    expect(errorBody(noNote).errors).toEqual({ note: WORKFLOW_MESSAGES.noteRequired });
    const returned = await step(editor.headers, draft.id, 'return', { note: 'Bővebb forrás kell.' });
    expect(returned.json<{ data: Post }>().data).toMatchObject({
      workflow_status: 'returned',
      workflow_note: 'Bővebb forrás kell.',
    });
    const stale = await step(writer.headers, draft.id, 'submit', { last_update: draft.last_update });
    expect(stale.statusCode).toBe(409);
    expect((await step(writer.headers, draft.id, 'submit')).json<{ data: Post }>().data).toMatchObject({
      workflow_status: 'submitted',
      workflow_note: '',
    });
    expect(
      (await step(editor.headers, draft.id, 'approve')).json<{ data: Post }>().data.workflow_status,
    ).toBe('approved');
    const published = await step(editor.headers, draft.id, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<{ data: Post }>().data.menu_type).toBe('post');

    const revisions = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${draft.id}/revisions`,
      headers: editor.headers,
    });
    const actions = revisions.json<{ data: Array<{ action: string }> }>().data.map((r) => r.action);
    expect(actions).toEqual(['publish', 'approve', 'submit', 'return', 'submit', 'create']);

    const withdrawn = await step(editor.headers, draft.id, 'unpublish');
    expect(withdrawn.json<{ data: Post }>().data).toMatchObject({
      menu_type: 'draft',
      workflow_status: 'draft',
    });
  });
});
