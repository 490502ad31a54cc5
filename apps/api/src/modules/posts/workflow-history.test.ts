/**
 * What each workflow step leaves behind, as a client reads it: one revision
 * (GET /api/posts/{id}/revisions, action submit, return or approve) and one audit entry (GET
 * /api/audit-log, entity 'post', the step as its action, who took it and what changed). A refused
 * step leaves neither.
 */
import {
  type AuditEntry,
  auditEntrySchema,
  listReplySchema,
  type Post,
  type RevisionListItem,
  revisionListReplySchema,
  type WorkflowAction,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { replyBody, type SignedIn } from '../../test/harness.ts';
import { useWorkflowApp } from './workflow-support.ts';

const { t, people, step, articleIn } = useWorkflowApp();

async function revisionsOf(id: number): Promise<RevisionListItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/posts/${id}/revisions?per_page=100`,
    headers: people.author.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return replyBody(res, revisionListReplySchema).data;
}

/** The audit entries of an article, oldest first, as a user with audit.read reads them. */
async function auditOf(id: number): Promise<AuditEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/audit-log?entity=post&entity_id=${id}&per_page=100`,
    headers: people.administrator.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return replyBody(res, listReplySchema(auditEntrySchema)).data.reverse();
}

/** Takes a step and checks that it wrote exactly one revision and one audit entry, naming `who`. */
async function stepLeavesOneOfEach(
  who: SignedIn,
  id: number,
  action: WorkflowAction,
  extra: Record<string, unknown> = {},
): Promise<{ post: Post; entry: AuditEntry }> {
  const [revisionsBefore, auditBefore] = [await revisionsOf(id), await auditOf(id)];
  const res = await step(who, id, action, extra);
  expect(res.statusCode, res.body).toBe(200);
  const post = res.json<{ data: Post }>().data;

  const revisions = await revisionsOf(id);
  expect(revisions.slice(1)).toEqual(revisionsBefore);
  expect(revisions[0]).toMatchObject({
    action,
    user_id: who.user.id,
    menu_type: post.menu_type,
    title: post.title,
  });
  const audit = await auditOf(id);
  expect(audit.slice(0, -1)).toEqual(auditBefore);
  const entry = audit.at(-1) as AuditEntry;
  expect(entry).toMatchObject({
    entity: 'post',
    entity_id: id,
    action,
    user_id: who.user.id,
    user_email: who.user.email,
    label: post.title,
  });
  return { post, entry };
}

describe('the history of the workflow steps', () => {
  it('writes one revision and one audit entry per submit, return and approve, with the change', async () => {
    const draft = await articleIn('draft', people.author.user.id);

    const submitted = await stepLeavesOneOfEach(people.author, draft.id, 'submit');
    expect(submitted.entry.changes?.workflow_status).toEqual({ before: 'draft', after: 'submitted' });

    const returned = await stepLeavesOneOfEach(people.editor, draft.id, 'return', { note: 'Több forrás!' });
    expect(returned.entry.changes?.workflow_status).toEqual({ before: 'submitted', after: 'returned' });
    expect(returned.entry.changes?.workflow_note).toEqual({ before: '', after: 'Több forrás!' });

    const again = await stepLeavesOneOfEach(people.author, draft.id, 'submit');
    expect(again.entry.changes?.workflow_status).toEqual({ before: 'returned', after: 'submitted' });
    expect(again.entry.changes?.workflow_note).toEqual({ before: 'Több forrás!', after: '' });

    const approved = await stepLeavesOneOfEach(people.administrator, draft.id, 'approve');
    expect(approved.entry.changes?.workflow_status).toEqual({ before: 'submitted', after: 'approved' });

    const reopened = await stepLeavesOneOfEach(people.editor, draft.id, 'return', { note: 'Mégsem.' });
    expect(reopened.entry.changes?.workflow_status).toEqual({ before: 'approved', after: 'returned' });

    expect((await revisionsOf(draft.id)).map((r) => r.action)).toEqual([
      'return',
      'approve',
      'submit',
      'return',
      'submit',
    ]);
    expect((await auditOf(draft.id)).map((e) => e.action)).toEqual([
      'submit',
      'return',
      'submit',
      'approve',
      'return',
    ]);
  });

  it("names who took the step: an editor submitting a colleague's draft, a 'Fejlesztő' publishing it", async () => {
    const draft = await articleIn('draft', people.colleague.user.id);
    await stepLeavesOneOfEach(people.editor, draft.id, 'submit');
    await stepLeavesOneOfEach(people.developer, draft.id, 'publish');
  });

  it('writes a publish and an unpublish revision and audit entry for those steps', async () => {
    const approved = await articleIn('approved', people.author.user.id);
    const published = await stepLeavesOneOfEach(people.developer, approved.id, 'publish');
    expect(published.entry.changes?.menu_type).toEqual({ before: 'draft', after: 'post' });
    const withdrawn = await stepLeavesOneOfEach(people.editor, approved.id, 'unpublish');
    expect(withdrawn.entry.changes?.menu_type).toEqual({ before: 'post', after: 'draft' });
    expect(withdrawn.post.workflow_status).toBe('draft');
  });

  it('a refused step (403, 409, 400) writes no revision and no audit entry', async () => {
    const draft = await articleIn('draft', people.author.user.id);
    const submitted = await articleIn('submitted', people.author.user.id);
    const refused: Array<[SignedIn, number, WorkflowAction, Record<string, unknown>, number]> = [
      [people.reader, draft.id, 'submit', {}, 403],
      [people.colleague, draft.id, 'submit', {}, 403],
      [people.author, draft.id, 'publish', {}, 403],
      [people.developer, submitted.id, 'approve', {}, 403],
      [people.editor, draft.id, 'approve', {}, 409],
      [people.author, submitted.id, 'submit', {}, 409],
      [people.editor, submitted.id, 'return', { note: '' }, 400],
      [people.editor, submitted.id, 'approve', { last_update: '2020-01-01T00:00:00.000Z' }, 409],
    ];
    for (const [who, id, action, extra, status] of refused) {
      const res = await step(who, id, action, extra);
      expect(res.statusCode, `${who.user.role_name} ${action} #${id}: ${res.body}`).toBe(status);
    }
    for (const id of [draft.id, submitted.id]) {
      expect(await revisionsOf(id)).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    }
  });

  it('two reviewers approve at once: one step is taken, the other is a 409, one revision and one entry', async () => {
    const submitted = await articleIn('submitted', people.author.user.id);
    const answers = await Promise.all([
      step(people.editor, submitted.id, 'approve'),
      step(people.administrator, submitted.id, 'approve'),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? people.editor : people.administrator;
    expect(await revisionsOf(submitted.id)).toMatchObject([{ action: 'approve', user_id: winner.user.id }]);
    const audit = await auditOf(submitted.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'approve', user_id: winner.user.id });
    expect(audit[0]?.changes?.workflow_status).toEqual({ before: 'submitted', after: 'approved' });
  });
});
