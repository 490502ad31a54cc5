/**
 * 'Csere' (POST /api/media/{id}/replace): the same id and URL, the new file and its sizes, a new
 * version of the copies (the old ones removed), the content API showing the new image and the
 * webhooks told of every article using it. And the credit travels with the photo: an article's
 * cover credit (`thumbnail_source`) is its library item's.
 */
import { MEDIA_MESSAGES, mediaItemReplySchema, type Post } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookOutbox } from '../../db/schema/index.ts';
import { variantKey } from '../../lib/media-variants.ts';
import { buildImage, replyBody, type SignedIn } from '../../test/harness.ts';
import { keyOf, multipart, useMediaApp } from './media-support.ts';

const { t, editor, call, upload, getItem, putItem, addArticle } = useMediaApp({
  env: { PUBLIC_SITE_URL: 'https://hirek.example', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: '1' },
});
let admin: SignedIn;
let contentKey: string;
beforeAll(async () => {
  admin = await t.signIn({ is_administrator: true });
  const res = await call('POST', '/api/content-keys', admin, { name: 'Olvasói oldal' });
  expect(res.statusCode, res.body).toBe(200);
  contentKey = res.json<{ data: { key: string } }>().data.key;
});

function replace(id: number, bytes: Buffer) {
  const body = multipart([{ name: 'file', filename: 'uj.jpg', type: 'image/jpeg', data: bytes }]);
  return call('POST', `/api/media/${id}/replace`, editor, body.payload, body.headers);
}

interface ContentCover {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  sources: { webp: Array<{ url: string; width: number }> } | null;
}

