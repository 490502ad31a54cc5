// Durable and sent once (issue 23, point 5): a change committed while no worker runs is delivered
// by the next server on the same database; an attempt whose instance died is sent by another once
// its hold has passed; two workers on one database send each delivery exactly once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { buildPost, createSiblingServer, openSecondConnection, validPostInput } from '../../test/harness.ts';
import { sleep, startReceiver, startTestWorker, useWebhooksApp } from './webhooks-support.ts';
import { claimDeliveries, dispatchOutbox } from './webhooks-worker.service.ts';

const { t, editor, onCleanup, createWebhook, waitForDeliveries } = useWebhooksApp();

async function receiverWithHook() {
  const receiver = await startReceiver();
  onCleanup(() => receiver.close());
  const hook = await createWebhook(receiver.url, ['article.published']);
  return { receiver, hook };
}

describe('durability', () => {
  it('a change committed while no worker runs is delivered by the next server after a restart', async () => {
    const { receiver, hook } = await receiverWithHook();
    const first = await createSiblingServer(t);
    const res = await first.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ menu_type: 'post', title: 'Leállás előtt mentve' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The server goes away right after the commit, before any worker ran.
    await first.close();
    await sleep(500);
    expect(receiver.received).toEqual([]);

    const second = await createSiblingServer(t);
    onCleanup(() => second.close());
    onCleanup(startTestWorker(t, { content: second.content }));
    const [got] = await receiver.waitFor(1);
    expect(got?.payload).toMatchObject({
      event: 'article.published',
      data: { title: 'Leállás előtt mentve' },
    });
    await waitForDeliveries(hook.id, (l) => l.length === 1 && l[0]?.status === 'delivered');
  });

  it('an attempt whose instance died is sent by another once its hold has passed, with the same id', async () => {
    const { receiver } = await receiverWithHook();
    await buildPost(t.db, { title: 'Félbemaradt küldés' });
    await sleep(400);
    // An instance queues the delivery, claims it and dies before sending.
    expect(await dispatchOutbox({ db: t.db, content: t.app.content, log: t.app.log, windowMs: 300 })).toBe(1);
    const [claimed] = await claimDeliveries(t.db, 10);
    if (!claimed) throw new Error('nothing claimed');
    onCleanup(startTestWorker(t));
    await sleep(400);
    expect(receiver.received).toEqual([]);
    // Its hold passes.
    await t.db
      .update(webhookDeliveries)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(webhookDeliveries.id, claimed.id));
    const [got] = await receiver.waitFor(1);
    expect(got?.headers['x-newsroom-delivery']).toBe(claimed.id);
  });

  it('two workers on one database send each delivery exactly once', async () => {
    const { receiver, hook } = await receiverWithHook();
    receiver.respond(() => ({ status: 200, delayMs: 30 }));
    const second = openSecondConnection(t);
    onCleanup(() => second.close());
    const fast = { intervalMs: 10, windowMs: 100 };
    onCleanup(startTestWorker(t, fast));
    onCleanup(startTestWorker(t, { ...fast, db: second.db }));
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await buildPost(t.db, { title: `Párhuzamos ${i}` })).id);
      if (i % 4 === 3) await sleep(60);
    }
    await receiver.waitFor(12);
    await waitForDeliveries(hook.id, (l) => l.length === 12 && l.every((d) => d.status === 'delivered'));
    await sleep(500);
    expect(receiver.received).toHaveLength(12);
    const deliveryIds = receiver.received.map((r) => r.headers['x-newsroom-delivery']);
    expect(new Set(deliveryIds).size).toBe(12);
    const articles = receiver.received.map((r) => (r.payload.data as { id: number }).id);
    expect(articles.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
    expect((await waitForDeliveries(hook.id, () => true)).every((d) => d.attempts === 1)).toBe(true);
  });
});
