/**
 * Two real server processes on one throwaway PostgreSQL database and one S3-compatible server
 * (s3rver), as two machines behind a load balancer: each with its own data folder, started at the
 * same moment on an empty database, as in production with two database roles: they serve as an
 * application role that owns nothing (DATABASE_URL) and migrate as the owner (MIGRATION_DATABASE_URL). Runs when TEST_DATABASE_URL names a PostgreSQL server (CI);
 * vitest.config.ts leaves it out otherwise, and scripts/test.mjs says so.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminQuery,
  call,
  createRolesDatabase,
  type Instance,
  login,
  type RolesDatabase,
  spawnServer,
  token,
  waitReady,
} from './instances-support.ts';
import { buildImage } from './test/harness.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';

const serverUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
const apiSrc = path.dirname(fileURLToPath(import.meta.url));
const PUBLIC_LIMIT = 6;
/** The product's own lock limit of one e-mail at one address (config.ts, defaultLoginThrottle). */
const LOCK_AFTER_PER_PAIR = 10;

let s3: TestS3Server;
let database: RolesDatabase | undefined;
/** The application role's URL (DATABASE_URL) and the owner's (MIGRATION_DATABASE_URL). */
let databaseUrl: string;
let ownerUrl: string;
const instances: Instance[] = [];
const folders: string[] = [];
let startedTogether: Array<{ name: string; ready: boolean }> = [];
/** The image uploaded through one instance, reused as an article's cover. */
let uploadedUrl = '';

async function startInstance(name: string): Promise<Instance> {
  const instance = await spawnServer(name, path.join(apiSrc, 'main.ts'), {
    DATABASE_URL: databaseUrl,
    MIGRATION_DATABASE_URL: ownerUrl,
    PUBLIC_RATE_LIMIT: String(PUBLIC_LIMIT),
    // As behind a load balancer: tests name the visitor's address in X-Forwarded-For.
    TRUST_PROXY: '1',
    ...s3.env,
  });
  folders.push(instance.dataDir);
  instances.push(instance);
  return instance;
}

const [a, b] = [() => instances[0] as Instance, () => instances[1] as Instance];

beforeAll(async () => {
  s3 = await startS3Server({ bucket: 'peldanyok' });
  // The set-up docs/operations.md shows: an owner of the database, and a role that owns nothing.
  database = await createRolesDatabase(serverUrl, 'newsroom_instances');
  databaseUrl = database.appUrl;
  ownerUrl = database.ownerUrl;
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
  await database?.drop();
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
    for (let i = 0; i <= LOCK_AFTER_PER_PAIR; i++) {
      const res = await login(i % 2 === 0 ? a() : b(), 'betoro@peldanyok.teszt', 'rossz-jelszo');
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(LOCK_AFTER_PER_PAIR).fill(401), 429]);
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

  it('the application role cannot rewrite the audit trail: no trigger off, no change, no DDL; it owns nothing', async () => {
    // Entries the instances wrote as that role (sign-ins above).
    const count = async () =>
      (await adminQuery<{ n: number }>(ownerUrl, 'select count(*)::int as n from audit_log'))[0]?.n ?? 0;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const refusals: Record<string, string | undefined> = {};
    for (const statement of [
      'ALTER TABLE audit_log DISABLE TRIGGER USER',
      "UPDATE audit_log SET label = 'átírva'",
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
      'DROP TABLE audit_log',
      'CREATE TABLE kiskapu (id int)',
      'ALTER TABLE posts ADD COLUMN kiskapu int',
    ]) {
      refusals[statement] = await adminQuery(databaseUrl, statement).then(
        () => 'allowed',
        (err: { code?: string }) => err.code,
      );
    }
    // 42501: insufficient privilege (not the owner, or no such right).
    expect(refusals).toEqual(Object.fromEntries(Object.keys(refusals).map((k) => [k, '42501'])));
    expect(await count()).toBe(before);
    const owners = await adminQuery<{ owner: string }>(
      ownerUrl,
      "select distinct tableowner as owner from pg_tables where schemaname = 'public'",
    );
    expect(owners).toEqual([{ owner: database?.owner }]);
    // The role still writes the trail: a sign-in adds its entry.
    await token(a());
    expect(await count()).toBe(before + 1);
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