async function contentCover(shortname: string): Promise<ContentCover> {
  const res = await call('GET', `/api/content/articles/${shortname}?key=${contentKey}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { cover: ContentCover } }>().data.cover;
}

/** Reads until `check` passes: the content cache hears a change a moment later on PostgreSQL. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => void): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const value = await read();
    try {
      check(value);
      return value;
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describe("'Csere'", () => {
  it('keeps the id and URL, serves the new file, drops the old copies and tells the content API', async () => {
    const item = (await upload(await buildImage({ width: 400, height: 300 }), { alt: 'Régi kép' })).data;
    const post = await addArticle({ thumbnail: item.url, menu_type: 'post', title: 'Cserés cikk' });
    const draft = await addArticle({ content: `<p><img src="${item.url}"></p>` });
    const before = await contentCover(post.shortname);
    expect(before).toMatchObject({ url: item.url, width: 400, height: 300, alt: 'Régi kép' });
    expect(before.sources?.webp).toEqual([{ url: `${item.url}?w=320&fm=webp&v=1`, width: 320, height: 240 }]);
    const oldCopy = variantKey(keyOf(item.url), 1, { width: 320, format: 'webp' });
    expect((await call('GET', `${item.url}?w=320&fm=webp&v=1`, null)).statusCode).toBe(200);
    expect(await t.app.storage.exists(oldCopy)).toBe(true);

    // An active webhook: the changes of the articles are queued for it.
    const hook = await call('POST', '/api/webhooks', admin, {
      name: 'Gyorsítótár',
      url: 'http://127.0.0.1:9/hook',
      events: ['article.updated'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    await t.db.delete(webhookOutbox);

    const res = await replace(item.id, await buildImage({ width: 800, height: 400 }));
    expect(res.statusCode, res.body).toBe(200);
    const reply = replyBody(res, mediaItemReplySchema);
    expect(reply.message).toBe(MEDIA_MESSAGES.replaced);
    expect(reply.data).toMatchObject({
      id: item.id,
      url: item.url,
      width: 800,
      height: 400,
      version: 2,
      alt: 'Régi kép',
      type: 'image/jpeg',
    });
    expect(reply.data.sha256).not.toBe(item.sha256);
    expect(reply.data.sources.webp.map((v) => v.url)).toEqual([
      `${item.url}?w=320&fm=webp&v=2`,
      `${item.url}?w=640&fm=webp&v=2`,
    ]);
    expect(await getItem(item.id)).toEqual(reply.data);

    // The URL serves the new image; the old copy is gone, the new one is made when asked for.
    const served = await call('GET', item.url, null);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 800, height: 400 });
    expect(await t.app.storage.exists(oldCopy)).toBe(false);
    const copy = await call('GET', `${item.url}?w=640&fm=webp&v=2`, null);
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 640, height: 320 });

    const after = await eventually(
      () => contentCover(post.shortname),
      (cover) => expect(cover.sources?.webp.map((v) => v.width)).toEqual([320, 640]),
    );
    expect(after).toMatchObject({ url: item.url, width: 800, height: 400 });

    const outbox = await t.db
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.subject, `article:${post.id}`));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.event).toBe('article.updated');
    // A draft is nothing readers see: the webhooks hear nothing of it.
    const drafts = await t.db
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.subject, `article:${draft.id}`));
    expect(drafts).toEqual([]);
    await call('DELETE', `/api/webhooks/${hook.json<{ data: { id: number } }>().data.id}`, admin);
  });

  it('a new alt text reaches the content API too', async () => {
    const item = (await upload(await buildImage({ width: 100, height: 50 }))).data;
    const post = await addArticle({ thumbnail: item.url, menu_type: 'post' });
    expect((await contentCover(post.shortname)).alt).toBe('');
    await putItem(item.id, { alt: 'Naplemente a Dunán' });
    await eventually(
      () => contentCover(post.shortname),
      (cover) => expect(cover.alt).toBe('Naplemente a Dunán'),
    );
  });

  it('a PNG stays a PNG at its path, whatever the new file is', async () => {
    const item = (await upload(await buildImage({ format: 'png', width: 50, height: 50 }))).data;
    expect(item.url).toMatch(/\.png$/);
    const res = await replace(item.id, await buildImage({ width: 70, height: 35 }));
    expect(replyBody(res, mediaItemReplySchema).data).toMatchObject({
      url: item.url,
      type: 'image/png',
      width: 70,
      height: 35,
    });
    const served = await call('GET', item.url, null);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 70 });
  });

  it('bad input changes nothing: not an image is a 415, the old file stays', async () => {
    const item = (await upload(await buildImage({ width: 60, height: 40 }))).data;
    const original = await t.app.storage.read(keyOf(item.url));
    const res = await replace(item.id, Buffer.from('nem kép'));
    expect(res.statusCode).toBe(415);
    expect(await getItem(item.id)).toEqual(item);
    expect((await t.app.storage.read(keyOf(item.url)))?.equals(original ?? Buffer.alloc(0))).toBe(true);
  });
});

describe('the credit travels with the photo', () => {
  const source = async (id: number) =>
    (await call('GET', `/api/posts/${id}`)).json<{ data: Post }>().data.thumbnail_source;

  it("an item's credit wins over what the article sent", async () => {
    const item = (await upload(await buildImage(), { credit: 'MTI' })).data;
    const post = await addArticle({ thumbnail: item.url, thumbnail_source: 'Saját fotó' });
    expect(post.thumbnail_source).toBe('MTI');
    expect(await source(post.id)).toBe('MTI');
  });

  it("an item without credit keeps the article's, and takes it for the next article", async () => {
    const item = (await upload(await buildImage())).data;
    const post = await addArticle({ thumbnail: item.url, thumbnail_source: 'Reuters' });
    expect(post.thumbnail_source).toBe('Reuters');
    expect((await getItem(item.id)).credit).toBe('Reuters');
    const next = await addArticle({ thumbnail: item.url, thumbnail_source: '' });
    expect(next.thumbnail_source).toBe('Reuters');
  });

  it('a new credit on the item becomes the thumbnail_source of every article with it as cover', async () => {
    const item = (await upload(await buildImage(), { credit: 'MTI' })).data;
    const a = await addArticle({ thumbnail: item.url });
    const b = await addArticle({ thumbnail: item.url, menu_type: 'post' });
    const inBody = await addArticle({ content: `<p><img src="${item.url}"></p>`, thumbnail_source: 'Más' });
    await putItem(item.id, { credit: 'Fotó: AP' });
    expect(await source(a.id)).toBe('Fotó: AP');
    expect(await source(b.id)).toBe('Fotó: AP');
    // Its cover is another photo: its credit is that one's.
    expect(await source(inBody.id)).toBe(inBody.thumbnail_source);
  });
});
