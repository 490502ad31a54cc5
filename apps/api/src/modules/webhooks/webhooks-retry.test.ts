// When an endpoint fails (issue 23, point 5): retries with backoff under the same delivery id, the
// attempts used up, a 410 turning the webhook off, no redirect followed, the deadline, a slow
// endpoint that holds up no other, and the manual retry.
import { INTEGRATION_MESSAGES as M, type Webhook } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { sleep, useWebhooksApp } from './webhooks-support.ts';

const { admin, editor, call, hookedReceiver, waitForDeliveries, deliveries, publishArticle } =
  useWebhooksApp();

describe('a failed attempt', () => {
  it('is retried after a 500 with the same delivery id and body, and the list shows each step', async () => {
    // The failed state lasts the first retry delay: 3 s, so a loaded machine still reads it.
    const { receiver, hook } = await hookedReceiver(['article.published'], { retryDelaysMs: [3000, 150] });
    receiver.respond((n) => ({ status: n === 0 ? 500 : 200 }));
    await publishArticle();
    const [failed] = await waitForDeliveries(hook.id, (l) => l[0]?.attempts === 1);
    expect(failed).toMatchObject({
      status: 'pending',
      response_status: 500,
      error: M.deliveryHttpStatus(500),
    });
    expect(Date.parse(failed?.next_attempt_at ?? '')).toBeGreaterThan(Date.now());
    const [first, second] = await receiver.waitFor(2);
    expect(second?.headers['x-newsroom-delivery']).toBe(first?.headers['x-newsroom-delivery']);
    expect(second?.body).toBe(first?.body);
    const [done] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'delivered');
    expect(done).toMatchObject({ id: first?.payload.id, attempts: 2, response_status: 200, error: '' });
  });

  it('fails for good once the attempts are used up (here 3: two retry delays)', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published'], { retryDelaysMs: [100, 100] });
    receiver.respond(() => ({ status: 503 }));
    await publishArticle();
    const [failed] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'failed');
    expect(failed).toMatchObject({ attempts: 3, response_status: 503, next_attempt_at: null });
    await sleep(400);
    expect(receiver.received).toHaveLength(3);
  });

  it('after a 410 turns the webhook off, and the list says why; turned on again, it sends again', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published']);
    receiver.respond(() => ({ status: 410 }));
    await publishArticle();
    const [gone] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'failed');
    expect(gone).toMatchObject({ response_status: 410, attempts: 1, error: M.disabledBy410 });
    const list = await call('GET', '/api/webhooks', admin);
    expect(list.json<{ data: Webhook[] }>().data.find((w) => w.id === hook.id)).toMatchObject({
      is_active: false,
      disabled_reason: M.disabledBy410,
    });
    await publishArticle();
    await sleep(700);
    expect(receiver.received).toHaveLength(1);

    receiver.respond(() => ({ status: 200 }));
    const on = await call('PUT', `/api/webhooks/${hook.id}`, admin, {
      name: hook.name,
      url: hook.url,
      events: hook.events,
      is_active: true,
    });
    expect(on.json()).toMatchObject({ data: { is_active: true, disabled_reason: '' } });
    await publishArticle();
    await receiver.waitFor(2);
  });

  it('follows no redirect: a 3xx is a failure', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published'], { retryDelaysMs: [] });
    receiver.respond(() => ({ status: 307 }));
    await publishArticle();
    const [failed] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'failed');
    expect(failed).toMatchObject({ response_status: 307, error: M.deliveryRedirect(307) });
    await sleep(300);
    expect(receiver.received).toHaveLength(1);
  });

  it('a slow endpoint times out and holds up no other webhook', async () => {
    const slow = await hookedReceiver(['article.published'], { timeoutMs: 1000, retryDelaysMs: [60_000] });
    slow.receiver.respond(() => ({ status: 200, delayMs: 3000 }));
    // Sent by the same worker as the slow one.
    const fast = await hookedReceiver(['article.published'], null);
    const started = Date.now();
    await publishArticle();
    await fast.receiver.waitFor(1);
    await slow.receiver.waitFor(1);
    const [fastDelivery] = await waitForDeliveries(fast.hook.id, (l) => l[0]?.status === 'delivered');
    expect(Date.parse(fastDelivery?.last_attempt_at ?? '') - started).toBeLessThan(1500);
    const [timedOut] = await waitForDeliveries(slow.hook.id, (l) => l[0]?.attempts === 1);
    expect(timedOut).toMatchObject({ status: 'pending', error: M.deliveryTimeout(1) });
    expect(timedOut?.duration_ms).toBeGreaterThanOrEqual(1000);
  });
});

describe('POST /api/webhooks/{id}/deliveries/{delivery_id}/retry', () => {
  it('sends a failed delivery again, now, with the same id and body', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published'], { retryDelaysMs: [] });
    receiver.respond(() => ({ status: 500 }));
    await publishArticle();
    const [failed] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'failed');
    if (!failed) throw new Error('no delivery');

    receiver.respond(() => ({ status: 202 }));
    const res = await call('POST', `/api/webhooks/${hook.id}/deliveries/${failed.id}/retry`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.deliveryRetried,
      data: { id: failed.id, status: 'pending', attempts: 1 },
    });
    const [first, again] = await receiver.waitFor(2);
    expect(again?.headers['x-newsroom-delivery']).toBe(failed.id);
    expect(again?.body).toBe(first?.body);
    const [done] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'delivered');
    expect(done).toMatchObject({ id: failed.id, attempts: 2, response_status: 202 });
    expect(await deliveries(hook.id)).toHaveLength(1);
  });

  it('is refused for an editor (403) and changes nothing', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published'], { retryDelaysMs: [] });
    receiver.respond(() => ({ status: 500 }));
    await publishArticle();
    const [failed] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'failed');
    const res = await call('POST', `/api/webhooks/${hook.id}/deliveries/${failed?.id}/retry`, editor);
    expect(res.statusCode).toBe(403);
    await sleep(300);
    expect((await deliveries(hook.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });
});
