/**
 * The byte-range checks of GET /uploads/… (Range, If-Range, 206 and 416), run against each
 * storage (uploads.test.ts on disk, uploads-s3.test.ts in a bucket) so both answer alike.
 */
import { SERVER_MESSAGES } from '@newsroom/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorBody } from './harness.ts';

/**
 * Checks that HEAD of the stored file at `url` answers GET's headers (the type, the length, the
 * ETag) without a body; answers the GET for further checks.
 */
export async function expectHeadLikeGet(
  app: FastifyInstance,
  url: string,
  contentType: string,
): Promise<LightMyRequestResponse> {
  const get = await app.inject({ method: 'GET', url });
  const head = await app.inject({ method: 'HEAD', url });
  expect(head.statusCode).toBe(200);
  expect(head.rawPayload.length).toBe(0);
  expect(head.headers['content-type']).toBe(contentType);
  expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
  expect(head.headers.etag).toBe(get.headers.etag);
  return get;
}

/** Checks every range case on the stored file at `url` (an image of at least 100 bytes). */
export async function expectByteRanges(app: FastifyInstance, url: string): Promise<void> {
  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers });
  const whole = await get();
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  const bytes = whole.rawPayload;
  const size = bytes.length;
  expect(size).toBeGreaterThan(100);

  const part = async (range: string, start: number, end: number, headers: Record<string, string> = {}) => {
    const res = await get({ range, ...headers });
    expect(res.statusCode, range).toBe(206);
    expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length'], range).toBe(String(end - start + 1));
    expect(res.headers['accept-ranges'], range).toBe('bytes');
    expect(res.headers.etag, range).toBe(whole.headers.etag);
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
  };
  await part('bytes=0-9', 0, 9);
  await part('bytes=10-', 10, size - 1);
  await part('bytes=-5', size - 5, size - 1);
  await part(`bytes=20-${size * 10}`, 20, size - 1);
  await part('bytes=0-9', 0, 9, { 'if-range': String(whole.headers['last-modified']) });

  // Several ranges, a malformed one, another unit, a range of another version, or a HEAD: the whole file.
  const wholeFileCases: Array<Record<string, string>> = [
    { range: 'bytes=0-1,4-5' },
    { range: 'bytes=9-3' },
    { range: 'items=0-1' },
    { range: 'bytes=0-9', 'if-range': '"another-version"' },
    { range: 'bytes=0-9', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
  ];
  for (const headers of wholeFileCases) {
    const res = await get(headers);
    expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    expect(res.rawPayload.equals(bytes), JSON.stringify(headers)).toBe(true);
  }
  const head = await get({ range: 'bytes=0-9' }, 'HEAD');
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-length']).toBe(String(size));

  // Past the end: 416 with the size.
  for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`, 'bytes=-0']) {
    const res = await get({ range });
    expect(res.statusCode, range).toBe(416);
    expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
    expect(errorBody(res).message, range).toBe(SERVER_MESSAGES.rangeNotSatisfiable);
  }
}
