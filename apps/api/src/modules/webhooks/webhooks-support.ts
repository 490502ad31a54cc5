/**
 * What the webhook test files (webhooks-*.test.ts) share: a TestApp that allows loopback targets
 * (WEBHOOKS_ALLOW_PRIVATE_NETWORKS=1) with an administrator and an editor, a real HTTP receiver on
 * 127.0.0.1, the worker with short times, and the article calls that cause events.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NewWebhook, Post, WebhookDelivery, WebhookEvent, WebhookPayload } from '@newsroom/shared';
import { afterEach, expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { webhookOutbox } from '../../db/schema/index.ts';
import { type SignedIn, type TestApp, useTestApp, validPostInput } from '../../test/harness.ts';
import { startWebhookWorker, type WebhookWorkerOptions } from './webhooks-worker.service.ts';

/** One request the receiver got. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  payload: WebhookPayload;
}

/** How the receiver answers the n-th request (0-based): a status, after an optional delay. */
export type Responder = (n: number, req: http.IncomingMessage) => { status: number; delayMs?: number };

export interface Receiver {
  url: string;
  received: Received[];
  respond(responder: Responder): void;
  /** Resolves once `n` requests have come (fails after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real HTTP endpoint on 127.0.0.1 (port 0), answering 204 unless told otherwise. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let responder: Responder = () => ({ status: 204 });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const n = received.length;
      received.push({ headers: req.headers, body, payload: JSON.parse(body) as WebhookPayload });
      const { status, delayMs = 0 } = responder(n, req);
      setTimeout(() => {
        if (res.destroyed) return;
        // A redirect names another path of this receiver: a request there would show it was followed.
        res.writeHead(status, status >= 300 && status < 400 ? { location: '/followed' } : {}).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    respond: (r) => {
      responder = r;
    },
    async waitFor(n, timeoutMs = 8000) {
      const until = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > until) throw new Error(`receiver: ${received.length} of ${n} requests came`);
        await sleep(25);
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Checks X-Newsroom-Signature as a receiver would: HMAC-SHA256(secret, "<t>.<raw body>"). */
export function signatureValid(secret: string, received: Received): boolean {
  const header = String(received.headers['x-newsroom-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const [, t, v1] = match as unknown as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${t}.${received.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) && Math.abs(Date.now() / 1000 - Number(t)) < 300;
}

/** The worker's times in the tests: a short window, quick runs and retries. */
export const TEST_WORKER = {
  windowMs: 300,
  intervalMs: 50,
  retryDelaysMs: [150, 150],
  jitter: 0,
  timeoutMs: 2000,
};

/** Starts a worker on `db` with the test times (and any overrides); answers its stop function. */
export function startTestWorker(t: TestApp, overrides: Partial<WebhookWorkerOptions> & { db?: Db } = {}) {
  return startWebhookWorker({
    db: t.db,
    content: t.app.content,
    log: t.app.log,
    allowPrivateNetworks: true,
    ...TEST_WORKER,
    ...overrides,
  });
}

/** The set-up of a webhook test file: its TestApp, users, calls, and clean-up after each test. */
export function useWebhooksApp() {
  const { t, admin, editor } = useTestApp(
    {
      /** is_administrator: manages webhooks. */
      admin: { is_administrator: true },
      /** is_admin: writes articles, may not touch webhooks. */
      editor: { is_admin: true, first_name: 'Erzsébet', last_name: 'Szerkesztő' },
    },
    { env: { WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' } },
  );
  const cleanups: Array<() => Promise<unknown>> = [];
  /** Runs after the test (workers stopped before receivers closed, then the webhooks deleted). */
  const onCleanup = (fn: () => Promise<unknown>) => cleanups.push(fn);

  afterEach(async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn();
    const res = await call('GET', '/api/webhooks', admin);
    for (const hook of res.json<{ data: Array<{ id: number }> }>().data) {
      await call('DELETE', `/api/webhooks/${hook.id}`, admin);
    }
    // Changes a test left in the outbox must not reach the next test's webhook.
    await t.db.delete(webhookOutbox);
  });

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: SignedIn | null,
    payload?: unknown,
  ) {
    return t.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function createWebhook(
    url: string,
    events: WebhookEvent[] = ['article.published'],
  ): Promise<NewWebhook> {
    const res = await call('POST', '/api/webhooks', admin, { name: 'Teszt webhook', url, events });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: NewWebhook }>().data;
  }

  /**
   * A receiver, a webhook to it and a running worker (none when `worker` is null: another one of
   * the test sends), all cleaned up after the test.
   */
  async function hookedReceiver(events?: WebhookEvent[], worker: Partial<WebhookWorkerOptions> | null = {}) {
    const receiver = await startReceiver();
    onCleanup(() => receiver.close());
    const hook = await createWebhook(receiver.url, events);
    if (worker) onCleanup(startTestWorker(t, worker));
    return { receiver, hook };
  }

  async function deliveries(webhookId: number): Promise<WebhookDelivery[]> {
    const res = await call('GET', `/api/webhooks/${webhookId}/deliveries`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: WebhookDelivery[] }>().data;
  }

  /** Polls the deliveries list until `done` holds (fails after `timeoutMs`). */
  async function waitForDeliveries(
    webhookId: number,
    done: (list: WebhookDelivery[]) => boolean,
    timeoutMs = 8000,
  ): Promise<WebhookDelivery[]> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const list = await deliveries(webhookId);
      if (done(list)) return list;
      if (Date.now() > until) throw new Error(`deliveries never matched: ${JSON.stringify(list)}`);
      await sleep(50);
    }
  }

  /** A published article, through the API (POST /api/posts/add). */
  async function publishArticle(overrides: Record<string, unknown> = {}): Promise<Post> {
    const res = await call(
      'POST',
      '/api/posts/add',
      editor,
      validPostInput({ menu_type: 'post', ...overrides }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Post }>().data;
  }

  return {
    t,
    admin,
    editor,
    call,
    onCleanup,
    createWebhook,
    hookedReceiver,
    deliveries,
    waitForDeliveries,
    publishArticle,
  };
}
