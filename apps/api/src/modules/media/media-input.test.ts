/**
 * Bad input to the media library gets a clear Hungarian error and changes nothing (no item, no
 * file): not an image, an SVG, over 10 MB, no file, a focal point outside 0–1, alt text too long,
 * an unknown id, a forged cursor. Rights: a reader only browses; replacing or deleting another
 * user's upload needs taxonomy.manage.
 */
import {
  CONTENT_MESSAGES,
  MAX_IMAGE_BYTES,
  MEDIA_MESSAGES,
  type MediaItem,
  mediaItemReplySchema,
  POST_MESSAGES,
} from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { buildImage, errorBody, replyBody, type SignedIn } from '../../test/harness.ts';
import { multipart, storedKeys, useMediaApp } from './media-support.ts';

const { t, editor, reader, author, call, postFile, upload, getItem } = useMediaApp();

const TEXT = Buffer.from('Ez nem kép, csak szöveg.\n'.repeat(40));
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>',
);

async function libraryIds(): Promise<number[]> {
  const res = await call('GET', '/api/media?limit=200');
  return res.json<{ data: MediaItem[] }>().data.map((i) => i.id);
}

/** Runs `act`, and checks that the library and the storage are as they were. */
async function changesNothing(act: () => Promise<void>): Promise<void> {
  const ids = await libraryIds();
  const keys = await storedKeys(t.app.storage);
  await act();
  expect(await libraryIds()).toEqual(ids);
  expect(await storedKeys(t.app.storage)).toEqual(keys);
}

function expectError(res: Awaited<ReturnType<typeof call>>, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorBody(res).message).toBe(message);
}

describe('bad uploads change nothing', () => {
  it('a text file is a 415 (not an image), an SVG a 415 of its own', async () => {
    await changesNothing(async () => {
      expectError(await postFile(TEXT, { fileName: 'kep.jpg' }), 415, POST_MESSAGES.notAnImage);
      expectError(
        await call('POST', '/api/media', editor, TEXT, { 'content-type': 'image/png' }),
        415,
        POST_MESSAGES.notAnImage,
      );
      expectError(await postFile(SVG, { fileName: 'rajz.svg' }), 415, MEDIA_MESSAGES.svg);
      expectError(
        await call('POST', '/api/media', editor, {
          image: `data:image/svg+xml;base64,${SVG.toString('base64')}`,
        }),
        415,
        MEDIA_MESSAGES.svg,
      );
    });
  });

  it('over 10 MB is a 413, as multipart and as raw bytes', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1, 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await changesNothing(async () => {
      expectError(await postFile(big), 413, POST_MESSAGES.imageTooLarge);
      expectError(
        await call('POST', '/api/media', editor, big, { 'content-type': 'image/png' }),
        413,
        POST_MESSAGES.imageTooLarge,
      );
    });
  });

  it('no file is a 400: multipart with fields only, JSON without an image', async () => {
    await changesNothing(async () => {
      const body = multipart([{ name: 'alt', value: 'Kép nélkül' }]);
      const res = await call('POST', '/api/media', editor, body.payload, body.headers);
      expectError(res, 400, MEDIA_MESSAGES.noFile);
      expect(errorBody(res).errors).toEqual({ file: MEDIA_MESSAGES.noFile });
      expectError(
        await call('POST', '/api/media', editor, { alt: 'Kép nélkül' }),
        400,
        MEDIA_MESSAGES.noFile,
      );
    });
  });

  it('alt text of 501 characters is a 400, the file is not stored', async () => {
    await changesNothing(async () => {
      const res = await postFile(await buildImage(), { alt: 'a'.repeat(501) });
      expectError(res, 400, MEDIA_MESSAGES.altTooLong);
      expect(errorBody(res).errors).toEqual({ alt: MEDIA_MESSAGES.altTooLong });
    });
  });
});

