/**
 * The cover image of a new article (POST /api/posts/add): uploads, and paths that must name a
 * stored upload.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MESSAGES, POST_MESSAGES, SERVER_MESSAGES } from '@newsroom/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  buildImage,
  buildPost,
  errorBody,
  imageDataUrl,
  toDataUrl,
  validPostInput,
} from '../../test/harness.ts';
import { type SavedReply, usePostsTestApp } from './posts-support.ts';

const {
  t,
  addPost,
  putPost,
  createPost,
  loadPost,
  editBody,
  countPosts,
  listUploads,
  expectRefusedWithoutTrace,
} = usePostsTestApp();

describe('POST /api/posts/add', () => {
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
        MEDIA_MESSAGES.svg,
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
});
