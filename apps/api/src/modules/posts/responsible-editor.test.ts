/**
 * 'Felelős szerkesztő' (docs/api.md, "Workflow"): an article's responsible editor is an active
 * colleague whose role writes every article; GET /api/workflow/editors names who may be one, a
 * save sets or clears it, a save without the field keeps it, and anyone else is a 400.
 */
import type { Post } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import {
  builtinRoleId,
  errorBody,
  getOkData,
  postEditBody,
  type SignedIn,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';

const { t } = useTestApp();

async function save(who: SignedIn, post: Post, changes: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/posts/${post.id}`,
    headers: who.headers,
    payload: postEditBody(post, changes),
  });
}

describe('the responsible editor', () => {
  it('is set, kept, cleared, and only ever one who writes every article', async () => {
    const author = await t.signIn({ role_id: await builtinRoleId(t.db, 'author') });
    const editor = await t.createUser({
      first_name: 'Felelős',
      last_name: 'Ferenc',
      role_id: await builtinRoleId(t.db, 'editor'),
    });
    const retired = await t.createUser({ role_id: await builtinRoleId(t.db, 'editor'), is_active: false });
    const offered = await getOkData<Array<{ id: number; name: string }>>(
      t,
      '/api/workflow/editors',
      author.headers,
    );
    expect(offered).toContainEqual({ id: editor.id, name: 'Ferenc Felelős' });
    expect(offered.map((e) => e.id)).not.toContain(author.user.id);
    expect(offered.map((e) => e.id)).not.toContain(retired.id);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: author.headers,
      payload: validPostInput({ responsible_editor_id: editor.id }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<{ data: Post }>().data;
    expect(draft.responsible_editor_id).toBe(editor.id);

    // A save without the field keeps it.
    const { responsible_editor_id: _omitted, ...body } = postEditBody(draft, { title: 'Átírt cím' });
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}`,
      headers: author.headers,
      payload: body,
    });
    expect(kept.json<{ data: Post }>().data.responsible_editor_id).toBe(editor.id);
    const current = kept.json<{ data: Post }>().data;

    for (const wrong of [author.user.id, retired.id, 2_000_000_000]) {
      const res = await save(author, current, { responsible_editor_id: wrong });
      expect(res.statusCode).toBe(400);
      expect(errorBody(res).errors?.responsible_editor_id).toBe(
        'Felelős szerkesztő csak olyan aktív kolléga lehet, aki minden cikket szerkeszthet!',
      );
    }
    const cleared = await save(author, current, { responsible_editor_id: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ data: Post }>().data.responsible_editor_id).toBeNull();
  });
});
