/**
 * Uploads in an S3-compatible bucket (S3_BUCKET set), against a real S3 server (s3rver): stored in
 * the bucket and not on disk, served at /uploads/… with validators and 304s, thumbnails kept in the
 * bucket, and a store that is down answers 503 without writing half an article or banner.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { type Post, SERVER_MESSAGES } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { banners, posts } from '../../db/schema/index.ts';
import { expectByteRanges, expectHeadLikeGet } from '../../test/byte-ranges.ts';
import { errorBody, imageDataUrl, useTestApp, validPostInput } from '../../test/harness.ts';
import { type TestS3Server, useS3Server } from '../../test/s3-server.ts';

const UPLOAD_URL = '/api/image-upload/post-content';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function objectBytes(s3: TestS3Server, key: string): Promise<Buffer> {
  const reply = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from((await reply.Body?.transformToByteArray()) ?? []);
}

function headObject(s3: TestS3Server, key: string) {
  return s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
}

async function isInBucket(s3: TestS3Server, key: string): Promise<boolean> {
  try {
    await headObject(s3, key);
    return true;
  } catch {
    return false;
  }
}

const keyOf = (url: string) => url.slice('/uploads/'.length);

describe('uploads with S3_BUCKET', () => {
  const s3 = useS3Server();
  const { t, editor } = useTestApp({ editor: { is_admin: true } }, () => ({ env: s3.env }));

  async function upload(options: Parameters<typeof imageDataUrl>[0] = {}): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: editor.headers,
      payload: { image: await imageDataUrl(options) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ url: string }>().url;
  }

  it('a content image is stored in the bucket, not on disk, and served at its /uploads path', async () => {
    const url = await upload({ format: 'jpeg', width: 120, height: 90 });
    expect(url).toMatch(/^\/uploads\/posts\/content\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const head = await headObject(s3, keyOf(url));
    expect(head.ContentType).toBe('image/jpeg');
    expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(served.headers.etag).toBe(head.ETag);
    expect(served.headers['last-modified']).toBe(head.LastModified?.toUTCString());
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(served.rawPayload.equals(await objectBytes(s3, keyOf(url)))).toBe(true);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 120, 90]);
  });

  it('an article cover and a campaign image go to the bucket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ thumbnail: '', image: { data: await imageDataUrl(), filename: 'k.jpg' } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cover = res.json<{ data: Post }>().data.thumbnail;
    expect(cover).toMatch(/^\/uploads\/posts\/covers\/.+\.jpg$/);
    expect(await isInBucket(s3, keyOf(cover))).toBe(true);

    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/add',
      headers: editor.headers,
      payload: {
        title: 'Őszi kampány',
        side: 'campaign',
        image: { data: await imageDataUrl({ format: 'png', width: 300, height: 120 }), filename: 'k.png' },
      },
    });
    expect(campaign.statusCode, campaign.body).toBe(200);
    const bannerUrl = campaign.json<{ data: { banner_url: string } }>().data.banner_url;
    expect(bannerUrl).toMatch(/^\/uploads\/banners\/.+\.png$/);
    expect(await isInBucket(s3, keyOf(bannerUrl))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: bannerUrl })).statusCode).toBe(200);
    expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, 200 otherwise', async () => {
    const url = await upload();
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);

    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"masik", ${etag}` },
      { 'if-none-match': `W/${etag}` },
      { 'if-modified-since': lastModified },
      { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    for (const headers of [
      { 'if-none-match': '"masik"' },
      // If-None-Match wins over a matching If-Modified-Since.
      { 'if-none-match': '"masik"', 'if-modified-since': lastModified },
      { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() },
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('HEAD answers the headers and the length without the body', async () => {
    const url = await upload({ format: 'png' });
    const get = await expectHeadLikeGet(t.app, url, 'image/png');
    const conditional = await t.app.inject({
      method: 'HEAD',
      url,
      headers: { 'if-none-match': String(get.headers.etag) },
    });
    expect(conditional.statusCode).toBe(304);
  });

  it('answers one byte range with 206 and Content-Range (a ranged GetObject), past the end 416', async () => {
    const url = await upload({ width: 200, height: 150 });
    await expectByteRanges(t.app, url);
    // The bucket's entity tags are strong: an If-Range naming the current one keeps the range.
    const etag = String((await t.app.inject({ method: 'GET', url })).headers.etag);
    const res = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(10);
  });

  it('?h=200 makes the scaled copy once, keeps it in the bucket and serves it from there', async () => {
    const url = await upload({ format: 'jpeg', width: 600, height: 400 });
    const key = keyOf(url);
    const thumbKey = `.thumbs/h200/${key}`;
    expect(await isInBucket(s3, thumbKey)).toBe(false);

    const first = await t.app.inject({ method: 'GET', url: `${url}?h=200` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    expect((await objectBytes(s3, thumbKey)).equals(first.rawPayload)).toBe(true);
    expect(first.headers.etag).toBe((await headObject(s3, thumbKey)).ETag);
    expect(await filesUnder(path.join(t.config.dataDir, 'uploads'))).toEqual([]);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: `${url}?h=200`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    // Served from the stored copy: it answers even when the original is gone.
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    const second = await t.app.inject({ method: 'GET', url: `${url}?h=200` });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('a missing key is a 404 with the envelope', async () => {
    for (const url of [
      '/uploads/posts/nincs.jpg',
      '/uploads/posts/nincs.jpg?h=200',
      '/uploads/.thumbs/h200/nincs.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.notFound });
    }
  });
});

describe('uploads when the object store is down', () => {
  const s3 = useS3Server();
  const { t, editor } = useTestApp({ editor: { is_admin: true } }, () => ({ env: s3.env }));
  let storedUrl: string;

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: editor.headers,
      payload: { image: await imageDataUrl() },
    });
    expect(res.statusCode, res.body).toBe(200);
    storedUrl = res.json<{ url: string }>().url;
    await s3.stop();
  });

  function expectUnavailable(res: { statusCode: number; json(): unknown }, what: string) {
    expect(res.statusCode, what).toBe(503);
    expect(res.json(), what).toEqual({ status: 'error', message: SERVER_MESSAGES.fileStorageUnavailable });
  }

  it('an upload is a 503', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: editor.headers,
      payload: { image: await imageDataUrl() },
    });
    expectUnavailable(res, 'upload');
    expect(errorBody(res).message).toBe('A fájltár nem érhető el. Kérjük, próbálja újra később!');
  });

  it('reading a file is a 503, not a 404 or a 500', async () => {
    for (const url of [storedUrl, `${storedUrl}?h=200`, '/uploads/posts/nincs.jpg']) {
      expectUnavailable(await t.app.inject({ method: 'GET', url }), url);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(503);
    }
  });

  it('an article or a campaign with a new image is a 503 and nothing is written', async () => {
    const input = validPostInput({ thumbnail: '', image: { data: await imageDataUrl(), filename: 'k.jpg' } });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: input,
    });
    expectUnavailable(post, 'post');
    expect(
      await t.db
        .select()
        .from(posts)
        .where(eq(posts.title, String(input.title))),
    ).toEqual([]);

    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/add',
      headers: editor.headers,
      payload: {
        title: 'Kampány leállás alatt',
        side: 'campaign',
        image: { data: await imageDataUrl(), filename: 'k.jpg' },
      },
    });
    expectUnavailable(campaign, 'campaign');
    expect(await t.db.select().from(banners).where(eq(banners.title, 'Kampány leállás alatt'))).toEqual([]);
  });

  it('says why in the log', () => {
    expect(t.logs.some((line) => line.includes('storage unavailable'))).toBe(true);
  });
});
