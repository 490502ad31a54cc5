/**
 * Keywords in the content API (docs/api.md, "Content API"): a keyword by its slug, the article
 * list's `keyword` filter by slug or name, and a 301 with `Location` for an old slug after a merge
 * or a rename; the cached replies follow every change.
 */
import type { ContentArticle, ContentKeyword, KeywordMergeResult } from '@newsroom/shared';
import { KEYWORD_MESSAGES } from '@newsroom/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useContentApp } from '../content/content-support.ts';
import { keywordCalls } from './keywords-support.ts';

const { t, editor, read, makeKey } = useContentApp();
const kw = () => keywordCalls(t, editor);
let key: string;
beforeAll(async () => {
  key = (await makeKey()).key;
});

/** A Location without the `key` the server adds back when the request had it in the query. */
const withoutKey = (location: unknown) => String(location).replace(/[?&]key=[^&]*$/, '');

const articlesOf = async (query: string) => {
  const res = await read(`/api/content/articles?${query}&fields=id,keywords`, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Array<Pick<ContentArticle, 'id' | 'keywords'>> }>().data;
};

describe('keywords in the content API', () => {
  it('answers a keyword by slug, lists its articles by slug or name, and 301s an old slug', async () => {
    const { save, mustList, merge, rename } = kw();
    const post = await save('Ökonómia, Piac');
    await save('Gazdaság', { menu_type: 'draft' });
    const one = await read('/api/content/keywords/okonomia', key);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<{ data: ContentKeyword }>().data).toMatchObject({
      name: 'Ökonómia',
      slug: 'okonomia',
      article_count: 1,
    });
    expect((await articlesOf('keyword=okonomia')).map((a) => a.id)).toEqual([post.id]);
    expect((await articlesOf('keyword=%C3%96KONOMIA')).map((a) => a.id)).toEqual([post.id]);

    const merged = await merge((await mustList('Ökonómia')).id, (await mustList('Gazdaság')).id);
    expect(merged.json<{ data: KeywordMergeResult }>().data.retagged).toBe(1);

    // Each instance drops its cached replies when the change's notification arrives.
    await expect.poll(async () => (await read('/api/content/keywords/okonomia', key)).statusCode).toBe(301);
    const moved = await read('/api/content/keywords/okonomia', key);
    expect(withoutKey(moved.headers.location)).toBe('/api/content/keywords/gazdasag');
    expect(moved.json()).toEqual({ status: 'moved', location: '/api/content/keywords/gazdasag' });
    const movedList = await read('/api/content/articles?keyword=okonomia&limit=5', key);
    expect(movedList.statusCode).toBe(301);
    expect(withoutKey(movedList.headers.location)).toBe('/api/content/articles?keyword=gazdasag&limit=5');
    // The cached list shows the new keyword.
    await expect
      .poll(() => articlesOf('keyword=gazdasag'))
      .toEqual([{ id: post.id, keywords: ['Gazdaság', 'Piac'] }]);
    const target = await read('/api/content/keywords/gazdasag', key);
    expect(target.json<{ data: ContentKeyword }>().data.article_count).toBe(1);

    // A rename moves both the current and the merged slug on.
    expect((await rename((await mustList('Gazdaság')).id, 'Nemzetgazdaság')).statusCode).toBe(200);
    await expect.poll(async () => (await read('/api/content/keywords/gazdasag', key)).statusCode).toBe(301);
    for (const old of ['gazdasag', 'okonomia']) {
      const res = await read(`/api/content/keywords/${old}`, key);
      expect(res.statusCode).toBe(301);
      expect(withoutKey(res.headers.location)).toBe('/api/content/keywords/nemzetgazdasag');
    }
    await expect
      .poll(() => articlesOf('keyword=nemzetgazdasag'))
      .toEqual([{ id: post.id, keywords: ['Nemzetgazdaság', 'Piac'] }]);
  });

  it('answers 404 for a slug no keyword ever had, and an empty list for an unknown keyword', async () => {
    const res = await read('/api/content/keywords/soha-nem-volt', key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', message: KEYWORD_MESSAGES.contentNotFound });
    expect(await articlesOf('keyword=soha-nem-volt')).toEqual([]);
  });
});
