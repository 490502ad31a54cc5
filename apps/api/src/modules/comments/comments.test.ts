/**
 * Editorial comments and mentions (docs/api.md, "Comments"): only those who may open the article
 * read or write its thread; a mention tells the colleague in their inbox and counts in the
 * 'mentions' counter; a mention of someone who may not open the article is refused and writes
 * nothing.
 */
import {
  type Comment,
  type CommentPerson,
  INBOX_TEXT,
  type Inbox,
  MAX_COMMENT_LENGTH,
  type Notifications,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import {
  buildPost,
  builtinRoleId,
  errorBody,
  getOkData,
  type SignedIn,
  useTestApp,
} from '../../test/harness.ts';

const { t } = useTestApp();

const url = (postId: number) => `/api/posts/${postId}/comments`;
const thread = (who: SignedIn, postId: number) => getOkData<Comment[]>(t, url(postId), who.headers);
const inbox = (who: SignedIn) => getOkData<Inbox>(t, '/api/inbox', who.headers);
const counters = (who: SignedIn) => getOkData<Notifications>(t, '/api/notifications', who.headers);

function post(who: SignedIn, postId: number, payload: unknown) {
  return t.app.inject({ method: 'POST', url: url(postId), headers: who.headers, payload: payload as object });
}

/** An author ('Szerző') with a draft, an editor ('Szerkesztő'), and a second author. */
async function newsroom() {
  const suffix = Math.random().toString(36).slice(2, 7);
  const author = await t.signIn({
    first_name: 'Anna',
    last_name: `Író-${suffix}`,
    role_id: await builtinRoleId(t.db, 'author'),
  });
  const editor = await t.signIn({
    first_name: 'Ede',
    last_name: `Szerkesztő-${suffix}`,
    role_id: await builtinRoleId(t.db, 'editor'),
  });
  const colleague = await t.signIn({
    first_name: 'Kata',
    last_name: `Kolléga-${suffix}`,
    role_id: await builtinRoleId(t.db, 'author'),
  });
  const draft = await buildPost(t.db, { user_id: author.user.id, menu_type: 'draft', title: 'Árvíz' });
  return { author, editor, colleague, draft };
}

describe('comments of an article', () => {
  it('a comment with a mention lands in the thread and in the mentioned colleague’s inbox', async () => {
    const { author, editor, draft } = await newsroom();
    const before = (await counters(editor)).mentions ?? 0;

    const res = await post(author, draft.id, {
      body: '  Ede, megnéznéd a második bekezdést?  ',
      mentions: [editor.user.id, editor.user.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json<{ data: Comment; message: string }>();
    expect(added.message).toBe('Megjegyzés elküldve.');
    expect(added.data).toMatchObject({
      post_id: draft.id,
      user_id: author.user.id,
      user_name: `${author.user.last_name} Anna`,
      body: 'Ede, megnéznéd a második bekezdést?',
      mentions: [{ id: editor.user.id, name: `${editor.user.last_name} Ede` }],
      resolved: 0,
      resolved_by_name: null,
    });

    // Both who may open the article read the same thread.
    expect(await thread(editor, draft.id)).toEqual([added.data]);
    expect(await thread(author, draft.id)).toEqual([added.data]);

    const told = await inbox(editor);
    expect(told.entries[0]).toMatchObject({
      kind: 'mention',
      post_id: draft.id,
      from_user_id: author.user.id,
      text: INBOX_TEXT.mention(
        `${author.user.last_name} Anna`,
        'Árvíz',
        'Ede, megnéznéd a második bekezdést?',
      ),
      read: 0,
    });
    expect((await counters(editor)).mentions).toBe(before + 1);
    // The one who wrote it is not told of their own comment.
    expect((await inbox(author)).entries.some((e) => e.kind === 'mention')).toBe(false);
  });

  it('only those who may open the article read or write its comments', async () => {
    const { author, colleague, draft } = await newsroom();
    const reader = await t.signIn({ role_id: await builtinRoleId(t.db, 'reader') });
    await post(author, draft.id, { body: 'Belső megjegyzés' });

    for (const who of [colleague, reader]) {
      const read = await t.app.inject({ method: 'GET', url: url(draft.id), headers: who.headers });
      expect(read.statusCode).toBe(403);
      const write = await post(who, draft.id, { body: 'Én is hozzászólnék' });
      expect(write.statusCode).toBe(403);
    }
    const colleagueRead = await t.app.inject({
      method: 'GET',
      url: url(draft.id),
      headers: colleague.headers,
    });
    expect(errorBody(colleagueRead).message).toContain('articles.write_all');
    expect((await thread(author, draft.id)).map((c) => c.body)).toEqual(['Belső megjegyzés']);

    const missing = await t.app.inject({ method: 'GET', url: url(2_000_000_000), headers: author.headers });
    expect(missing.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'GET', url: url(draft.id) });
    expect(signedOut.statusCode).toBe(401);
  });

  it('offers for mentions exactly the colleagues who may open the article, and refuses anyone else', async () => {
    const { author, editor, colleague, draft } = await newsroom();
    const retired = await t.createUser({ role_id: await builtinRoleId(t.db, 'editor'), is_active: false });
    const offered = await getOkData<CommentPerson[]>(t, `${url(draft.id)}/mentionable`, author.headers);
    const ids = offered.map((p) => p.id);
    expect(ids).toContain(author.user.id);
    expect(ids).toContain(editor.user.id);
    expect(ids).not.toContain(colleague.user.id);
    expect(ids).not.toContain(retired.id);
    expect(offered.find((p) => p.id === editor.user.id)?.name).toBe(`${editor.user.last_name} Ede`);

    for (const stranger of [colleague.user.id, retired.id, 2_000_000_000]) {
      const res = await post(author, draft.id, { body: 'Nézd meg!', mentions: [editor.user.id, stranger] });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).errors?.mentions).toContain(`#${stranger}`);
    }
    // Nothing was written: no comment, and not even the allowed colleague was told.
    expect(await thread(author, draft.id)).toEqual([]);
    expect((await inbox(editor)).entries.some((e) => e.post_id === draft.id)).toBe(false);
    expect((await inbox(colleague)).entries).toEqual([]);
  });

  it('refuses a blank or too long comment in Hungarian', async () => {
    const { author, draft } = await newsroom();
    const blank = await post(author, draft.id, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank).errors?.body).toBe('Írja meg a megjegyzést!');
    const long = await post(author, draft.id, { body: 'a'.repeat(MAX_COMMENT_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(errorBody(long).errors?.body).toBe(
      `A megjegyzés legfeljebb ${MAX_COMMENT_LENGTH} karakter lehet!`,
    );
    const noBody = await post(author, draft.id, { mentions: [] });
    expect(noBody.statusCode).toBe(400);
    expect(await thread(author, draft.id)).toEqual([]);
  });

  it('marks a comment resolved with who did it, and opens it again', async () => {
    const { author, editor, draft } = await newsroom();
    const other = await buildPost(t.db, { user_id: author.user.id, menu_type: 'draft' });
    const added = await post(author, draft.id, { body: 'Forrás hiányzik' });
    const comment = added.json<{ data: Comment }>().data;
    const put = (who: SignedIn, postId: number, commentId: number, resolved: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `${url(postId)}/${commentId}`,
        headers: who.headers,
        payload: { resolved },
      });

    const resolved = await put(editor, draft.id, comment.id, 1);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<{ data: Comment; message: string }>()).toMatchObject({
      message: 'Megjegyzés lezárva.',
      data: { id: comment.id, resolved: 1, resolved_by_name: `${editor.user.last_name} Ede` },
    });
    // Resolving again keeps who resolved it first.
    const again = await put(author, draft.id, comment.id, true);
    expect(again.json<{ data: Comment }>().data.resolved_by_name).toBe(`${editor.user.last_name} Ede`);

    const reopened = await put(author, draft.id, comment.id, 0);
    expect(reopened.json<{ data: Comment }>().data).toMatchObject({
      resolved: 0,
      resolved_by_name: null,
      resolved_at: null,
    });

    // Another article's id, an unknown comment, a bad value.
    expect((await put(author, other.id, comment.id, 1)).statusCode).toBe(404);
    expect((await put(author, draft.id, 2_000_000_000, 1)).statusCode).toBe(404);
    expect((await put(author, draft.id, comment.id, 'igen')).statusCode).toBe(400);
    expect((await thread(author, draft.id))[0]?.resolved).toBe(0);
  });
});