describe('bad changes of an item change nothing', () => {
  it('a focal point outside 0–1, alt text of 501 characters: 400, the item as it was', async () => {
    const { data: item } = await upload(await buildImage(), { alt: 'Eredeti' });
    for (const [body, field, message] of [
      [{ focal: { x: 1.5, y: 0.5 } }, 'focal.x', MEDIA_MESSAGES.focalRange],
      [{ focal: { x: 0.5, y: -0.1 } }, 'focal.y', MEDIA_MESSAGES.focalRange],
      [{ alt: 'á'.repeat(501), credit: 'MTI' }, 'alt', MEDIA_MESSAGES.altTooLong],
      [{ credit: 'c'.repeat(501) }, 'credit', MEDIA_MESSAGES.creditTooLong],
    ] as const) {
      const res = await call('PUT', `/api/media/${item.id}`, editor, body);
      expectError(res, 400, message);
      expect(errorBody(res).errors).toHaveProperty([field], message);
    }
    expect(await getItem(item.id)).toEqual(item);
    // 500 characters are fine.
    const ok = await call('PUT', `/api/media/${item.id}`, editor, { alt: 'á'.repeat(500) });
    expect(replyBody(ok, mediaItemReplySchema).data.alt).toHaveLength(500);
  });

  it('an unknown id is a 404 for every call', async () => {
    const file = multipart([
      { name: 'file', filename: 'x.jpg', type: 'image/jpeg', data: await buildImage() },
    ]);
    for (const res of [
      await call('GET', '/api/media/999999'),
      await call('GET', '/api/media/999999/usages'),
      await call('PUT', '/api/media/999999', editor, { alt: 'x' }),
      await call('DELETE', '/api/media/999999'),
      await call('POST', '/api/media/999999/replace', editor, file.payload, file.headers),
    ]) {
      expectError(res, 404, MEDIA_MESSAGES.notFound);
    }
  });

  it('a cursor this server did not make is a 400', async () => {
    for (const after of ['nem-jel', Buffer.from('2026-01-01|x').toString('base64url')]) {
      const res = await call('GET', `/api/media?after=${after}`);
      expectError(res, 400, CONTENT_MESSAGES.badCursor);
      expect(errorBody(res).errors).toEqual({ after: CONTENT_MESSAGES.badCursor });
    }
  });
});

describe('rights', () => {
  it('a reader browses the library but may not upload, describe, replace or delete', async () => {
    const { data: item } = await upload(await buildImage());
    expect((await getItem(item.id, reader)).id).toBe(item.id);
    await changesNothing(async () => {
      const file = multipart([
        { name: 'file', filename: 'x.jpg', type: 'image/jpeg', data: await buildImage() },
      ]);
      for (const res of [
        await call('POST', '/api/media', reader, file.payload, file.headers),
        await call('PUT', `/api/media/${item.id}`, reader, { alt: 'Olvasó' }),
        await call('POST', `/api/media/${item.id}/replace`, reader, file.payload, file.headers),
        await call('DELETE', `/api/media/${item.id}`, reader),
      ]) {
        expect(res.statusCode, res.body).toBe(403);
      }
    });
    expect(await getItem(item.id)).toEqual(item);
  });

  it("an author ('Szerző') uploads and describes, but replaces or deletes only their own", async () => {
    const { data: others } = await upload(await buildImage());
    await changesNothing(async () => {
      const file = multipart([
        { name: 'file', filename: 'x.jpg', type: 'image/jpeg', data: await buildImage() },
      ]);
      const replace = await call(
        'POST',
        `/api/media/${others.id}/replace`,
        author,
        file.payload,
        file.headers,
      );
      expectError(replace, 403, MEDIA_MESSAGES.notOwn);
      expectError(await call('DELETE', `/api/media/${others.id}`, author), 403, MEDIA_MESSAGES.notOwn);
    });
    expect(await getItem(others.id)).toEqual(others);
    // Describing is not owning: the alt text of any item may be written by whoever uses the library.
    const described = await call('PUT', `/api/media/${others.id}`, author, { alt: 'Leírta a szerző' });
    expect(replyBody(described, mediaItemReplySchema).data.alt).toBe('Leírta a szerző');

    const { data: own } = await upload(await buildImage(), {}, author as SignedIn);
    expect(own.uploaded_by?.id).toBe(author.user.id);
    const deleted = await call('DELETE', `/api/media/${own.id}`, author);
    expect(deleted.json()).toEqual({ status: 'ok', message: MEDIA_MESSAGES.deleted });
    // taxonomy.manage (the editor) may delete anyone's.
    const { data: authors } = await upload(await buildImage(), {}, author as SignedIn);
    expect((await call('DELETE', `/api/media/${authors.id}`, editor)).statusCode).toBe(200);
    expect((await call('GET', `/api/media/${authors.id}`)).statusCode).toBe(404);
  });
});
