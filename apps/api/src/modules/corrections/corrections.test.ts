/**
 * Corrections as data (docs/api.md, "Corrections"): only on a published article, by those who may
 * publish; who, when and the revision are kept, the audit trail records it, and the content API
 * answers it with the article at once (its cached reply is dropped).
 */
import type { ContentArticle, Correction, Post } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { builtinRoleId, errorBody, getOkData, type SignedIn, validPostInput } from '../../test/harness.ts';
import { useContentApp } from '../content/content-support.ts';

const { t, read, makeKey, call, editor, admin } = useContentApp();

async function create(who: SignedIn, menuType: 'post' | 'draft'): Promise<Post> {
  const res = await call('POST', '/api/posts/add', who, validPostInput({ menu_type: menuType }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

const correct = (who: SignedIn, id: number, payload: unknown) =>
  call('POST', `/api/posts/${id}/corrections`, who, payload);

describe('corrections', () => {
  it('records a correction of a published article and shows it through the content API at once', async () => {
    const { key } = await makeKey('Helyesbítések');
    const article = await create(editor, 'post');
    const path = `/api/content/articles/${article.shortname}`;
    const before = await read(path, key);
    expect(before.json<{ data: ContentArticle }>().data.corrections).toEqual([]);
    // Asked again: answered from the cache, which the correction must drop.
    expect((await read(path, key)).statusCode).toBe(200);

    const res = await correct(editor, article.id, {
      kind: 'helyesbites',
      text: '  A korábbi változatban tévesen szerepelt a polgármester neve.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ data: Correction; message: string }>();
    expect(body.message).toBe('A helyesbítés rögzítve, az olvasói oldalon a cím alatt jelenik meg.');
    const revisions = await getOkData<Array<{ id: number }>>(
      t,
      `/api/posts/${article.id}/revisions`,
      editor.headers,
    );
    expect(body.data).toMatchObject({
      post_id: article.id,
      kind: 'helyesbites',
      kind_label: 'Helyesbítés',
      text: 'A korábbi változatban tévesen szerepelt a polgármester neve.',
      user_id: editor.user.id,
      user_name: 'Szerkesztő Elek',
      revision_id: revisions[0]?.id,
    });
    expect(Date.parse(body.data.created_at)).toBeGreaterThan(Date.now() - 60_000);

    await correct(editor, article.id, { kind: 'frissites', text: 'A rendőrség közleményével frissítve.' });
    const listed = await getOkData<Correction[]>(t, `/api/posts/${article.id}/corrections`, admin.headers);
    expect(listed.map((c) => c.kind)).toEqual(['helyesbites', 'frissites']);

    const after = (await read(path, key)).json<{ data: ContentArticle }>().data;
    expect(after.corrections).toEqual([
      {
        kind: 'helyesbites',
        label: 'Helyesbítés',
        text: 'A korábbi változatban tévesen szerepelt a polgármester neve.',
        created_at: body.data.created_at,
      },
      expect.objectContaining({ kind: 'frissites', label: 'Frissítés' }),
    ]);
    // A list carries them only when asked.
    const list = await read(`/api/content/articles?fields=id,corrections&limit=100`, key);
    const item = list.json<{ data: ContentArticle[] }>().data.find((a) => a.id === article.id);
    expect(item?.corrections).toHaveLength(2);
    const plain = await read('/api/content/articles?limit=1', key);
    expect(plain.json<{ data: ContentArticle[] }>().data[0]).not.toHaveProperty('corrections');

    const trail = await call('GET', `/api/audit-log?entity=post&entity_id=${article.id}`, admin);
    expect(trail.body).toContain('correction');
  });

  it('refuses a draft, a writer who may not publish, and bad input, writing nothing', async () => {
    const draft = await create(editor, 'draft');
    const onDraft = await correct(editor, draft.id, { kind: 'pontositas', text: 'Pontosítás' });
    expect(onDraft.statusCode).toBe(409);
    expect(errorBody(onDraft).message).toBe('Helyesbítést csak megjelent cikkhez lehet fűzni!');

    const published = await create(editor, 'post');
    const author = await t.signIn({ role_id: await builtinRoleId(t.db, 'author') });
    const byAuthor = await correct(author, published.id, { kind: 'pontositas', text: 'Pontosítás' });
    expect(byAuthor.statusCode).toBe(403);
    expect(errorBody(byAuthor).message).toContain('articles.publish');

    const blank = await correct(editor, published.id, { kind: 'pontositas', text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorBody(blank).errors?.text).toBe('Írja le, mit helyesbít!');
    const badKind = await correct(editor, published.id, { kind: 'bocsanatkeres', text: 'Szöveg' });
    expect(badKind.statusCode).toBe(400);
    expect(errorBody(badKind).errors?.kind).toBe('Válassza ki a javítás fajtáját!');
    expect(await getOkData(t, `/api/posts/${published.id}/corrections`, editor.headers)).toEqual([]);
    expect((await call('GET', '/api/posts/2000000000/corrections', editor)).statusCode).toBe(404);
  });
});
