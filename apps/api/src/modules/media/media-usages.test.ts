/**
 * The usage index (media_usages, kept by triggers on every save) and GET /api/media/{id}/usages:
 * covers, images in article bodies, banners and campaigns, after creates, saves, trash, bulk
 * actions and revision restores. DELETE of a used item is a 409 naming the uses; of an unused one
 * it removes the file and its copies.
 */
import {
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaUsage,
  mediaUsagesReplySchema,
  type Post,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import {
  buildImage,
  DEFAULT_TEST_THUMBNAIL,
  errorBody,
  postEditBody,
  replyBody,
  toDataUrl,
} from '../../test/harness.ts';
import { keyOf, storedKeys, useMediaApp } from './media-support.ts';

const { t, editor, call, upload, getItem, addArticle } = useMediaApp();

async function newItem(): Promise<{ item: MediaItem; bytes: Buffer }> {
  const bytes = await buildImage({ width: 40, height: 30 });
  return { item: (await upload(bytes)).data, bytes };
}

/** The usages as the details panel shows them; usage_count of the item agrees. */
async function usages(id: number): Promise<MediaUsage[]> {
  const res = await call('GET', `/api/media/${id}/usages`);
  expect(res.statusCode, res.body).toBe(200);
  const list = replyBody(res, mediaUsagesReplySchema).data;
  expect((await getItem(id)).usage_count).toBe(list.length);
  return list;
}

const short = (list: MediaUsage[]) =>
  list.map((u) => `${u.kind}:${u.id}:${u.active ? 'active' : 'trash'}`).sort();

async function editArticle(post: Post, changes: Record<string, unknown>): Promise<Post> {
  const res = await call('PUT', `/api/posts/${post.id}`, editor, postEditBody(post, changes));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

async function addBanner(kind: 'banners' | 'campaigns', body: Record<string, unknown>) {
  const res = await call('POST', `/api/${kind}/add`, editor, {
    title: `Hirdetés ${kind}`,
    url: 'https://hirdeto.example/',
    side: kind === 'banners' ? 'right_600' : 'campaign',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: number; title: string; banner_url: string; last_update: string } }>().data;
}

describe('the usage index', () => {
  it('records a cover, a body image, a banner (media_id) and a campaign (image), with labels and links', async () => {
    const { item, bytes } = await newItem();
    expect(await usages(item.id)).toEqual([]);
    const cover = await addArticle({ title: 'Borítós cikk', thumbnail: item.url });
    const body = await addArticle({
      title: 'Képes szöveg',
      content: `<p>Előtte</p><p><img src="${item.url}" alt="Kép"></p><p><img src="${item.url}"></p>`,
    });
    const banner = await addBanner('banners', { media_id: item.id });
    expect(banner.banner_url).toBe(item.url);
    const campaign = await addBanner('campaigns', { image: { data: toDataUrl(bytes, 'image/jpeg') } });
    expect(campaign.banner_url).toBe(item.url);
    expect(await usages(item.id)).toEqual([
      {
        kind: 'banner',
        label: 'banner',
        id: banner.id,
        title: banner.title,
        active: true,
        path: '/campaigns/banners',
      },
      {
        kind: 'campaign',
        label: 'kampány',
        id: campaign.id,
        title: campaign.title,
        active: true,
        path: '/campaigns',
      },
      {
        kind: 'content',
        label: 'kép a cikk szövegében',
        id: body.id,
        title: 'Képes szöveg',
        active: true,
        path: `/posts/${body.id}`,
      },
      {
        kind: 'cover',
        label: 'borítókép',
        id: cover.id,
        title: 'Borítós cikk',
        active: true,
        path: `/posts/${cover.id}`,
      },
    ]);
    // A deleted banner uses nothing.
    const removed = await call('DELETE', `/api/banners/${banner.id}`, editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(short(await usages(item.id))).toEqual([
      `campaign:${campaign.id}:active`,
      `content:${body.id}:active`,
      `cover:${cover.id}:active`,
    ]);
  });

  it('a save that drops the cover or the body image drops the use; the one that adds them adds it', async () => {
    const { item } = await newItem();
    const post = await addArticle({ thumbnail: item.url });
    expect(short(await usages(item.id))).toEqual([`cover:${post.id}:active`]);
    const noCover = await editArticle(post, { thumbnail: DEFAULT_TEST_THUMBNAIL });
    expect(await usages(item.id)).toEqual([]);
    const inBody = await editArticle(noCover, { content: `<p><img src="${item.url}"></p>` });
    expect(short(await usages(item.id))).toEqual([`content:${post.id}:active`]);
    await editArticle(inBody, { content: '<p>Kép nélkül.</p>' });
    expect(await usages(item.id)).toEqual([]);
  });

  it('a trashed article keeps its uses, inactive (it can be restored); a bulk delete too', async () => {
    const { item } = await newItem();
    const one = await addArticle({ thumbnail: item.url });
    const two = await addArticle({ content: `<p><img src="${item.url}"></p>` });
    const trashed = await call('DELETE', `/api/posts/${one.id}`, editor);
    expect(trashed.statusCode, trashed.body).toBe(200);
    const bulk = await call('POST', '/api/posts/bulk', editor, {
      action: 'delete',
      items: [{ id: two.id, last_update: two.last_update }],
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json().data.counts).toMatchObject({ ok: 1 });
    expect(short(await usages(item.id))).toEqual([`content:${two.id}:trash`, `cover:${one.id}:trash`]);
  });

  it('a bulk move keeps the uses; a revision restore brings an old cover back', async () => {
    const { item: first } = await newItem();
    const { item: second } = await newItem();
    const post = await addArticle({ thumbnail: first.url });
    const moved = await call('POST', '/api/posts/bulk', editor, {
      action: 'move',
      items: [{ id: post.id, last_update: post.last_update }],
      menu_id: 2,
    });
    expect(moved.json().data.counts, moved.body).toMatchObject({ ok: 1 });
    expect(short(await usages(first.id))).toEqual([`cover:${post.id}:active`]);
    const loaded = (await call('GET', `/api/posts/${post.id}`)).json<{ data: Post }>().data;
    const edited = await editArticle(loaded, { thumbnail: second.url });
    expect(await usages(first.id)).toEqual([]);
    expect(short(await usages(second.id))).toEqual([`cover:${post.id}:active`]);

    const revisions = await call('GET', `/api/posts/${post.id}/revisions`);
    const created = revisions
      .json<{ data: Array<{ id: number; action: string }> }>()
      .data.find((r) => r.action === 'create');
    const restored = await call('POST', `/api/posts/${post.id}/revisions/${created?.id}/restore`, editor, {
      last_update: edited.last_update,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: Post }>().data.thumbnail).toBe(first.url);
    expect(short(await usages(first.id))).toEqual([`cover:${post.id}:active`]);
    expect(await usages(second.id)).toEqual([]);
  });
});

describe('DELETE /api/media/{id}', () => {
  it('of a used item is a 409 naming the article; nothing is deleted', async () => {
    const { item } = await newItem();
    const post = await addArticle({ title: 'Árvízi helyzetjelentés', thumbnail: item.url });
    const keys = await storedKeys(t.app.storage);
    const res = await call('DELETE', `/api/media/${item.id}`);
    expect(res.statusCode, res.body).toBe(409);
    expect(errorBody(res).message).toBe(MEDIA_MESSAGES.inUse('„Árvízi helyzetjelentés” (borítókép)'));
    expect(await getItem(item.id)).toMatchObject({ id: item.id, usage_count: 1 });
    expect(await storedKeys(t.app.storage)).toEqual(keys);
    // In the trash it is still a use: the article can be restored.
    await call('DELETE', `/api/posts/${post.id}`, editor);
    expect((await call('DELETE', `/api/media/${item.id}`)).statusCode).toBe(409);
  });

  it('names at most five uses, then how many more', async () => {
    const { item } = await newItem();
    for (let i = 1; i <= 7; i++) await addArticle({ title: `Cikk ${i}`, thumbnail: item.url });
    const res = await call('DELETE', `/api/media/${item.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).message).toMatch(/„Cikk 7” \(borítókép\).*és még 2 helyen/);
  });

  it('once the uses are gone: 200, the file and its copies leave the storage, GET is a 404', async () => {
    const bytes = await buildImage({ width: 700, height: 350 });
    const item = (await upload(bytes)).data;
    const post = await addArticle({ thumbnail: item.url });
    for (const v of [item.sources.webp[0], item.sources.crops['1x1'][0]]) {
      expect((await call('GET', v?.url ?? '', null)).statusCode).toBe(200);
    }
    const key = keyOf(item.url);
    expect(await storedKeys(t.app.storage, `.variants/${key}/`)).toHaveLength(2);
    expect((await call('DELETE', `/api/media/${item.id}`)).statusCode).toBe(409);
    await editArticle(post, { thumbnail: DEFAULT_TEST_THUMBNAIL });
    const res = await call('DELETE', `/api/media/${item.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', message: MEDIA_MESSAGES.deleted });
    expect(await t.app.storage.exists(key)).toBe(false);
    expect(await storedKeys(t.app.storage, `.variants/${key}/`)).toEqual([]);
    expect((await call('GET', `/api/media/${item.id}`)).statusCode).toBe(404);
    expect((await call('GET', item.url, null)).statusCode).toBe(404);
    // The same bytes again are a new item.
    const again = await upload(bytes);
    expect(again.existing).toBe(false);
    expect(again.data.id).not.toBe(item.id);
  });
});
