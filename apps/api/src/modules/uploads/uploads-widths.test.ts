/**
 * GET /uploads/…?w=<width>: the copies of IMAGE_WIDTHS the public site's srcset asks for, made
 * once and kept beside the original like the ?h=200 thumbnails, never wider than the original.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@newsroom/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectHeadLikeGet } from '../../test/byte-ranges.ts';
import { type buildImage, imageDataUrl, useTestApp } from '../../test/harness.ts';

const { t, editor } = useTestApp({ editor: { is_admin: true } });
let uploadsDir: string;

beforeAll(() => {
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});

/** Uploads a real image through the editor's upload call and answers its /uploads URL. */
async function uploaded(options: Parameters<typeof buildImage>[0]): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/image-upload/post-content',
    headers: editor.headers,
    payload: { image: await imageDataUrl(options) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string }>().url;
}

const fetchUpload = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const keyOf = (url: string) => url.slice('/uploads/'.length);
const size = async (bytes: Buffer) => {
  const meta = await sharp(bytes).metadata();
  return [meta.format, meta.width, meta.height];
};

describe('GET /uploads/…?w=', () => {
  let wide: string;

  beforeAll(async () => {
    wide = await uploaded({ format: 'jpeg', width: 2000, height: 1000 });
  });

  it('?w=480 serves a JPEG 480 px wide, made once and then served from the kept copy', async () => {
    const cached = path.join(uploadsDir, '.thumbs', 'w480', keyOf(wide));
    await expect(fs.access(cached)).rejects.toThrow();

    const first = await fetchUpload(`${wide}?w=480`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(await size(first.rawPayload)).toEqual(['jpeg', 480, 240]);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['content-length']).toBe(String(first.rawPayload.length));

    const onDisk = await fs.readFile(cached);
    expect(onDisk.equals(first.rawPayload)).toBe(true);
    const { mtimeMs } = await fs.stat(cached);
    const second = await fetchUpload(`${wide}?w=480`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await fs.stat(cached)).mtimeMs).toBe(mtimeMs);
  });

  it('makes every width of IMAGE_WIDTHS, each kept under a key of its own', async () => {
    for (const width of IMAGE_WIDTHS) {
      const res = await fetchUpload(`${wide}?w=${width}`);
      expect(res.statusCode, String(width)).toBe(200);
      expect(await size(res.rawPayload), String(width)).toEqual(['jpeg', width, width / 2]);
      await fs.access(path.join(uploadsDir, '.thumbs', `w${width}`, keyOf(wide)));
    }
  });

  it('answers from the kept copy even when the original is gone', async () => {
    const url = await uploaded({ format: 'jpeg', width: 1200, height: 600 });
    const first = await fetchUpload(`${url}?w=960`);
    expect(await size(first.rawPayload)).toEqual(['jpeg', 960, 480]);
    await fs.rm(path.join(uploadsDir, keyOf(url)));
    const second = await fetchUpload(`${url}?w=960`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await fetchUpload(url)).statusCode).toBe(404);
  });

  it('never enlarges: an image narrower than the width answers its own bytes', async () => {
    const url = await uploaded({ format: 'jpeg', width: 300, height: 200 });
    const original = await fetchUpload(url);
    const res = await fetchUpload(`${url}?w=960`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(await size(res.rawPayload)).toEqual(['jpeg', 300, 200]);
    expect(res.rawPayload.equals(original.rawPayload)).toBe(true);
  });

  it('keeps a PNG a PNG', async () => {
    const url = await uploaded({ format: 'png', width: 1000, height: 500 });
    const res = await fetchUpload(`${url}?w=480`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(await size(res.rawPayload)).toEqual(['png', 480, 240]);
  });

  it('any other width (or height) answers the original', async () => {
    const url = await uploaded({ format: 'jpeg', width: 1000, height: 500 });
    for (const query of ['w=500', 'w=0', 'w=abc', 'w=', 'h=123', 'w=480.5']) {
      const res = await fetchUpload(`${url}?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(await size(res.rawPayload), query).toEqual(['jpeg', 1000, 500]);
    }
    const thumbs = await fs.readdir(path.join(uploadsDir, '.thumbs')).catch(() => []);
    expect(thumbs.filter((name) => !/^w(480|768|960|1440)$/.test(name))).toEqual([]);
  });

  it('a width copy has validators of its own and answers 304 to them', async () => {
    const copy = await fetchUpload(`${wide}?w=960`);
    const original = await fetchUpload(wide);
    expect(copy.headers.etag).toBeDefined();
    expect(copy.headers.etag).not.toBe(original.headers.etag);
    const conditions: Array<Record<string, string>> = [
      { 'if-none-match': String(copy.headers.etag) },
      { 'if-modified-since': String(copy.headers['last-modified']) },
    ];
    for (const headers of conditions) {
      const again = await fetchUpload(`${wide}?w=960`, headers);
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('HEAD answers the headers of the copy without a body, and makes it when missing', async () => {
    const url = await uploaded({ format: 'jpeg', width: 1600, height: 800 });
    const head = await t.app.inject({ method: 'HEAD', url: `${url}?w=1440` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    await fs.access(path.join(uploadsDir, '.thumbs', 'w1440', keyOf(url)));
    const get = await expectHeadLikeGet(t.app, `${url}?w=1440`, 'image/jpeg');
    expect(await size(get.rawPayload)).toEqual(['jpeg', 1440, 720]);
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
  });

  it('a missing file is a 404, with or without a width', async () => {
    for (const url of ['/uploads/posts/nincs.jpg?w=480', '/uploads/../secret.jpg?w=480']) {
      expect((await fetchUpload(url)).statusCode, url).toBe(404);
    }
  });
});
