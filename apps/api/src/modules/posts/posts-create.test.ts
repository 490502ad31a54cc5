/**
 * Creating an article (POST /api/posts/add): drafts, publishing, the author, sanitised HTML,
 * keywords, shortnames.
 */
import { POST_MESSAGES } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildMenu, validPostInput } from '../../test/harness.ts';
import { MINUTE_MS, type SavedReply, usePostsTestApp } from './posts-support.ts';

const { t, editor, addPost, deletePost, createPost, loadPost } = usePostsTestApp();

describe('POST /api/posts/add', () => {
  it('saves a draft: savedAsDraft message, menu_type draft, readable right away', async () => {
    const input = validPostInput({ menu_type: 'draft' });
    const res = await addPost(input);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedReply>();
    expect(body).toMatchObject({ status: 'ok', message: POST_MESSAGES.savedAsDraft });
    expect(body.data).toMatchObject({
      title: input.title,
      menu_type: 'draft',
      is_active: 1,
      user_id: editor.user.id,
      full_name: 'Szerkesztő Erzsébet',
      desktop_visitors: 0,
      mobile_visitors: 0,
      total_visitors: 0,
    });
    expect(body.data.id).toBeGreaterThan(0);
    expect(await loadPost(body.data.id)).toEqual(body.data);
  });

  it('publishes: published message and menu_type post', async () => {
    const res = await addPost(validPostInput({ menu_type: 'post' }));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedReply>();
    expect(body.message).toBe(POST_MESSAGES.published);
    expect(body.data.menu_type).toBe('post');
    expect((await loadPost(body.data.id)).menu_type).toBe('post');
  });

  it('a developer may write articles too', async () => {
    const developer = await t.signIn({ is_developer: true });
    const res = await addPost(validPostInput(), developer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedReply>().data.user_id).toBe(developer.user.id);
  });

  it('takes the author from the session, whatever the body says', async () => {
    const other = await t.createUser();
    const post = await createPost({
      user_id: other.id,
      full_name: 'Hamis Név',
      is_active: 0,
      id: 1,
      creation_date: '2001-01-01T00:00:00Z',
      total_visitors: 999,
    });
    expect(post.user_id).toBe(editor.user.id);
    expect(post.full_name).toBe('Szerkesztő Erzsébet');
    expect(post.is_active).toBe(1);
    expect(post.total_visitors).toBe(0);
    expect(Date.parse(post.creation_date)).toBeGreaterThan(Date.now() - MINUTE_MS);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.userId).toBe(editor.user.id);
    expect(row?.updatedBy).toBe(editor.user.id);
  });

  it('sanitises the HTML: script, handlers, javascript: links, style and data: images are gone', async () => {
    const kept = [
      '<h2>Alcím</h2>',
      '<p>Első <strong>erős</strong> és <em>dőlt</em> <a href="https://example.com/cikk">link</a></p>',
      '<ul><li>egy</li><li>kettő</li></ul>',
      '<blockquote>idézet</blockquote>',
    ];
    const content = [
      kept[0],
      kept[1],
      '<script>alert("script")</script>',
      '<p style="background:url(https://evil.example/x.png)">stílus</p>',
      '<img src="/uploads/x.jpg" onerror="alert(\'onerror\')">',
      '<img src="/uploads/posts/content/a.jpg" alt="kép">',
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<a href="javascript:alert(\'js\')">rossz link</a>',
      '<p onclick="alert(\'click\')">kattint</p>',
      '<iframe src="https://evil.example/"></iframe>',
      kept[2],
      kept[3],
    ].join('');
    const post = await createPost({ content });
    const stored = (await loadPost(post.id)).content;
    expect(stored).toBe(post.content);
    for (const part of kept) expect(stored).toContain(part);
    expect(stored).toContain('<img src="/uploads/posts/content/a.jpg" alt="kép" />');
    expect(stored).toContain('<img src="/uploads/x.jpg" />');
    expect(stored).toContain('<p>stílus</p>');
    expect(stored).toContain('rossz link');
    for (const gone of [
      '<script',
      'alert',
      'onerror',
      'onclick',
      'javascript:',
      'style=',
      'data:',
      'iframe',
    ]) {
      expect(stored, gone).not.toContain(gone);
    }
  });

  it('stores keywords trimmed and de-duplicated, accents and case folded (modules/keywords)', async () => {
    const post = await createPost({ keywords: ' a, b ,a,,C ' });
    expect(post.keywords).toBe('a,b,C');
    expect((await loadPost(post.id)).keywords).toBe('a,b,C');
    // The first spelling of a new keyword is its spelling; 'gazdasag' and 'Gazdaság' are one.
    expect((await createPost({ keywords: 'Foci,foci, FOCI' })).keywords).toBe('Foci');
    expect((await createPost({ keywords: 'FOCÍ, d' })).keywords).toBe('Foci,d');
    expect((await createPost({ keywords: ' , ,' })).keywords).toBe('');
  });

  describe('shortname and post_url', () => {
    it('come from the title with Hungarian accents folded, unique with -2, -3', async () => {
      const first = await createPost({ title: 'Őszi ülés' });
      const second = await createPost({ title: 'Őszi ülés', menu_type: 'post' });
      const third = await createPost({ title: 'Őszi  ülés!' });
      expect([first.shortname, second.shortname, third.shortname]).toEqual([
        'oszi-ules',
        'oszi-ules-2',
        'oszi-ules-3',
      ]);
      expect(first.post_url).toBe('/hirek/oszi-ules/');
      expect(second.post_url).toBe('/hirek/oszi-ules-2/');
      expect((await createPost({ title: 'Árvíztűrő TÜKÖRFÚRÓGÉP' })).shortname).toBe(
        'arvizturo-tukorfurogep',
      );
    });

    it("post_url is /{menu path}/{shortname}/ of the article's category", async () => {
      const menu = await buildMenu(t.db);
      const post = await createPost({ title: 'Új rovat első cikke', menu_id: menu.id });
      expect(post.post_url).toBe(`/${menu.path}/uj-rovat-elso-cikke/`);
    });

    it('a deleted article keeps its shortname taken', async () => {
      const gone = await createPost({ title: 'Eltűnt cikk' });
      expect((await deletePost(gone.id)).statusCode).toBe(200);
      expect((await createPost({ title: 'Eltűnt cikk' })).shortname).toBe('eltunt-cikk-2');
    });

    it('two articles with the same title saved at once both get a shortname of their own', async () => {
      const replies = await Promise.all(
        [1, 2, 3].map(() => addPost(validPostInput({ title: 'Egyszerre mentett cím' }))),
      );
      for (const res of replies) expect(res.statusCode, res.body).toBe(200);
      const names = replies.map((r) => r.json<SavedReply>().data.shortname).sort();
      expect(names).toEqual(['egyszerre-mentett-cim', 'egyszerre-mentett-cim-2', 'egyszerre-mentett-cim-3']);
    });
  });
});
