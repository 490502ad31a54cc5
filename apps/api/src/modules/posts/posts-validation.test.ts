/**
 * The rules of a new article (POST /api/posts/add): required fields, category and subcategory,
 * field types.
 */
import { POST_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { buildMenu, DEFAULT_TEST_THUMBNAIL, errorBody, validPostInput } from '../../test/harness.ts';
import { type Body, usePostsTestApp } from './posts-support.ts';

const { t, addPost, createPost, expectRefusedWithoutTrace } = usePostsTestApp();

describe('POST /api/posts/add', () => {
  describe('required fields', () => {
    it('all four missing: 400 naming title, short_content, content and menu_id; nothing stored', async () => {
      const body = await expectRefusedWithoutTrace(
        () => addPost({ thumbnail: '/uploads/posts/covers/a.jpg', menu_type: 'post' }),
        400,
        POST_MESSAGES.invalid,
      );
      expect(Object.keys(body.errors ?? {}).sort()).toEqual(['content', 'menu_id', 'short_content', 'title']);
      expect(POST_MESSAGES.invalid).toBe('Töltse ki a megjelölt mezőket!');
    });

    it.each([
      ['title', { title: '' }],
      ['title', { title: '   ' }],
      ['short_content', { short_content: '' }],
      ['short_content', { short_content: ' \n ' }],
      ['content', { content: '' }],
      ['content', { content: '<p></p>' }],
      ['content', { content: '<p><script>x</script></p>' }],
      ['content', { content: '<p>&nbsp;</p><p><br></p>' }],
      ['menu_id', { menu_id: undefined }],
      ['menu_id', { menu_id: '' }],
    ] as Array<[string, Body]>)('a blank %s (%j) is refused and marked', async (field, change) => {
      const input = { ...validPostInput(), ...change };
      if ('menu_id' in change && change.menu_id === undefined) delete input.menu_id;
      const body = await expectRefusedWithoutTrace(() => addPost(input), 400, POST_MESSAGES.invalid);
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
    });

    it('content with only an image is not empty', async () => {
      const post = await createPost({ content: '<p><img src="/uploads/posts/content/x.jpg" alt="x"></p>' });
      expect(post.content).toContain('<img src="/uploads/posts/content/x.jpg"');
    });

    it('without a cover image and without a thumbnail: Tötlse fel a borítóképet!', async () => {
      expect(POST_MESSAGES.noCover).toBe('Tötlse fel a borítóképet!');
      for (const change of [{ thumbnail: '' }, { thumbnail: '   ' }, { thumbnail: '', image: null }]) {
        await expectRefusedWithoutTrace(() => addPost(validPostInput(change)), 400, POST_MESSAGES.noCover);
      }
    });

    it("a blank field and a missing cover are marked at once, with the fields' message", async () => {
      const body = await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ title: ' ', thumbnail: '' })),
        400,
        POST_MESSAGES.invalid,
      );
      expect(body.errors).toEqual({ title: POST_MESSAGES.invalid, image: POST_MESSAGES.noCover });
    });

    it('a thumbnail sent as uploads/… is kept from /uploads on', async () => {
      const post = await createPost({ thumbnail: DEFAULT_TEST_THUMBNAIL.slice(1) });
      expect(post.thumbnail).toBe(DEFAULT_TEST_THUMBNAIL);
    });

    it('a thumbnail outside /uploads is no cover', async () => {
      await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ thumbnail: 'https://evil.example/kep.jpg' })),
        400,
        POST_MESSAGES.noCover,
      );
    });
  });

  describe('category and subcategory', () => {
    it('an unknown menu is a 400', async () => {
      const body = await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ menu_id: 987654 })),
        400,
        POST_MESSAGES.unknownMenu,
      );
      expect(Object.keys(body.errors ?? {})).toEqual(['menu_id']);
    });

    it('an inactive menu is a 400', async () => {
      const menu = await buildMenu(t.db, { is_active: false });
      await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ menu_id: menu.id })),
        400,
        POST_MESSAGES.unknownMenu,
      );
    });

    it("a submenu of another menu is a 400; the menu's own submenu is stored", async () => {
      const a = await buildMenu(t.db, { submenus: ['A1', 'A2'] });
      const b = await buildMenu(t.db, { submenus: ['B1'] });
      const body = await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ menu_id: a.id, secondary_menu_id: b.submenus[0]?.id })),
        400,
        POST_MESSAGES.unknownSubmenu,
      );
      expect(Object.keys(body.errors ?? {})).toEqual(['secondary_menu_id']);
      await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ menu_id: a.id, secondary_menu_id: 987654 })),
        400,
        POST_MESSAGES.unknownSubmenu,
      );

      const post = await createPost({ menu_id: a.id, secondary_menu_id: a.submenus[1]?.id });
      expect(post.secondary_menu_id).toBe(a.submenus[1]?.id);
      expect(post.menu_name).toBe(a.name);
      const none = await createPost({ menu_id: a.id, secondary_menu_id: 0 });
      expect(none.secondary_menu_id).toBe(0);
    });
  });

  it('wrongly typed fields are a 400, never a 500', async () => {
    for (const change of [
      { title: 5 },
      { menu_id: 'x' },
      { secondary_menu_id: -1 },
      { menu_type: 'published' },
      { keywords: ['a', 'b'] },
      { image: 'data:image/png;base64,AAAA' },
      { image: { data: 42 } },
    ] as Body[]) {
      const res = await addPost({ ...validPostInput(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorBody(res).errors, JSON.stringify(change)).toBeDefined();
    }
    for (const payload of ['[]', '"x"', 'null', '{"title":']) {
      const res = await addPost(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(errorBody(res).status).toBe('error');
    }
  });
});
