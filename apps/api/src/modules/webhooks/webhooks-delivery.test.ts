// What the webhooks send (issue 23, point 5): a signed POST per change with the content API's shape,
// for every path that publishes (a save, the scheduler, a bulk action), and one delivery for the
// saves of one item within the coalescing window.
import { contentArticleSchema, type Post, type WebhookPayload } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { buildPost, postEditBody } from '../../test/harness.ts';
import { publishDueArticles } from '../posts/scheduling.service.ts';
import { type Received, signatureValid, sleep, useWebhooksApp } from './webhooks-support.ts';

const { t, call, editor, hookedReceiver, waitForDeliveries, publishArticle } = useWebhooksApp();

const forArticle = (received: Received[], id: number) =>
  received.filter((r) => (r.payload.data as { id?: number }).id === id);

async function save(post: Post, changes: Record<string, unknown>): Promise<Post> {
  const res = await call('PUT', `/api/posts/${post.id}`, editor, postEditBody(post, changes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

describe('a delivery', () => {
  it('is a signed POST of the published article in the content API’s shape, recorded as delivered', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published']);
    const post = await publishArticle({ title: 'Megjelent a hír', content: '<p>Első <b>bekezdés</b>.</p>' });
    const [got] = await receiver.waitFor(1);
    if (!got) throw new Error('nothing received');

    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/Newsroom/);
    expect(got.headers['x-newsroom-event']).toBe('article.published');
    expect(got.headers['x-newsroom-delivery']).toBe(got.payload.id);
    expect(signatureValid(hook.secret, got)).toBe(true);
    expect(signatureValid('whsec_masik', got)).toBe(false);
    expect(signatureValid(hook.secret, { ...got, body: got.body.replace('Megjelent', 'Hamis') })).toBe(false);

    const payload: WebhookPayload = got.payload;
    expect(Object.keys(payload).sort()).toEqual(['data', 'event', 'id', 'occurred_at', 'surrogate_keys']);
    expect(payload.event).toBe('article.published');
    expect(payload.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(payload.occurred_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(payload.surrogate_keys).toEqual(
      expect.arrayContaining([`article:${post.id}`, 'articles', 'menu:1']),
    );
    const article = contentArticleSchema.parse(payload.data);
    expect(article).toMatchObject({ id: post.id, title: 'Megjelent a hír', shortname: post.shortname });
    expect(article.content).toContain('bekezdés');

    const [delivery] = await waitForDeliveries(hook.id, (l) => l[0]?.status === 'delivered');
    expect(delivery).toMatchObject({
      id: payload.id,
      event: 'article.published',
      status: 'delivered',
      response_status: 204,
      attempts: 1,
      error: '',
      next_attempt_at: null,
    });
    expect(delivery?.duration_ms).toBeGreaterThanOrEqual(0);
    expect(delivery?.last_attempt_at).not.toBeNull();
  });

  it('goes only to webhooks that want the event; a withdrawal and a delete carry only the id', async () => {
    const menusOnly = await hookedReceiver(['menus.changed'], null);
    const { receiver } = await hookedReceiver(['article.unpublished', 'article.deleted']);
    const post = await publishArticle();
    await sleep(500);
    const draft = await save(post, { menu_type: 'draft' });
    const [withdrawn] = await receiver.waitFor(1);
    expect(withdrawn?.payload).toMatchObject({ event: 'article.unpublished', data: { id: post.id } });
    expect(withdrawn?.payload.data).toEqual({ id: post.id });

    const again = await save(draft, { menu_type: 'post' });
    await sleep(500);
    expect((await call('DELETE', `/api/posts/${again.id}`, editor)).statusCode).toBe(200);
    const [, deleted] = await receiver.waitFor(2);
    expect(deleted?.payload).toMatchObject({ event: 'article.deleted', data: { id: post.id } });
    expect(menusOnly.receiver.received).toEqual([]);
  });
});

describe('every path that publishes', () => {
  it('the scheduler: a scheduled draft published by publishDueArticles sends article.published', async () => {
    const { receiver } = await hookedReceiver(['article.published']);
    const draft = await buildPost(t.db, { menu_type: 'draft', title: 'Időzített cikk' });
    await t.db
      .update(posts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(posts.id, draft.id));
    expect(await publishDueArticles(t.db)).toContain(draft.id);
    await receiver.waitFor(1);
    const [got] = forArticle(receiver.received, draft.id);
    expect(got?.payload).toMatchObject({ event: 'article.published', data: { title: 'Időzített cikk' } });
  });

  it('a bulk publish sends one article.published per article', async () => {
    const { receiver } = await hookedReceiver(['article.published']);
    const drafts = [
      await publishArticle({ menu_type: 'draft' }),
      await publishArticle({ menu_type: 'draft' }),
    ];
    const res = await call('POST', '/api/posts/bulk', editor, {
      action: 'publish',
      items: drafts.map((d) => ({ id: d.id, last_update: d.last_update })),
    });
    expect(res.statusCode, res.body).toBe(200);
    await receiver.waitFor(2);
    await sleep(400);
    for (const d of drafts) {
      expect(forArticle(receiver.received, d.id).map((r) => r.payload.event)).toEqual(['article.published']);
    }
    expect(receiver.received).toHaveLength(2);
  });
});

describe('coalescing', () => {
  it('three saves of a published article within the window are one article.updated with the latest title', async () => {
    const post = await publishArticle({ title: 'Eredeti cím' });
    const { receiver, hook } = await hookedReceiver(['article.published', 'article.updated'], {
      windowMs: 1500,
    });
    let current = post;
    for (const title of ['Első javítás', 'Második javítás', 'Végleges cím'])
      current = await save(current, { title });
    await receiver.waitFor(1);
    await sleep(1800);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]?.payload).toMatchObject({
      event: 'article.updated',
      data: { title: 'Végleges cím' },
    });
    const list = await waitForDeliveries(hook.id, (l) => l.length === 1 && l[0]?.status === 'delivered');
    expect(list).toHaveLength(1);
  });

  it('a publication and saves within the window are one article.published with the latest state', async () => {
    const { receiver } = await hookedReceiver(['article.published', 'article.updated'], { windowMs: 1500 });
    let post = await publishArticle({ title: 'Friss hír' });
    post = await save(post, { title: 'Friss hír, pontosítva' });
    await receiver.waitFor(1);
    await sleep(1800);
    expect(receiver.received.map((r) => r.payload.event)).toEqual(['article.published']);
    expect(receiver.received[0]?.payload.data).toMatchObject({ id: post.id, title: 'Friss hír, pontosítva' });
  });

  it('a draft’s saves send nothing', async () => {
    const { receiver } = await hookedReceiver([
      'article.published',
      'article.updated',
      'article.unpublished',
    ]);
    const draft = await publishArticle({ menu_type: 'draft' });
    await save(draft, { title: 'Még piszkozat' });
    await sleep(800);
    expect(receiver.received).toEqual([]);
  });
});
