import { healthReplySchema, readyReplySchema, SERVER_MESSAGES } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, pendingMigrations } from '../../db/client.ts';
import { registerReadRoute } from '../../lib/crud-routes.ts';
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
  registerReadRoute(app, {
    url: '/api/health',
    tag: 'Probes',
    summary: 'Liveness: the process runs',
    reply: healthReplySchema,
    logLevel: 'warn',
    read: async () => ({ alive: true as const }),
  });

  registerReadRoute(app, {
    url: '/api/ready',
    tag: 'Probes',
    summary: 'Readiness: the database answers, every migration is applied, and it is not stopping',
    description:
      '503 while the database is unreachable or not migrated yet, and once the instance is stopping.',
    reply: readyReplySchema,
    logLevel: 'warn',
    read: async () => {
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
      return { ready: true as const };
    },
  });
}
