/**
 * Two real server processes on one throwaway PostgreSQL database and one S3-compatible server
 * (s3rver), as two machines behind a load balancer: each with its own data folder, started at the
 * same moment on an empty database. Runs when TEST_DATABASE_URL names a PostgreSQL server (CI);
 * vitest.config.ts leaves it out otherwise, and scripts/test.mjs says so.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminQuery,
  call,
  freePort,
  type Instance,
  login,
  token,
  waitReady,
} from './instances-support.ts';
import { buildImage } from './test/harness.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';

const serverUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const apiSrc = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_LIMIT = 6;
/** The product's own lock limit of the failed-login throttle (config.ts). */
const LOCK_AFTER_PER_EMAIL = 10;

let s3: TestS3Server;
let databaseName: string;
let databaseUrl: string;
const instances: Instance[] = [];
const folders: string[] = [];
let startedTogether: Array<{ name: string; ready: boolean }> = [];
/** The image uploaded through one instance, reused as an article's cover. */
let uploadedUrl = '';

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `newsroom-${name}-`));
  folders.push(dataDir);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT),
    // As behind a load balancer: tests name the visitor's address in X-Forwarded-For.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    // No embedded reader site: two would want the same port, and these tests are the API's.
    SITE_PORT: '0',
    ...s3.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiSrc, 'main.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance = { name, base: `http://127.0.0.1:${port}`, child, output, exited };
  instances.push(instance);
  return instance;
}

