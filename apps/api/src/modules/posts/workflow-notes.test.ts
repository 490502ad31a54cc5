/**
 * What a workflow step asks of its request (POST /api/posts/{id}/workflow): a return needs a note
 * of at most MAX_WORKFLOW_NOTE_LENGTH characters, and a `last_update` the client loaded that is no
 * longer the stored one refuses the step. A refused step changes nothing.
 */
import {
  MAX_WORKFLOW_NOTE_LENGTH,
  POST_MESSAGES,
  type Post,
  rightMissing,
  WORKFLOW_MESSAGES,
  type WorkflowAction,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { errorBody, getOkData, postEditBody } from '../../test/harness.ts';
import { type StartState, useWorkflowApp } from './workflow-support.ts';

const { t, people, step, read, articleIn } = useWorkflowApp();

/** A save of the article by the administrator (as a colleague would, after the client loaded it). */
async function saveByAnother(id: number): Promise<Post> {
  const post = await read(id);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/posts/${id}`,
    headers: people.administrator.headers,
    payload: postEditBody(post, { keywords: 'frissítve' }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

/** The actions of an article's revisions, newest first. */
async function revisionActions(id: number): Promise<string[]> {
  const rows = await getOkData<Array<{ action: string }>>(
    t,
    `/api/posts/${id}/revisions`,
    people.editor.headers,
  );
  return rows.map((r) => r.action);
}

describe('the note of a return', () => {
  it.each([
    ['no note', {}],
    ['a null note', { note: null }],
    ['an empty note', { note: '' }],
    ['a note of spaces only', { note: '  \n\t ' }],
  ])('refuses a return with %s: 400 errors.note, nothing changes', async (_label, extra) => {
    const before = await articleIn('submitted', people.author.user.id);
    const res = await step(people.editor, before.id, 'return', extra);
    expect(res.statusCode, res.body).toBe(400);
    const body = errorBody(res);
    expect(body.message).toBe(WORKFLOW_MESSAGES.noteRequired);
    expect(body.errors).toEqual({ note: WORKFLOW_MESSAGES.noteRequired });
    expect(await read(before.id)).toEqual(before);
  });

  it(`takes a note of exactly ${MAX_WORKFLOW_NOTE_LENGTH} characters, and refuses one longer (400)`, async () => {
    const longest = 'm'.repeat(MAX_WORKFLOW_NOTE_LENGTH);
    const before = await articleIn('submitted', people.author.user.id);
    const tooLong = await step(people.editor, before.id, 'return', { note: `${longest}x` });
    expect(tooLong.statusCode, tooLong.body).toBe(400);
    // The field is named; its text is the schema's (WORKFLOW_MESSAGES.noteTooLong is never sent).
    expect(Object.keys(errorBody(tooLong).errors ?? {})).toEqual(['note']);
    expect(await read(before.id)).toEqual(before);

    const res = await step(people.editor, before.id, 'return', { note: longest });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: Post }>().data).toMatchObject({
      workflow_status: 'returned',
      workflow_note: longest,
    });
  });

  it('keeps the note trimmed, and the next submit clears it', async () => {
    const before = await articleIn('approved', people.author.user.id);
    const returned = await step(people.administrator, before.id, 'return', {
      note: '  Rövidebb cím kell.  ',
    });
    expect(returned.json<{ data: Post }>().data).toMatchObject({
      workflow_status: 'returned',
      workflow_note: 'Rövidebb cím kell.',
    });
    // The author reads the note on their draft.
    const seen = await read(before.id);
    expect(seen.workflow_note).toBe('Rövidebb cím kell.');
    const resubmitted = await step(people.author, before.id, 'submit');
    expect(resubmitted.json<{ data: Post }>().data).toMatchObject({
      workflow_status: 'submitted',
      workflow_note: '',
    });
  });

  it('asks for the right before the note, and for a fitting state before the note', async () => {
    const submitted = await articleIn('submitted', people.author.user.id);
    const byAuthor = await step(people.author, submitted.id, 'return');
    expect(byAuthor.statusCode).toBe(403);
    expect(errorBody(byAuthor).message).toBe(rightMissing('articles.review'));
    const draft = await articleIn('draft', people.author.user.id);
    const early = await step(people.editor, draft.id, 'return');
    expect(early.statusCode).toBe(409);
    expect(errorBody(early).message).toBe(
      WORKFLOW_MESSAGES.notFitting('draft', false, ['submit', 'publish']),
    );
    expect(await read(submitted.id)).toEqual(submitted);
    expect(await read(draft.id)).toEqual(draft);
  });
});

/** The step each fitting state is tried with, by whom, and what the step sends. */
const STALE_CASES: Array<[WorkflowAction, StartState, 'author' | 'editor', Record<string, unknown>]> = [
  ['submit', 'draft', 'author', {}],
  ['submit', 'returned', 'author', {}],
  ['return', 'submitted', 'editor', { note: 'Javítsa!' }],
  ['return', 'approved', 'editor', { note: 'Mégis javítsa!' }],
  ['approve', 'submitted', 'editor', {}],
  ['publish', 'approved', 'editor', {}],
  ['unpublish', 'published', 'editor', {}],
];

describe('the last_update the client loaded', () => {
  it.each(STALE_CASES)(
    '%s of a %s article: a stale one is a 409 and nothing changes',
    async (action, state, role, extra) => {
      const loaded = await articleIn(state, people.author.user.id);
      // Someone else saves the article after the client loaded it.
      const saved = await saveByAnother(loaded.id);
      const stale = await step(people[role], loaded.id, action, {
        ...extra,
        last_update: loaded.last_update,
      });
      expect(stale.statusCode, stale.body).toBe(409);
      expect(errorBody(stale).message).toBe(POST_MESSAGES.conflict);
      expect(await read(loaded.id)).toEqual(saved);
      expect(await revisionActions(loaded.id)).toEqual(['update']);

      // With the one it has now, the step is taken.
      const fresh = await step(people[role], loaded.id, action, { ...extra, last_update: saved.last_update });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(await revisionActions(loaded.id)).toEqual([action, 'update']);
    },
  );

  it('refuses a last_update that is not a time: 400 errors.last_update, nothing changes', async () => {
    const before = await articleIn('draft', people.author.user.id);
    const res = await step(people.author, before.id, 'submit', { last_update: 'tegnap' });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(errorBody(res).errors ?? {})).toEqual(['last_update']);
    expect(await read(before.id)).toEqual(before);
  });

  it('answers 404 for an article that does not exist or was deleted', async () => {
    const gone = await articleIn('draft', people.author.user.id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${gone.id}`,
      headers: people.editor.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const id of [gone.id, 2_000_000_000]) {
      const res = await step(people.author, id, 'submit');
      expect(res.statusCode, res.body).toBe(404);
      expect(errorBody(res).message).toBe(POST_MESSAGES.notFound(id));
    }
  });
});
