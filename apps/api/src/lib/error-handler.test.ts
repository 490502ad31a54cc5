import { SERVER_MESSAGES } from '@newsroom/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { AppError } from './errors.ts';

let app: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void logs.push(line) } } });
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw new Error('belső részlet: /srv/newsroom/secret.ts');
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Ütközés!', { last_update: 'Elavult.' });
  });
  app.get('/db-down', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

describe('the error handler', () => {
  it('answers an unexpected error with a bare 500 envelope and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.internal });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
    expect(logs.join('')).toContain('belső részlet');
  });

  it('passes an AppError through with its status, message and field errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: 'Ütközés!', errors: { last_update: 'Elavult.' } });
  });

  it('turns an unreachable database into 503', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.storageUnavailable });
    expect(res.body).not.toContain('5432');
  });
});
