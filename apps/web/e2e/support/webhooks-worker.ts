// The webhooks of the browser tests' server (server.ts): endpoints on this machine are allowed, and
// the worker runs with a short coalescing window, so a change reaches a spec's receiver at once.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../api/src/db/client.ts';
import { startWebhookWorker } from '../../../api/src/modules/webhooks/webhooks-worker.service.ts';

/** The environment the server's config is read with: integrations.spec.ts's receiver is on 127.0.0.1. */
export const E2E_WEBHOOK_ENV = { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' } as const;

/**
 * The worker's times: changes of one item within 300 ms become one delivery, work is looked for
 * every 200 ms, and a failed attempt waits 10 minutes before it is retried by itself, so the retry
 * integrations.spec.ts sees is the one it asked for ('Újraküldés').
 */
export const E2E_WEBHOOK_WORKER = {
  windowMs: 300,
  intervalMs: 200,
  retryDelaysMs: [600_000, 600_000],
  jitter: 0,
  timeoutMs: 3_000,
} as const;

/** Starts the worker of `app` on `db`; answers its stop function. */
export function startE2EWebhookWorker(app: FastifyInstance, db: Db): () => Promise<void> {
  return startWebhookWorker({
    db,
    content: app.content,
    log: app.log,
    allowPrivateNetworks: true,
    ...E2E_WEBHOOK_WORKER,
    retryDelaysMs: [...E2E_WEBHOOK_WORKER.retryDelaysMs],
  });
}