const [a, b] = [() => instances[0] as Instance, () => instances[1] as Instance];

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'peldanyok' });
  databaseName = `newsroom_instances_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // Both at the same moment, on an empty database: they must not race to migrate or seed.
  const started = await Promise.all([startInstance('a'), startInstance('b')]);
  const ready = await Promise.all(started.map((i) => waitReady(i)));
  startedTogether = started.map((i, n) => ({ name: i.name, ready: ready[n] ?? false }));
}, 120_000);

afterAll(async () => {
  for (const instance of instances) {
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await instance.exited;
  }
  if (databaseName) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  }
  await s3?.stop();
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
}, 60_000);

describe('two server processes on one PostgreSQL and one object store', () => {
  it('both become ready when started at once on an empty database, with one administrator and one set of reference data', async () => {
    const logs = instances.map((i) => `--- ${i.name}\n${i.output.join('')}`).join('\n');
    expect(startedTogether, logs).toEqual([
      { name: 'a', ready: true },
      { name: 'b', ready: true },
    ]);
    const [admins] = await adminQuery<{ n: number }>(databaseUrl, 'select count(*)::int as n from users');
    const [groups] = await adminQuery<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from module_groups',
    );
    const [menus] = await adminQuery<{ n: number }>(databaseUrl, 'select count(*)::int as n from menus');
    expect({ admins: admins?.n, groups: groups?.n, menus: menus?.n }).toEqual({
      admins: 1,
      groups: 6,
      menus: 5,
    });
  });

  it('a sign-in on one works on the other, and a logout on one revokes it on both', async () => {
    const session = await token(a());
    expect((await call(b(), 'GET', '/api/user', { token: session })).status).toBe(200);
    expect((await call(a(), 'POST', '/api/logout', { token: session })).status).toBe(200);
    expect((await call(b(), 'GET', '/api/user', { token: session })).status).toBe(401);
    expect((await call(a(), 'GET', '/api/user', { token: session })).status).toBe(401);
  });

  it('a second factor set up through one signs in through the other: one sealing key, kept once', async () => {
    const session = await token(a());
    const setup = await call(a(), 'POST', '/api/user/two-factor/setup', { token: session, json: {} });
    const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
    const codeAt = (steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
    const enable = await call(b(), 'POST', '/api/user/two-factor/enable', {
      token: session,
      json: { code: await codeAt(0) },
    });
    expect(enable.status, await enable.clone().text()).toBe(200);
    try {
      const keys = await adminQuery(databaseUrl, "select value from app_secrets where name = 'secrets_key'");
      expect(keys).toHaveLength(1);
      const [row] = await adminQuery<{ secret: string }>(databaseUrl, 'select secret from user_two_factor');
      expect(row?.secret).toMatch(/^v1:[0-9a-f]{8}:/);
      expect(row?.secret).not.toContain(secret);
      const challenge = (
        (await (await login(a(), ADMIN_EMAIL, ADMIN_PASSWORD)).json()) as { challenge: string }
      ).challenge;
      const code = await call(b(), 'POST', '/api/login/two-factor', {
        json: { challenge, code: await codeAt(1) },
      });
      expect(code.status, await code.clone().text()).toBe(200);
    } finally {
      const off = await call(a(), 'POST', '/api/user/two-factor/disable', {
        token: session,
        json: { password: ADMIN_PASSWORD },
      });
      expect(off.status).toBe(200);
    }
  });

  it('the login throttle gives 429 at the same attempt alternating between them as on one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LOCK_AFTER_PER_EMAIL; i++) {
      const res = await login(i % 2 === 0 ? a() : b(), 'betoro@peldanyok.teszt', 'rossz-jelszo');
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LOCK_AFTER_PER_EMAIL).fill(401), 429]);
  }, 60_000);

  it('a public per-address limit holds across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_LIMIT + 2; i++) {
      const res = await call(i % 2 === 0 ? a() : b(), 'POST', '/api/public/track', {
        json: { path: '/nincs/ilyen-cikk/', device: 'desktop' },
      });
      statuses.push(res.status);
    }
    // Counted before the path is looked up: unknown paths are 404 until the limit, then 429.
    expect(statuses).toEqual([...Array<number>(PUBLIC_LIMIT).fill(404), 429, 429]);
  });

  it('a vote on one is refused (409) on the other with the same cookie, with no VOTE_COOKIE_SECRET set', async () => {
    const session = await token(a());
    const created = await call(a(), 'POST', '/api/voting-widgets/add', {
      token: session,
      json: { name: 'Melyik példány?', items: [{ name: 'Az első' }, { name: 'A második' }] },
    });
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const first = await call(a(), 'POST', `/api/public/voting-widgets/${id}/vote`, {
      json: { item_index: 1 },
    });
    expect(first.status).toBe(200);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^nr_votes=/);
    const again = await call(b(), 'POST', `/api/public/voting-widgets/${id}/vote`, {
      json: { item_index: 1 },
      cookie,
    });
    expect(again.status).toBe(409);
  });

  it('an image uploaded through one is served by the other, thumbnail included, from the bucket', async () => {
    const session = await token(a());
    const upload = await call(a(), 'POST', '/api/image-upload/post-content', {
      token: session,
      body: await buildImage({ width: 640, height: 480 }),
      type: 'image/jpeg',
    });
    expect(upload.status).toBe(200);
    const url = ((await upload.json()) as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/posts\/content\/.+\.jpg$/);
    uploadedUrl = url;

    const original = await call(b(), 'GET', url);
    expect(original.status).toBe(200);
    expect(original.headers.get('etag')).toBeTruthy();
    const fromA = Buffer.from(await (await call(a(), 'GET', url)).arrayBuffer());
    expect(Buffer.from(await original.arrayBuffer()).equals(fromA)).toBe(true);

    const thumbnail = await call(b(), 'GET', `${url}?h=200`);
    expect(thumbnail.status).toBe(200);
    const thumbBytes = Buffer.from(await thumbnail.arrayBuffer());
    expect(thumbBytes.length).toBeLessThan(fromA.length);
    // Made once by b, in the bucket, so a serves the very same bytes.
    const thumbFromA = Buffer.from(await (await call(a(), 'GET', `${url}?h=200`)).arrayBuffer());
    expect(thumbFromA.equals(thumbBytes)).toBe(true);
    // And nothing of it was written into either instance's data folder.
    for (const folder of folders) {
      const files = await fs.readdir(folder, { recursive: true }).catch(() => []);
      expect(files.filter((f) => String(f).endsWith('.jpg'))).toEqual([]);
    }
  });

  it('both stop cleanly on SIGTERM, writing the page views they had buffered, and exit 0', async () => {
    // An article published through one instance, its cover the image uploaded above.
    const session = await token(b());
    const published = await call(b(), 'POST', '/api/posts/add', {
      token: session,
      json: {
        title: 'Két példány, egy cikk',
        short_content: 'Bevezető.',
        content: '<p>Szöveg.</p>',
        menu_id: 1,
        secondary_menu_id: 0,
        post_type: 'Hír',
        keywords: 'példány',
        thumbnail: uploadedUrl,
        thumbnail_source: 'Teszt',
        menu_type: 'post',
      },
    });
    expect(published.status, await published.clone().text()).toBe(200);
    const post = ((await published.json()) as { data: { id: number; post_url: string } }).data;
    // Views buffered in both processes (written once a second), then the stop at once.
    for (let i = 0; i < 5; i++) {
      const res = await call(i % 2 === 0 ? a() : b(), 'POST', '/api/public/track', {
        json: { path: post.post_url, device: 'mobile' },
        address: `198.51.100.${i + 1}`,
      });
      expect(res.status).toBe(202);
    }
    for (const instance of instances) instance.child.kill('SIGTERM');
    const codes = await Promise.all(instances.map((i) => i.exited));
    expect(codes).toEqual([0, 0]);
    const [totals] = await adminQuery<{ mobile: number }>(
      databaseUrl,
      `select mobile::int as mobile from post_visit_totals where post_id = ${Number(post.id)}`,
    );
    expect(totals?.mobile).toBe(5);
  }, 30_000);
});
