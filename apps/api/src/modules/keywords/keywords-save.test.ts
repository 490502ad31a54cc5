/**
 * Keywords kept by every save (docs/product.md, "Címkék"): a save stores the spelling of the keyword
 * that folds equal ('gazdasag' → 'Gazdaság'), each once; the usage counts follow the editor's saves,
 * bulk actions, the trash and a restored revision; the list searches folded names.
 */
import type { Keyword, KeywordSuggestion, Post } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { getOkData, postEditBody, useTestApp } from '../../test/harness.ts';
import { keywordCalls } from './keywords-support.ts';

const { t, editor } = useTestApp({ editor: { is_admin: true } });
const kw = () => keywordCalls(t, editor);

describe('a save of an article', () => {
  it('stores the existing spelling of a keyword that folds equal, and each keyword once', async () => {
    const { save, mustList } = kw();
    await save('Gazdaság, Pénzügy');
    const second = await save('gazdasag, GAZDASÁG, Tőzsde, pénzügy');
    expect(second.keywords).toBe('Gazdaság,Tőzsde,Pénzügy');
    const gazdasag = await mustList('Gazdaság');
    expect(gazdasag).toMatchObject({ slug: 'gazdasag', article_count: 2, published_count: 2 });
    expect((await mustList('Tőzsde')).article_count).toBe(1);
  });

  it('counts drafts but not the trash, and follows edits, bulk actions and restores', async () => {
    const { save, rows } = kw();
    const draft = await save('Számlálás, Egyik', { menu_type: 'draft' });
    expect(await rows('szamlalas')).toEqual([{ name: 'Számlálás', n: 1, p: 0, merged: false }]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${draft.id}`,
      headers: editor.headers,
      payload: postEditBody(draft, { keywords: 'Egyik, Másik', menu_type: 'post' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<{ data: Post }>().data;
    expect(await rows('szamlalas', 'egyik', 'masik')).toEqual([
      { name: 'Egyik', n: 1, p: 1, merged: false },
      { name: 'Másik', n: 1, p: 1, merged: false },
      { name: 'Számlálás', n: 0, p: 0, merged: false },
    ]);

    const bulk = (action: string, post: Post) =>
      t.app.inject({
        method: 'POST',
        url: '/api/posts/bulk',
        headers: editor.headers,
        payload: { action, items: [{ id: post.id, last_update: post.last_update }] },
      });
    const unpublished = await bulk('unpublish', after);
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect(await rows('masik')).toEqual([{ name: 'Másik', n: 1, p: 0, merged: false }]);

    const current = await getOkData<Post>(t, `/api/posts/${draft.id}`, editor.headers);
    const trashed = await bulk('delete', current);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect(await rows('egyik', 'masik')).toEqual([
      { name: 'Egyik', n: 0, p: 0, merged: false },
      { name: 'Másik', n: 0, p: 0, merged: false },
    ]);
  });

  it('a restored revision with an old spelling is stored in the current one and counted', async () => {
    const { save, rows } = kw();
    const first = await save('kozelet');
    const renamed = await kw().rename((await kw().mustList('kozelet')).id, 'Közélet');
    expect(renamed.statusCode, renamed.body).toBe(200);
    const current = await getOkData<Post>(t, `/api/posts/${first.id}`, editor.headers);
    expect(current.keywords).toBe('Közélet');
    const revisions = await getOkData<Array<{ id: number }>>(
      t,
      `/api/posts/${first.id}/revisions`,
      editor.headers,
    );
    const oldest = revisions.at(-1) as { id: number };
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${first.id}/revisions/${oldest.id}/restore`,
      headers: editor.headers,
      payload: { last_update: current.last_update },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getOkData<Post>(t, `/api/posts/${first.id}`, editor.headers)).keywords).toBe('Közélet');
    expect(await rows('kozelet')).toEqual([{ name: 'Közélet', n: 1, p: 1, merged: false }]);
  });
});

describe('GET /api/keywords and the suggestions', () => {
  it('searches folded names, sorts by count or name, and pages', async () => {
    const { save } = kw();
    await save('Sport, Labdarúgás');
    await save('sport, Kézilabda');
    await save('Sport');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/keywords?q=LABDA&sort=name&per_page=1',
      headers: editor.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ data: Keyword[]; pagination: { total: number } }>();
    expect(body.pagination.total).toBe(2);
    expect(body.data.map((k) => k.name)).toEqual(['Kézilabda']);
    const byCount = await getOkData<Keyword[]>(t, '/api/keywords?q=sport', editor.headers);
    expect(byCount[0]).toMatchObject({ name: 'Sport', article_count: 3 });
  });

  it('offers the existing spelling for a folded query, names that start with it first', async () => {
    const { save } = kw();
    await save('Ünnep, Ünnepi műsor, Nemzeti ünnep');
    await save('Ünnepi műsor');
    const offered = await getOkData<KeywordSuggestion[]>(t, '/api/keywords/suggest?q=unnep', editor.headers);
    expect(offered.map((k) => k.name)).toEqual(['Ünnepi műsor', 'Ünnep', 'Nemzeti ünnep']);
    const reader = await t.signIn({ is_admin: false });
    const forReader = await t.app.inject({
      method: 'GET',
      url: '/api/keywords/suggest?q=unnep',
      headers: reader.headers,
    });
    expect(forReader.statusCode).toBe(200);
    // Without a query: the most used ones.
    const top = await getOkData<KeywordSuggestion[]>(t, '/api/keywords/suggest', editor.headers);
    expect(top.length).toBeGreaterThan(0);
    expect(top[0]?.article_count).toBeGreaterThanOrEqual(top.at(-1)?.article_count ?? 0);
  });
});
