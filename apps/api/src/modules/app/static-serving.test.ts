// The web app and the API served like production: pre-compressed copies of the built files chosen by
// Accept-Encoding, long caching of the content-hashed assets only, on-the-fly compression of
// larger API replies, and uploaded images sent as they are.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage, createTestApp, type TestApp } from '../../test/harness.ts';

const INDEX_HTML = `<!doctype html><html><head><title>Newsroom</title><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const ASSET = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `szó-${i}`))};\n`;
const ASSET_PATH = 'assets/index-a1b2c3.js';
// Distinct from what the server would make on the fly, so a reply can only be the file itself.
const ASSET_BR = brotliCompressSync(ASSET);
const ASSET_GZ = gzipSync(ASSET, { level: 9 });
const INDEX_BR = brotliCompressSync(INDEX_HTML);
// A text file the build left without compressed copies: compressed on the fly instead.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(200)}</svg>`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    webIndexHtml: INDEX_HTML,
    webFiles: {
      [ASSET_PATH]: ASSET,
      [`${ASSET_PATH}.br`]: ASSET_BR,
      [`${ASSET_PATH}.gz`]: ASSET_GZ,
      'index.html.br': INDEX_BR,
      'logo.svg': SVG,
    },
  });
});

afterAll(async () => {
  await t?.close();
});

function get(url: string, acceptEncoding?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

/** Vary as a lower-case list, so that `Accept-Encoding` and `accept-encoding` compare equal. */
function varyOf(res: LightMyRequestResponse): string[] {
  return String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);
}

describe('built web files', () => {
  it('an asset asked for in brotli is the .br copy, sent as it is', async () => {
    const res = await get(`/${ASSET_PATH}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.equals(ASSET_BR)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
    expect(varyOf(res)).toContain('accept-encoding');
  });

  it('an asset asked for in gzip only is the .gz copy', async () => {
    const res = await get(`/${ASSET_PATH}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.equals(ASSET_GZ)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET);
    expect(varyOf(res)).toContain('accept-encoding');
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity', 'identity'],
    ['an unknown encoding', 'compress'],
  ])('an asset asked for with %s is the plain file', async (_label, acceptEncoding) => {
    const res = await get(`/${ASSET_PATH}`, acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET);
    expect(varyOf(res)).toContain('accept-encoding');
  });

  it('content-hashed assets are cached for a year, immutable, in every encoding', async () => {
    for (const encoding of [undefined, 'gzip', 'br']) {
      const res = await get(`/${ASSET_PATH}`, encoding);
      expect(res.headers['cache-control'], encoding).toBe(IMMUTABLE);
    }
  });

  it('a text file without compressed copies is compressed on the fly, once', async () => {
    const res = await get('/logo.svg', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SVG);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('index.html', () => {
  it.each(['/', '/posts/12', '/users/add?fwd=%2Fposts', '/index.html'])(
    '%s is the app, no-cache, from the .br copy when asked',
    async (url) => {
      const br = await get(url, 'br, gzip');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.equals(INDEX_BR)).toBe(true);
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(varyOf(br)).toContain('accept-encoding');

      // No .gz copy of index.html here: the plain file (the fallback reply is not compressed on the fly).
      const gzip = await get(url, 'gzip');
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['cache-control']).toBe('no-cache');
      const body =
        gzip.headers['content-encoding'] === 'gzip' ? gunzipSync(gzip.rawPayload).toString() : gzip.body;
      expect(body).toBe(INDEX_HTML);

      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(INDEX_HTML);
      expect(plain.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing asset too, but never as immutable', async () => {
    // History-mode routing covers every path; what matters is that no cache keeps this answer.
    const res = await get('/assets/nincs-ilyen.js', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API replies', () => {
  it('a JSON reply over 1 KB is compressed when asked, in br or gzip', async () => {
    const { headers } = await t.signIn({ is_admin: true, is_administrator: true, is_developer: true });
    const url = '/api/application-modules';
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyOf(br)).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(gzip.headers['cache-control']).toBe('no-store');
  });

  it('a small JSON reply is sent as it is', async () => {
    const res = await get('/api/user', 'br, gzip');
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'error' });
  });

  it('deflate alone is not offered: the reply stays plain', async () => {
    const { headers } = await t.signIn({ is_admin: true, is_administrator: true, is_developer: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/application-modules',
      headers: { ...headers, 'accept-encoding': 'deflate' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('uploaded images', () => {
  it('are sent as they are, whatever the client accepts', async () => {
    const image = await buildImage({ format: 'png', width: 200, height: 150 });
    expect(image.length).toBeGreaterThan(1024);
    const file = path.join(t.config.dataDir, 'uploads', 'posts', 'content', 'static-serving.png');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, image);

    for (const encoding of ['br', 'gzip', 'br, gzip, deflate', undefined]) {
      const res = await get('/uploads/posts/content/static-serving.png', encoding);
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
      expect(res.rawPayload.equals(image)).toBe(true);
    }
  });
});
