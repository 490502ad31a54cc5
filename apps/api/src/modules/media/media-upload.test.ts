/**
 * POST /api/media (docs/api.md, "Media library"): multipart, JSON data URL and raw bytes make an
 * item; the same bytes again answer the item there, with no copy stored; the older upload paths
 * (body images, covers, banners, campaigns) make library items and dedupe too.
 */
import {
  MEDIA_MESSAGES,
  type MediaItem,
  mediaItemReplySchema,
  mediaUploadReplySchema,
  type Post,
} from '@newsroom/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildImage, replyBody, toDataUrl, validPostInput } from '../../test/harness.ts';
import { keyOf, multipart, storedKeys, useMediaApp } from './media-support.ts';

const { t, editor, call, postFile, upload, getItem } = useMediaApp();

/** The library's item of a stored path, from GET /api/media. */
async function itemOfUrl(url: string): Promise<MediaItem | undefined> {
  const res = await call('GET', '/api/media?limit=200');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: MediaItem[] }>().data.find((i) => i.url === url);
}

describe('POST /api/media', () => {
  it('multipart `file` with alt, credit and caption answers the whole item', async () => {
    const bytes = await buildImage({ width: 200, height: 100 });
    const before = await storedKeys(t.app.storage);
    const reply = await upload(bytes, {
      alt: '  Árvíz a Tiszán  ',
      credit: 'MTI',
      caption: 'A szolnoki gát',
      fileName: 'arviz.jpg',
    });
    expect(reply).toMatchObject({ status: 'ok', existing: false, message: MEDIA_MESSAGES.uploaded });
    const item = reply.data;
    expect(item).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/),
      file_name: 'arviz.jpg',
      type: 'image/jpeg',
      width: 200,
      height: 100,
      alt: 'Árvíz a Tiszán',
      credit: 'MTI',
      caption: 'A szolnoki gát',
      focal: { x: 0.5, y: 0.5 },
      version: 1,
      usage_count: 0,
      uploaded_by: {
        id: editor.user.id,
        name: expect.stringMatching(/Képszerkesztő.*Emese|Emese.*Képszerkesztő/),
      },
    });
    expect(item.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(item.sources.webp).toEqual([{ url: `${item.url}?w=200&fm=webp&v=1`, width: 200, height: 100 }]);
    // The stored file is the re-encoded image, of the size the item says.
    const stored = await t.app.storage.read(keyOf(item.url));
    expect(stored?.length).toBe(item.bytes);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 200, height: 100 });
    expect(await storedKeys(t.app.storage)).toEqual([...before, keyOf(item.url)].sort());
    expect(await getItem(item.id)).toEqual(item);
  });

  it('takes the JSON data-URL shape and a raw image/png body', async () => {
    const json = await call('POST', '/api/media', editor, {
      image: toDataUrl(await buildImage({ width: 40, height: 30 }), 'image/jpeg'),
      file_name: 'adat.jpg',
      alt: 'Adat URL',
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(replyBody(json, mediaUploadReplySchema).data).toMatchObject({
      file_name: 'adat.jpg',
      alt: 'Adat URL',
      width: 40,
      height: 30,
      type: 'image/jpeg',
    });
    const png = await buildImage({ format: 'png', width: 30, height: 20 });
    const raw = await call('POST', '/api/media', editor, png, { 'content-type': 'image/png' });
    expect(raw.statusCode, raw.body).toBe(200);
    const item = replyBody(raw, mediaUploadReplySchema).data;
    expect(item).toMatchObject({ type: 'image/png', width: 30, height: 20, alt: '', credit: '' });
    expect(item.url).toMatch(/^\/uploads\/media\/.+\.png$/);
  });

  it('the same new bytes sent twice at once make one item and one file', async () => {
    const bytes = await buildImage({ width: 60, height: 45 });
    const keys = await storedKeys(t.app.storage);
    const [a, b] = await Promise.all([postFile(bytes), postFile(bytes)]);
    const replies = [a, b].map((res) => replyBody(res, mediaUploadReplySchema));
    expect(replies.map((r) => r.existing).sort()).toEqual([false, true]);
    expect(replies[0]?.data.id).toBe(replies[1]?.data.id);
    expect(await storedKeys(t.app.storage)).toEqual([...keys, keyOf(replies[0]?.data.url ?? '')].sort());
  });

  it('the same bytes twice answer the item there (existing, its message), and store no copy', async () => {
    const bytes = await buildImage({ width: 50, height: 40 });
    const first = await upload(bytes, { alt: 'Első' });
    const keys = await storedKeys(t.app.storage);
    const again = await upload(bytes, { alt: 'Második', fileName: 'masik-nev.jpg' });
    expect(again).toMatchObject({ existing: true, message: MEDIA_MESSAGES.alreadyInLibrary });
    expect(again.data).toEqual(first.data);
    // Any shape: the data URL of the same bytes is the same item too.
    const json = await call('POST', '/api/media', editor, { image: toDataUrl(bytes, 'image/jpeg') });
    expect(replyBody(json, mediaUploadReplySchema)).toMatchObject({
      existing: true,
      data: { id: first.data.id },
    });
    expect(await storedKeys(t.app.storage)).toEqual(keys);
    const listed = await call('GET', '/api/media?limit=200');
    expect(
      listed.json<{ data: MediaItem[] }>().data.filter((i) => i.sha256 === first.data.sha256),
    ).toHaveLength(1);
  });

  it('multipart fields may come after the file part too', async () => {
    const body = multipart([
      { name: 'file', filename: 'utana.jpg', type: 'image/jpeg', data: await buildImage() },
      { name: 'alt', value: 'A mezők a fájl után' },
    ]);
    const res = await call('POST', '/api/media', editor, body.payload, body.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(replyBody(res, mediaUploadReplySchema).data.alt).toBe('A mezők a fájl után');
  });
});

describe('the older upload paths make library items', () => {
  it('an image of the article body (POST /api/image-upload/post-content), deduped', async () => {
    const bytes = await buildImage({ width: 80, height: 60 });
    const res = await call('POST', '/api/image-upload/post-content', editor, {
      image: toDataUrl(bytes, 'image/jpeg'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<{ url: string }>().url;
    expect(url).toMatch(/^\/uploads\/posts\/content\//);
    expect(await itemOfUrl(url)).toMatchObject({
      width: 80,
      height: 60,
      uploaded_by: { id: editor.user.id },
    });
    const keys = await storedKeys(t.app.storage);
    const again = await call('POST', '/api/image-upload/post-content', editor, bytes, {
      'content-type': 'image/jpeg',
    });
    expect(again.json<{ url: string }>().url).toBe(url);
    const library = await postFile(bytes);
    expect(replyBody(library, mediaUploadReplySchema)).toMatchObject({ existing: true, data: { url } });
    expect(await storedKeys(t.app.storage)).toEqual(keys);
  });

  it('a cover sent with an article save; the same bytes as a banner answer that item', async () => {
    const bytes = await buildImage({ width: 120, height: 90 });
    const saved = await call('POST', '/api/posts/add', editor, {
      ...validPostInput(),
      image: { data: toDataUrl(bytes, 'image/jpeg') },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const thumbnail = saved.json<{ data: Post }>().data.thumbnail;
    expect(thumbnail).toMatch(/^\/uploads\/posts\/covers\//);
    const item = await itemOfUrl(thumbnail);
    expect(item).toMatchObject({ width: 120, height: 90, usage_count: 1 });
    const keys = await storedKeys(t.app.storage);
    const banner = await call('POST', '/api/banners/add', editor, {
      title: 'Ugyanaz a kép',
      url: 'https://hirdeto.example/',
      side: 'right_600',
      image: { data: toDataUrl(bytes, 'image/jpeg') },
    });
    expect(banner.statusCode, banner.body).toBe(200);
    expect(banner.json<{ data: { banner_url: string } }>().data.banner_url).toBe(thumbnail);
    expect(await storedKeys(t.app.storage)).toEqual(keys);
    expect((await getItem(item?.id ?? 0)).usage_count).toBe(2);
  });

  it('a banner and a campaign image each become an item', async () => {
    for (const [kind, side] of [
      ['banners', 'right_600'],
      ['campaigns', 'campaign'],
    ] as const) {
      const res = await call('POST', `/api/${kind}/add`, editor, {
        title: `Új ${kind}`,
        url: 'https://hirdeto.example/',
        side,
        image: { data: toDataUrl(await buildImage({ width: 300, height: 120 }), 'image/jpeg') },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json<{ data: { banner_url: string } }>().data.banner_url;
      expect(url).toMatch(/^\/uploads\/banners\//);
      const item = await itemOfUrl(url);
      expect(item).toMatchObject({ width: 300, height: 120, usage_count: 1 });
      const one = await call('GET', `/api/media/${item?.id}`);
      expect(replyBody(one, mediaItemReplySchema).data.url).toBe(url);
    }
  });
});
