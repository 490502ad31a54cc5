import { healthReplySchema, okReply, readyReplySchema, SERVER_MESSAGES } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Db, pendingMigrations } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

/** What the process tells a load balancer beyond "the database answers". */
export interface Lifecycle {
  /** Set on SIGTERM: /api/ready answers 503 so the balancer stops sending new requests. */
  shuttingDown: boolean;
}

/** How long the readiness probe waits for the database before calling it unreachable. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators: /api/health says the process runs; /api/ready
 * says it can serve (the database answers, every migration is applied, and it is not stopping).
 * Both are public and cheap, and logged only at warn level and above, so probes every few
 * seconds do not fill the logs.
 */
export function healthRoutes(app: FastifyInstance, deps: { db: Db; lifecycle: Lifecycle }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['Probes'],
        summary: 'Liveness: the process runs',
        response: { 200: healthReplySchema },
      },
    },
    async () => okReply({ alive: true as const }),
  );

  const ready = {
    tags: ['Probes'],
    summary: 'Readiness: the database answers, every migration is applied, and it is not stopping',
    description: '503 while the database is unreachable or not migrated yet, and once the instance is stopping.',
    response: { 200: readyReplySchema },
  };
  api.get('/api/ready', { logLevel: 'warn', schema: ready }, async () => {
    if (deps.lifecycle.shuttingDown) throw new AppError('UNAVAILABLE', SERVER_MESSAGES.shuttingDown);
    let pending: number;
    try {
      pending = await withTimeout(
        deps.db.execute(sql`select 1`).then(() => pendingMigrations(deps.db)),
        READY_TIMEOUT_MS,
      );
    } catch {
      throw new AppError('UNAVAILABLE', SERVER_MESSAGES.storageUnavailable);
    }
    if (pending > 0) throw new AppError('UNAVAILABLE', SERVER_MESSAGES.notMigrated);
    return okReply({ ready: true as const });
  });
}
