/**
 * GET /api/health and GET /api/ready: the probes a load balancer polls. Public, cheap, quiet in
 * the logs, and /api/ready says 503 when this instance should get no traffic.
 */
import { SERVER_MESSAGES } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiblingServer, createTestApp, errorBody, type TestApp } from '../../test/harness.ts';
import type { Lifecycle } from './health.routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers 200 without a token, and neither probe writes an info-level log line', async () => {
    const before = t.logs.length;
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', data: { alive: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const probeLines = t.logs
      .slice(before)
      .filter((line) => line.includes('/api/health') || line.includes('/api/ready'));
    expect(probeLines).toEqual([]);
    // Other requests are still logged, so the probe's silence is its own.
    await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(t.logs.slice(before).some((line) => line.includes('/api/user'))).toBe(true);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', data: { ready: true } });
  });

  it('answers 503 once the instance is stopping, while /api/health still answers 200', async () => {
    const lifecycle: Lifecycle = { shuttingDown: false };
    const sibling: FastifyInstance = await createSiblingServer(t, { lifecycle });
    try {
      expect((await sibling.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      lifecycle.shuttingDown = true;
      const res = await sibling.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.shuttingDown);
      expect((await sibling.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
  });

  it('answers 503 while a migration of this build is not applied', async () => {
    const [last] = (
      (await t.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      )) as unknown as {
        rows: Array<{ id: number; hash: string; created_at: string }>;
      }
    ).rows;
    if (!last) throw new Error('no migration recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.notMigrated);
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 with the storage message when the database is gone; /api/health stays 200', async () => {
    const own = await createTestApp();
    try {
      await own.database.close();
      const res = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.storageUnavailable);
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await own.app.close();
      await own.close().catch(() => {});
    }
  });
});
