import fs from 'node:fs/promises';
import path from 'node:path';
import { POST_MESSAGES, type Post, type PostInput, SERVER_MESSAGES } from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import {
  buildImage,
  buildMenu,
  buildPost,
  createTestApp,
  DEFAULT_TEST_THUMBNAIL,
  errorBody,
  imageDataUrl,
  postEditBody,
  type SignedIn,
  setVisitTotals,
  type TestApp,
  toDataUrl,
  validPostInput,
} from '../../test/harness.ts';

let t: TestApp;
/** An editor (is_admin) who writes most articles of this file. */
let editor: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signIn({ first_name: 'Erzsébet', last_name: 'Szerkesztő', is_admin: true });
});

afterAll(async () => {
  await t?.close();
});

interface SavedReply {
  status: 'ok';
  message: string;
  data: Post;
}

type Body = PostInput & Record<string, unknown>;

const addPost = (payload: Body | string, headers: Record<string, string> = editor.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/posts/add',
    headers: typeof payload === 'string' ? { ...headers, 'content-type': 'application/json' } : headers,
    payload,
  });

const putPost = (id: number | string, payload: Body, headers: Record<string, string> = editor.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/posts/${id}`, headers, payload });

const getPost = (id: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: editor.headers });

const deletePost = (id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: editor.headers });

/** POST /api/posts/add that must succeed; answers the saved article. */
async function createPost(overrides: Body = {}): Promise<Post> {
  const res = await addPost(validPostInput(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedReply>().data;
}

async function loadPost(id: number): Promise<Post> {
  const res = await getPost(id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedReply>().data;
}

/** The body the editor sends back for a loaded article, with changes. */
const editBody = (post: Post, changes: Body = {}): Body => postEditBody(post, changes);

async function countPosts(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(posts);
  return row?.n ?? 0;
}

/** Every stored upload (relative paths), without the thumbnail cache. */
async function listUploads(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'uploads');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith('.thumbs'))
    .sort();
}

/** `expected` with the error envelope, and nothing stored (no article, no upload). */
async function expectRefusedWithoutTrace(
  send: () => ReturnType<typeof addPost>,
  status: number,
  message: string,
): Promise<ReturnType<typeof errorBody>> {
  const before = { posts: await countPosts(), uploads: await listUploads() };
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody(res);
  expect(body.message).toBe(message);
  expect(await countPosts()).toBe(before.posts);
  expect(await listUploads()).toEqual(before.uploads);
  return body;
}

const MINUTE_MS = 60_000;

describe('GET /api/posts/:id', () => {
  it('answers every field of the article (docs/product.md) with its author and category', async () => {
    const hirek = 1;
    const [submenu] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin-sub-menu-items/${hirek}`,
        headers: editor.headers,
      })
    ).json<{ data: Array<{ id: number }> }>().data;
    expect(submenu).toBeDefined();
    const before = Date.now();
    await t.storeUpload('/uploads/posts/covers/teljes.jpg');
    const created = await createPost({
      title: 'Teljes cikk minden mezővel',
      short_content: 'A bevezető.',
      content: '<p>A <em>teljes</em> szöveg.</p>',
      menu_id: hirek,
      secondary_menu_id: submenu?.id ?? 0,
      post_type: 'Interjú',
      keywords: 'egy,kettő',
      thumbnail: '/uploads/posts/covers/teljes.jpg',
      thumbnail_source: 'Fotó: MTI',
      menu_type: 'post',
    });
    await setVisitTotals(t.db, created.id, 30, 12);

    const res = await getPost(created.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedReply>();
    expect(body.status).toBe('ok');
    expect(body.data).toEqual({
      id: created.id,
      title: 'Teljes cikk minden mezővel',
      short_content: 'A bevezető.',
      content: '<p>A <em>teljes</em> szöveg.</p>',
      menu_id: hirek,
      menu_name: 'Hírek',
      secondary_menu_id: submenu?.id,
      post_type: 'Interjú',
      keywords: 'egy,kettő',
      thumbnail: '/uploads/posts/covers/teljes.jpg',
      thumbnail_source: 'Fotó: MTI',
      is_active: 1,
      user_id: editor.user.id,
      menu_type: 'post',
      post_url: '/hirek/teljes-cikk-minden-mezovel/',
      shortname: 'teljes-cikk-minden-mezovel',
      creation_date: created.creation_date,
      last_update: created.last_update,
      full_name: 'Szerkesztő Erzsébet',
      desktop_visitors: 30,
      mobile_visitors: 12,
      total_visitors: 42,
      publish_at: null,
      published_late: 0,
      scheduled_by: null,
    });
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
    expect(body.data.creation_date).toMatch(iso);
    expect(body.data.last_update).toMatch(iso);
    expect(Date.parse(body.data.creation_date)).toBeGreaterThan(before - MINUTE_MS);
    expect(Date.parse(body.data.creation_date)).toBeLessThan(Date.now() + MINUTE_MS);
  });

  it('a missing article is a 404 with #{id} cikk nem létezik!', async () => {
    const res = await getPost(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: '#987654 cikk nem létezik!' });
  });

  it('an inactive (deleted) article is a 404 with the same message', async () => {
    const post = await buildPost(t.db, { is_active: false });
    const res = await getPost(post.id);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(POST_MESSAGES.notFound(post.id));
    expect(POST_MESSAGES.notFound(post.id)).toBe(`#${post.id} cikk nem létezik!`);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('id %s is a 400, never a 500', async (id) => {
    const res = await getPost(id);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).status).toBe('error');
  });
});

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

  describe('cover image', () => {
    it('a real JPEG is stored re-encoded, without its EXIF, and served from /uploads', async () => {
      const original = await buildImage({
        format: 'jpeg',
        width: 320,
        height: 200,
        exif: { Copyright: 'secret' },
      });
      expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('secret');

      const post = await createPost({
        thumbnail: '',
        image: { data: toDataUrl(original, 'image/jpeg'), filename: 'kep.jpg', type: 'image/jpeg' },
      });
      expect(post.thumbnail).toMatch(/^\/uploads\/.+\.jpg$/);
      expect((await loadPost(post.id)).thumbnail).toBe(post.thumbnail);

      const served = await t.app.inject({ method: 'GET', url: post.thumbnail });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([320, 200]);
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toContain('secret');

      const stored = await fs.readFile(path.join(t.config.dataDir, post.thumbnail));
      expect(stored.equals(served.rawPayload)).toBe(true);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    });

    it('a real PNG is stored as an image; the new cover replaces the thumbnail sent with it', async () => {
      const post = await createPost({
        thumbnail: '/uploads/posts/covers/regi.jpg',
        image: { data: await imageDataUrl({ format: 'png', width: 40, height: 30 }), filename: 'k.png' },
      });
      expect(post.thumbnail).toMatch(/^\/uploads\/.+\.png$/);
      const served = await t.app.inject({ method: 'GET', url: post.thumbnail });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
    });

    it('text bytes named .png are a 415: the file is checked by content, not by name', async () => {
      const data = toDataUrl('Ez nem kép, csak szöveg.\n'.repeat(20), 'image/png');
      await expectRefusedWithoutTrace(
        () =>
          addPost(validPostInput({ thumbnail: '', image: { data, filename: 'kep.png', type: 'image/png' } })),
        415,
        POST_MESSAGES.notAnImage,
      );
    });

    it('an SVG is a 415 (it can carry script)', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><script>alert(1)</script>' +
        '<rect width="20" height="20" fill="red"/></svg>';
      await expectRefusedWithoutTrace(
        () =>
          addPost(
            validPostInput({
              thumbnail: '',
              image: { data: toDataUrl(svg, 'image/svg+xml'), filename: 'k.svg' },
            }),
          ),
        415,
        POST_MESSAGES.notAnImage,
      );
    });

    it('something that is not a data URL is a 415', async () => {
      await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ thumbnail: '', image: { data: 'https://example.com/kep.jpg' } })),
        415,
        POST_MESSAGES.notAnImage,
      );
    });

    it.each([
      ['10 MB + 1 byte', 10 * 1024 * 1024 + 1],
      ['11 MB', 11 * 1024 * 1024],
    ])('an image of %s is a 413 with the 10 MB message', async (_label, size) => {
      const bytes = Buffer.alloc(size, 7);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
      const data = toDataUrl(bytes, 'image/png');
      await expectRefusedWithoutTrace(
        () => addPost(validPostInput({ thumbnail: '', image: { data, filename: 'nagy.png' } })),
        413,
        POST_MESSAGES.imageTooLarge,
      );
    });

    it('a body over 16 MB is a 413', async () => {
      const json = JSON.stringify(validPostInput({ content: `<p>${'x'.repeat(16 * 1024 * 1024)}</p>` }));
      await expectRefusedWithoutTrace(() => addPost(json), 413, SERVER_MESSAGES.tooLarge);
    });
  });

  it.each([
    ['uploads/a.jpg', '/uploads/a.jpg'],
    ['/uploads/a.jpg', '/uploads/a.jpg'],
    ['  /uploads/posts/covers/b.png ', '/uploads/posts/covers/b.png'],
  ])('normalises the existing thumbnail %j to %j', async (thumbnail, stored) => {
    await t.storeUpload(stored);
    const post = await createPost({ thumbnail });
    expect(post.thumbnail).toBe(stored);
    expect((await loadPost(post.id)).thumbnail).toBe(stored);
  });

  describe('a cover path must name a stored upload', () => {
    it.each([
      ['a path that was never uploaded', '/uploads/posts/covers/does-not-exist.png'],
      ['a full URL, even to a stored file', 'https://cdn.evil.example/uploads/posts/covers/teszt.jpg'],
      ['a URL climbing out of /uploads', 'https://cdn.evil.example/uploads/../../x.png'],
      ['a path climbing out of /uploads', '/uploads/posts/../../secret.jpg'],
      ['a percent-encoded climb', '/uploads/posts/..%2f..%2fsecret.jpg'],
      ['a protocol-relative URL', '//cdn.evil.example/uploads/posts/covers/teszt.jpg'],
      ['the thumbnail cache', '/uploads/.thumbs/h200/posts/covers/teszt.jpg'],
      ['a query string', '/uploads/posts/covers/teszt.jpg?h=200'],
    ])('%s (%j) is refused with 400 and nothing is saved', async (_label, thumbnail) => {
      const before = { posts: await countPosts(), uploads: await listUploads() };
      const res = await addPost(validPostInput({ thumbnail }));
      expect(res.statusCode, res.body).toBe(400);
      const body = errorBody(res);
      expect([POST_MESSAGES.coverNotStored, POST_MESSAGES.noCover]).toContain(body.message);
      expect(body.errors).toHaveProperty('thumbnail');
      expect(await countPosts()).toBe(before.posts);
      expect(await listUploads()).toEqual(before.uploads);
    });

    it('says in Hungarian that the cover is not among the uploads', async () => {
      const res = await addPost(validPostInput({ thumbnail: '/uploads/posts/covers/does-not-exist.png' }));
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toEqual({
        status: 'error',
        message: POST_MESSAGES.coverNotStored,
        errors: { thumbnail: POST_MESSAGES.coverNotStored },
      });
    });

    it("an article keeps a cover whose file went missing when the editor leaves it as it is, but can't switch to a missing one", async () => {
      const built = await buildPost(t.db, {
        thumbnail: '/uploads/posts/covers/elveszett.jpg',
        menu_type: 'draft',
      });
      const post = await loadPost(built.id);
      const kept = await putPost(post.id, editBody(post, { title: 'Új cím, régi borító' }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<SavedReply>().data.thumbnail).toBe('/uploads/posts/covers/elveszett.jpg');

      const current = kept.json<SavedReply>().data;
      const switched = await putPost(
        post.id,
        editBody(current, { thumbnail: '/uploads/posts/covers/masik-hianyzo.jpg' }),
      );
      expect(switched.statusCode).toBe(400);
      expect(errorBody(switched).message).toBe(POST_MESSAGES.coverNotStored);
      expect((await loadPost(post.id)).thumbnail).toBe('/uploads/posts/covers/elveszett.jpg');
    });
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

  it('stores keywords trimmed and de-duplicated, case kept', async () => {
    const post = await createPost({ keywords: ' a, b ,a,,C ' });
    expect(post.keywords).toBe('a,b,C');
    expect((await loadPost(post.id)).keywords).toBe('a,b,C');
    expect((await createPost({ keywords: 'Foci,foci, FOCI' })).keywords).toBe('Foci,foci,FOCI');
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

describe('PUT /api/posts/:id', () => {
  it('saves with the loaded last_update, which then moves on', async () => {
    const created = await createPost({ menu_type: 'draft' });
    const loaded = await loadPost(created.id);
    const res = await putPost(
      created.id,
      editBody(loaded, { short_content: 'Új bevezető.', keywords: 'x, y,x', menu_type: 'draft' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SavedReply>();
    expect(body.message).toBe(POST_MESSAGES.savedAsDraft);
    expect(body.data).toMatchObject({
      id: created.id,
      short_content: 'Új bevezető.',
      keywords: 'x,y',
      menu_type: 'draft',
      creation_date: loaded.creation_date,
    });
    expect(Date.parse(body.data.last_update)).toBeGreaterThan(Date.parse(loaded.last_update));
    expect(await loadPost(created.id)).toEqual(body.data);

    // Publishing it: the published message and menu_type post.
    const published = await putPost(created.id, editBody(body.data, { menu_type: 'post' }));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<SavedReply>()).toMatchObject({
      message: POST_MESSAGES.published,
      data: { menu_type: 'post' },
    });
  });

  it('keeps the author; another editor saving does not take the article over', async () => {
    const created = await createPost();
    const developer = await t.signIn({ is_developer: true });
    const res = await putPost(created.id, editBody(created, { title: 'Más mentette' }), developer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedReply>().data.user_id).toBe(editor.user.id);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, created.id));
    expect(row?.updatedBy).toBe(developer.user.id);
  });

  it('a stale last_update is a 409 and the stored article stays as the first save left it', async () => {
    const loaded = await createPost({ title: 'Ütközés előtt' });
    const first = await putPost(
      loaded.id,
      editBody(loaded, { title: 'Első mentés', content: '<p>első</p>' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json<SavedReply>().data;

    const second = await putPost(
      loaded.id,
      editBody(loaded, { title: 'Második mentés', content: '<p>2</p>' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status: 'error', message: POST_MESSAGES.conflict });
    expect(POST_MESSAGES.conflict).toBe(
      'A cikket időközben más módosította. Töltse be újra, mielőtt mentene!',
    );
    expect(await loadPost(loaded.id)).toEqual(afterFirst);
  });

  it('a missing or unreadable last_update is a 400', async () => {
    const post = await createPost();
    for (const last_update of [undefined, '', 'tegnap']) {
      const body = editBody(post, { title: 'Nem menthető' });
      if (last_update === undefined) delete body.last_update;
      else body.last_update = last_update;
      const res = await putPost(post.id, body);
      expect(res.statusCode, String(last_update)).toBe(400);
      expect(Object.keys(errorBody(res).errors ?? {})).toContain('last_update');
    }
    expect((await loadPost(post.id)).title).toBe(post.title);
  });

  it('two concurrent saves from the same load: exactly one 200 and one 409', async () => {
    const post = await createPost();
    const replies = await Promise.all([
      putPost(post.id, editBody(post, { title: 'Párhuzamos A' })),
      putPost(post.id, editBody(post, { title: 'Párhuzamos B' })),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.statusCode === 200)?.json<SavedReply>().data;
    expect(await loadPost(post.id)).toEqual(winner);
  });

  it("a published article keeps its shortname when its title changes; a draft's follows the title", async () => {
    const published = await createPost({ title: 'Közzétett eredeti cím', menu_type: 'post' });
    const p = await putPost(published.id, editBody(published, { title: 'Közzétett új cím' }));
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json<SavedReply>().data).toMatchObject({
      title: 'Közzétett új cím',
      shortname: 'kozzetett-eredeti-cim',
      post_url: '/hirek/kozzetett-eredeti-cim/',
    });

    const draft = await createPost({ title: 'Piszkozat eredeti cím', menu_type: 'draft' });
    expect(draft.shortname).toBe('piszkozat-eredeti-cim');
    const d = await putPost(draft.id, editBody(draft, { title: 'Piszkozat új cím' }));
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json<SavedReply>().data).toMatchObject({
      shortname: 'piszkozat-uj-cim',
      post_url: '/hirek/piszkozat-uj-cim/',
    });
    // The old shortname is free again.
    expect((await createPost({ title: 'Piszkozat eredeti cím' })).shortname).toBe('piszkozat-eredeti-cim');
  });

  it("a draft renamed to another article's title gets a unique shortname", async () => {
    await createPost({ title: 'Foglalt cím' });
    const draft = await createPost({ title: 'Még szabad cím' });
    const res = await putPost(draft.id, editBody(draft, { title: 'Foglalt cím' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SavedReply>().data.shortname).toBe('foglalt-cim-2');
  });

  it('applies the same rules as a new article', async () => {
    const post = await createPost();
    const blank = await putPost(post.id, editBody(post, { title: '', content: '<p></p>' }));
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank).message).toBe(POST_MESSAGES.invalid);
    expect(Object.keys(errorBody(blank).errors ?? {}).sort()).toEqual(['content', 'title']);
    const noCover = await putPost(post.id, editBody(post, { thumbnail: '' }));
    expect(noCover.statusCode).toBe(400);
    expect(errorBody(noCover).message).toBe(POST_MESSAGES.noCover);
    expect(await loadPost(post.id)).toEqual(post);

    const cover = await putPost(post.id, editBody(post, { image: { data: await imageDataUrl() } }));
    expect(cover.statusCode, cover.body).toBe(200);
    expect(cover.json<SavedReply>().data.thumbnail).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(cover.json<SavedReply>().data.thumbnail).not.toBe(post.thumbnail);
  });

  it('a deleted or missing article is a 404', async () => {
    const post = await createPost();
    expect((await deletePost(post.id)).statusCode).toBe(200);
    const res = await putPost(post.id, editBody(post, { title: 'Feltámasztva' }));
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(POST_MESSAGES.notFound(post.id));
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.title).toBe(post.title);
    expect(row?.isActive).toBe(false);

    const missing = await putPost(987654, editBody(post));
    expect(missing.statusCode).toBe(404);
    expect(errorBody(missing).message).toBe('#987654 cikk nem létezik!');
    expect((await putPost('abc', editBody(post))).statusCode).toBe(400);
  });
});

describe('DELETE /api/posts/:id', () => {
  it('is a soft delete: the row stays inactive, lists show it only with include_inactive=1', async () => {
    const post = await createPost({ title: 'Törlendő cikk' });
    const res = await deletePost(post.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', message: POST_MESSAGES.deleted });

    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row).toMatchObject({ title: 'Törlendő cikk', isActive: false });
    expect((await getPost(post.id)).statusCode).toBe(404);

    const list = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin-posts?q=${encodeURIComponent('Törlendő cikk')}${query}`,
        headers: editor.headers,
      });
    expect((await list('')).json<{ data: Post[] }>().data).toEqual([]);
    const shown = (await list('&include_inactive=1')).json<{ data: Post[] }>().data;
    expect(shown.map((p) => [p.id, p.is_active])).toEqual([[post.id, 0]]);
  });

  it('a second delete, or a missing article, is a 404', async () => {
    const post = await createPost();
    expect((await deletePost(post.id)).statusCode).toBe(200);
    const again = await deletePost(post.id);
    expect(again.statusCode).toBe(404);
    expect(errorBody(again).message).toBe(POST_MESSAGES.notFound(post.id));
    expect((await deletePost(987654)).statusCode).toBe(404);
    expect((await deletePost('abc')).statusCode).toBe(400);
  });

  it('works with content-type: application/json and an empty body', async () => {
    const post = await createPost();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/posts/${post.id}`,
      headers: { ...editor.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await getPost(post.id)).statusCode).toBe(404);
  });
});

describe('GET /api/posts/most-used-keywords/:menu_path', () => {
  it("counts the keywords of the category's active articles, most used first", async () => {
    const menu = await buildMenu(t.db);
    const other = await buildMenu(t.db);
    for (const keywords of ['foci,EB', 'foci,vb', 'foci,EB,edző', 'EB']) {
      await buildPost(t.db, { menu_id: menu.id, keywords });
    }
    await buildPost(t.db, { menu_id: menu.id, keywords: 'foci,törölt', is_active: false });
    await buildPost(t.db, { menu_id: menu.id, keywords: '' });
    await buildPost(t.db, { menu_id: other.id, keywords: 'máshol,vb,vb2' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/most-used-keywords/${menu.path}`,
      headers: editor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; most_used_keywords: Record<string, number> }>();
    expect(body.status).toBe('ok');
    expect(body.most_used_keywords).toEqual({ foci: 3, EB: 3, vb: 1, edző: 1 });
    const keys = Object.keys(body.most_used_keywords);
    expect(keys.slice(0, 2).sort()).toEqual(['EB', 'foci']);
    expect(keys.slice(2).sort()).toEqual(['edző', 'vb']);
  });

  it('an unknown category answers an empty map', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/posts/most-used-keywords/nincs-ilyen-rovat',
      headers: editor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', most_used_keywords: {} });
  });
});
