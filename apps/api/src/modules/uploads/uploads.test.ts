import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MESSAGES, POST_MESSAGES, SERVER_MESSAGES } from '@newsroom/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectByteRanges, expectHeadLikeGet } from '../../test/byte-ranges.ts';
import { buildImage, errorBody, imageDataUrl, toDataUrl, useTestApp } from '../../test/harness.ts';

const { t, editor } = useTestApp({ editor: { is_admin: true } });
let uploadsDir: string;

beforeAll(() => {
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});

interface UploadReply {
  status: 'ok';
  message: string;
  url: string;
  data: { url: string; width: number; height: number };
}

const UPLOAD_URL = '/api/image-upload/post-content';

function uploadJson(payload: Record<string, unknown>, headers: Record<string, string> = editor.headers) {
  return t.app.inject({ method: 'POST', url: UPLOAD_URL, headers, payload });
}

function uploadRaw(bytes: Buffer | string, contentType: string) {
  return t.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: { ...editor.headers, 'content-type': contentType },
    payload: bytes,
  });
}

function fetchUpload(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Uploads a real image and answers its /uploads URL. */
async function uploaded(options: Parameters<typeof buildImage>[0] = {}): Promise<string> {
  const res = await uploadJson({ image: await imageDataUrl(options) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadReply>().url;
}

describe('POST /api/image-upload/post-content', () => {
  it('takes JSON {image: dataURL} and answers {status: ok, url} of an image that is served', async () => {
    const res = await uploadJson({
      image: await imageDataUrl({ format: 'jpeg', width: 120, height: 90, exif: { Copyright: 'secret' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadReply>();
    expect(body.status).toBe('ok');
    expect(body.url).toMatch(/^\/uploads\/.+\.jpg$/);
    expect(body.data).toEqual({ url: body.url, width: 120, height: 90 });

    const served = await fetchUpload(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 90]);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('secret');
  });

  it('takes a raw image/png body too', async () => {
    const png = await buildImage({ format: 'png', width: 30, height: 20 });
    const res = await uploadRaw(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UploadReply>();
    expect(body).toMatchObject({ status: 'ok', url: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    const served = await fetchUpload(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 30, 20]);
  });

  it('every new image gets a URL of its own; the same bytes again answer the same one', async () => {
    const a = await uploaded();
    const b = await uploaded();
    expect(a).not.toBe(b);
    const bytes = await imageDataUrl();
    const first = await uploadJson({ image: bytes });
    const again = await uploadJson({ image: bytes });
    expect(again.json<UploadReply>().url).toBe(first.json<UploadReply>().url);
  });

  it('a non-image is a 415 and nothing is stored, whatever its name or content type says', async () => {
    const before = await storedFiles();
    const text = 'Ez nem kép.\n'.repeat(50);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>';
    for (const res of [
      await uploadJson({ image: toDataUrl(text, 'image/png') }),
      await uploadJson({ image: 'nem data URL' }),
      await uploadRaw(text, 'image/png'),
    ]) {
      expect(res.statusCode, res.body).toBe(415);
      expect(errorBody(res).message).toBe(POST_MESSAGES.notAnImage);
    }
    // An SVG is an image, but it can carry script: refused, saying so.
    for (const res of [
      await uploadJson({ image: toDataUrl(svg, 'image/svg+xml') }),
      await uploadRaw(svg, 'image/svg+xml'),
    ]) {
      expect(res.statusCode, res.body).toBe(415);
      expect(errorBody(res).message).toBe(MEDIA_MESSAGES.svg);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('an image over 10 MB is a 413', async () => {
    const bytes = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    const res = await uploadRaw(bytes, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(errorBody(res).message).toBe(POST_MESSAGES.imageTooLarge);
  });

  it('a JSON body without an image is a 400; text/plain is a 415', async () => {
    const res = await uploadJson({ kep: 'x' });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).status).toBe('error');
    const text = await uploadRaw('hello', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(errorBody(text).message).toBe(SERVER_MESSAGES.unsupportedMedia);
  });
});

describe('GET /uploads/…', () => {
  it('?h=200 serves a copy 200 px high, made once and then served from the cache', async () => {
    const url = await uploaded({ format: 'jpeg', width: 600, height: 400 });
    const key = url.slice('/uploads/'.length);
    const cached = path.join(uploadsDir, '.thumbs', 'h200', key);
    await expect(fs.access(cached)).rejects.toThrow();

    const first = await fetchUpload(`${url}?h=200`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);

    const onDisk = await fs.readFile(cached);
    expect(onDisk.equals(first.rawPayload)).toBe(true);
    const { mtimeMs } = await fs.stat(cached);

    // The second request reads the cached copy: it answers even when the original is gone.
    await fs.rm(path.join(uploadsDir, key));
    const second = await fetchUpload(`${url}?h=200`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await fs.stat(cached)).mtimeMs).toBe(mtimeMs);
    expect((await fetchUpload(url)).statusCode).toBe(404);
  });

  it('keeps a PNG a PNG and never enlarges a small image', async () => {
    const url = await uploaded({ format: 'png', width: 80, height: 50 });
    const res = await fetchUpload(`${url}?h=200`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 80, 50]);
  });

  it('other heights serve the original', async () => {
    const url = await uploaded({ width: 300, height: 240 });
    const res = await fetchUpload(`${url}?h=123`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).height).toBe(240);
  });

  it('never leaves the uploads folder: .. in the path is a 404', async () => {
    const secret = await buildImage();
    await fs.writeFile(path.join(t.config.dataDir, 'secret.jpg'), secret);
    await fs.mkdir(path.join(uploadsDir, 'posts'), { recursive: true });
    for (const url of [
      '/uploads/../secret.jpg',
      '/uploads/posts/../../secret.jpg',
      '/uploads/%2e%2e/secret.jpg',
      '/uploads/..%2fsecret.jpg',
      '/uploads/posts/..%2f..%2fsecret.jpg',
      '/uploads/%2e%2e%2fsecret.jpg',
      '/uploads/..%5csecret.jpg',
      '/uploads/../secret.jpg?h=200',
    ]) {
      const res = await fetchUpload(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.equals(secret), url).toBe(false);
    }
  });

  it('an unknown extension is a 404, even when the file exists', async () => {
    await fs.mkdir(uploadsDir, { recursive: true });
    await fs.writeFile(path.join(uploadsDir, 'jegyzet.txt'), 'titok');
    await fs.writeFile(path.join(uploadsDir, 'rajz.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const url of ['/uploads/jegyzet.txt', '/uploads/rajz.svg', '/uploads/noext']) {
      const res = await fetchUpload(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
  });

  it('a missing file is a 404 with the envelope', async () => {
    for (const url of ['/uploads/posts/nincs.jpg', '/uploads/posts/nincs.jpg?h=200']) {
      const res = await fetchUpload(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
  });
});

describe('GET /uploads/… validators and caching (disk storage)', () => {
  it('answers ETag, Last-Modified, the length and a year of immutable caching', async () => {
    const url = await uploaded({ format: 'png', width: 40, height: 30 });
    const res = await fetchUpload(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const { mtime, size } = await fs.stat(path.join(uploadsDir, url.slice('/uploads/'.length)));
    expect(res.headers['last-modified']).toBe(mtime.toUTCString());
    expect(res.headers['content-length']).toBe(String(size));
  });

  it('answers 304 without a body to a matching If-None-Match or If-Modified-Since', async () => {
    const url = await uploaded();
    const first = await fetchUpload(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    for (const headers of [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
    }
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"masik"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('a thumbnail has validators of its own', async () => {
    const url = await uploaded({ width: 600, height: 400 });
    const thumb = await fetchUpload(`${url}?h=200`);
    const original = await fetchUpload(url);
    expect(thumb.headers.etag).toBeDefined();
    expect(thumb.headers.etag).not.toBe(original.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `${url}?h=200`,
      headers: { 'if-none-match': String(thumb.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('HEAD answers the headers and the length without the body', async () => {
    const url = await uploaded();
    await expectHeadLikeGet(t.app, url, 'image/jpeg');
    expect((await t.app.inject({ method: 'HEAD', url: '/uploads/posts/nincs.jpg' })).statusCode).toBe(404);
  });

  it('answers one byte range with 206 and Content-Range, and a range past the end with 416', async () => {
    const url = await uploaded({ width: 200, height: 150 });
    await expectByteRanges(t.app, url);
    // The disk's entity tags are weak: an If-Range naming one gets the whole file (RFC 9110 13.1.5).
    const etag = String((await fetchUpload(url)).headers.etag);
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(res.statusCode).toBe(200);
  });
});
