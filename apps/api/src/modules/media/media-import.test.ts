/**
 * At start, files in the disk storage that the library lacks become items, and the rows saved
 * before the library get their uses (importExistingUploads, idempotent). The upload cleaner
 * spares every library item, used or not, and removes sized copies whose original is gone.
 */
import { describe, expect, it } from 'vitest';
import { variantKey } from '../../lib/media-variants.ts';
import { buildImage } from '../../test/harness.ts';
import { cleanOrphanUploads, ORPHAN_MIN_AGE_MS } from '../uploads/upload-cleaner.ts';
import { checkImportOfExistingUploads } from './media-import-support.ts';
import { keyOf, storedKeys, useMediaApp } from './media-support.ts';

const { t, call, upload, getItem } = useMediaApp();

describe('importExistingUploads on disk', () => {
  it('makes items of stored files, indexes their uses, skips copies, and runs twice harmlessly', async () => {
    await checkImportOfExistingUploads(t, call);
  });
});

describe('the upload cleaner and the library', () => {
  it('spares an old unused item and its copies; removes an orphan file and the copies of a gone original', async () => {
    const item = (await upload(await buildImage({ width: 400, height: 200 }))).data;
    expect(item.usage_count).toBe(0);
    expect((await call('GET', `${item.url}?w=320&fm=webp&v=1`, null)).statusCode).toBe(200);
    const itemCopy = variantKey(keyOf(item.url), 1, { width: 320, format: 'webp' });
    expect(await t.app.storage.exists(itemCopy)).toBe(true);
    // A file no row and no item names, and the copies of an original that is gone.
    await t.app.storage.put('posts/content/2019/01/arva.jpg', await buildImage());
    const goneCopy = '.variants/media/2019/01/torolt.jpg/v3-w640.webp';
    await t.app.storage.put(goneCopy, await buildImage({ format: 'webp' }));

    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 24 * 3600_000);
    const { removed } = await cleanOrphanUploads(t.db, t.app.storage, { now: later });
    expect(removed).toContain('posts/content/2019/01/arva.jpg');
    expect(removed).toContain(goneCopy);
    expect(removed).not.toContain(keyOf(item.url));
    expect(removed).not.toContain(itemCopy);
    expect(await t.app.storage.exists(keyOf(item.url))).toBe(true);
    expect(await t.app.storage.exists(itemCopy)).toBe(true);
    expect(await getItem(item.id)).toMatchObject({ id: item.id });
    const served = await call('GET', item.url, null);
    expect(served.statusCode).toBe(200);
    // Nothing a library item needs went: a second run removes nothing.
    const keys = await storedKeys(t.app.storage);
    expect((await cleanOrphanUploads(t.db, t.app.storage, { now: later })).removed).toEqual([]);
    expect(await storedKeys(t.app.storage)).toEqual(keys);
  });

  it("removes an item's copies once its original is gone from the storage", async () => {
    const item = (await upload(await buildImage({ width: 400, height: 200 }))).data;
    await call('GET', item.sources.webp[0]?.url ?? '', null);
    await call('GET', item.sources.crops['1x1'][0]?.url ?? '', null);
    expect(await storedKeys(t.app.storage, `.variants/${keyOf(item.url)}/`)).toHaveLength(2);
    await t.app.storage.remove(keyOf(item.url));
    const { removed } = await cleanOrphanUploads(t.db, t.app.storage);
    expect(removed.filter((k) => k.startsWith(`.variants/${keyOf(item.url)}/`))).toHaveLength(2);
    expect(await storedKeys(t.app.storage, `.variants/${keyOf(item.url)}/`)).toEqual([]);
  });
});
