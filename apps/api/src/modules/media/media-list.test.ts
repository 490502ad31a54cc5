/**
 * GET /api/media: newest first; `q` in alt text, credit, caption and file name with accents and
 * case folded; `unused`, `uploader`, `from`/`to`; keyset paging that answers every item once.
 */
import type { MediaItem } from '@newsroom/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema/index.ts';
import { buildImage, type SignedIn } from '../../test/harness.ts';
import { type UploadDetails, useMediaApp } from './media-support.ts';

const { t, author, call, upload, listIds, addArticle } = useMediaApp();

async function newItem(details: UploadDetails = {}, who?: SignedIn): Promise<MediaItem> {
  return (await upload(await buildImage({ width: 32, height: 24 }), details, who)).data;
}

/** Every page of a query with `limit`, following pagination.next: the ids in order. */
async function allPages(query: string, limit: number): Promise<{ ids: number[]; pages: number }> {
  const ids: number[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const cursor: string = after === null ? '' : `&after=${after}`;
    const res = await call('GET', `/api/media?limit=${limit}${query}${cursor}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: MediaItem[]; pagination: { limit: number; next: string | null } }>();
    expect(body.data.length).toBeLessThanOrEqual(limit);
    expect(body.pagination.limit).toBe(limit);
    ids.push(...body.data.map((i) => i.id));
    after = body.pagination.next;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (after !== null);
  return { ids, pages };
}

describe('GET /api/media', () => {
  it('answers the newest first', async () => {
    const a = await newItem();
    const b = await newItem();
    const c = await newItem();
    const ids = await listIds('?limit=3');
    expect(ids).toEqual([c.id, b.id, a.id]);
  });

  it('q searches alt text, credit, caption and file name; accents and case do not matter', async () => {
    const flood = await newItem({ alt: 'Árvíz a Tiszán', fileName: 'x1.jpg' });
    const credit = await newItem({ credit: 'Fotó: KÖZTÉRKÉP', fileName: 'x2.jpg' });
    const caption = await newItem({ caption: 'Őszi köd a Balatonnál', fileName: 'x3.jpg' });
    const file = await newItem({ fileName: 'Gödöllői-kastély.jpg' });
    expect(await listIds('?q=arviz')).toEqual([flood.id]);
    expect(await listIds('?q=%C3%81RV%C3%8DZ')).toEqual([flood.id]);
    expect(await listIds('?q=kozterkep')).toEqual([credit.id]);
    expect(await listIds('?q=OSZI%20KOD')).toEqual([caption.id]);
    expect(await listIds('?q=godolloi')).toEqual([file.id]);
    expect(await listIds('?q=tiszan%20nincs')).toEqual([]);
    // A LIKE wildcard is a plain character.
    expect(await listIds('?q=%25')).toEqual([]);
  });

  it('unused=1 leaves out what an article uses', async () => {
    const used = await newItem({ alt: 'Használt borító' });
    const unused = await newItem({ alt: 'Használatlan kép' });
    await addArticle({ thumbnail: used.url });
    const ids = await listIds('?unused=1&limit=200');
    expect(ids).toContain(unused.id);
    expect(ids).not.toContain(used.id);
    expect(await listIds('?limit=200')).toContain(used.id);
  });

  it("uploader answers that user's uploads only", async () => {
    const mine = await newItem({}, author as SignedIn);
    const other = await newItem();
    const ids = await listIds(`?uploader=${author.user.id}&limit=200`);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(other.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('from and to are days, both included', async () => {
    const march10 = await newItem({ alt: 'napszuro' });
    const march20 = await newItem({ alt: 'napszuro' });
    await t.db
      .update(media)
      .set({ createdAt: new Date('2020-03-10T10:00:00Z') })
      .where(eq(media.id, march10.id));
    await t.db
      .update(media)
      .set({ createdAt: new Date('2020-03-20T10:00:00Z') })
      .where(eq(media.id, march20.id));
    expect(await listIds('?q=napszuro&from=2020-03-15')).toEqual([march20.id]);
    expect(await listIds('?q=napszuro&to=2020-03-15')).toEqual([march10.id]);
    expect(await listIds('?q=napszuro&from=2020-03-10&to=2020-03-20')).toEqual([march20.id, march10.id]);
    expect(await listIds('?q=napszuro&from=2020-03-21')).toEqual([]);
    const bad = await call('GET', '/api/media?from=2020.03.10');
    expect(bad.statusCode).toBe(400);
  });

  it('keyset paging answers every item exactly once, ties of time included', async () => {
    const made: MediaItem[] = [];
    for (let i = 0; i < 7; i++) made.push(await newItem({ caption: 'lapozas' }));
    // Three uploaded in the same millisecond: the id orders them.
    const same = made.slice(2, 5).map((i) => i.id);
    await t.db
      .update(media)
      .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
      .where(inArray(media.id, same));
    const everything = await listIds('?q=lapozas&limit=200');
    expect([...everything].sort((a, b) => a - b)).toEqual(made.map((i) => i.id));
    for (const limit of [1, 2, 3, 7]) {
      const { ids, pages } = await allPages('&q=lapozas', limit);
      expect(ids, `limit ${limit}`).toEqual(everything);
      expect(pages).toBe(Math.max(1, Math.ceil(7 / limit)));
    }
    // The whole library too, with a filter that is not the search.
    const all = await listIds('?limit=200');
    expect((await allPages('', 4)).ids).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
  });
});
