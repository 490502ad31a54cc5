/**
 * The publish checklist (docs/api.md, "Publish checklist"): administrators set each item's level;
 * a required item missing refuses every path that makes an article public or scheduled — a save,
 * POST /api/posts/add, the workflow, a bulk action, a restore — with a 400 naming each item on its
 * field, and writes nothing. The defaults refuse nothing a save accepts.
 */
import {
  DEFAULT_PUBLISH_CHECKLIST,
  type Post,
  type PostBulkOutcome,
  type PublishChecklist,
} from '@newsroom/shared';
import { afterEach, describe, expect, it } from 'vitest';
import {
  builtinRoleId,
  errorBody,
  getOkData,
  postEditBody,
  type SignedIn,
  useTestApp,
  validPostInput,
} from '../../test/harness.ts';

const { t } = useTestApp();

const strict: PublishChecklist = {
  ...DEFAULT_PUBLISH_CHECKLIST,
  items: { ...DEFAULT_PUBLISH_CHECKLIST.items, image_credit: 'required', keywords: 'required' },
  min_keywords: 2,
};

let admin: SignedIn | undefined;
async function administrator(): Promise<SignedIn> {
  admin ??= await t.signIn({ role_id: await builtinRoleId(t.db, 'administrator') });
  return admin;
}

async function setChecklist(checklist: PublishChecklist) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/publish-checklist',
    headers: (await administrator()).headers,
    payload: checklist,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

afterEach(async () => {
  await setChecklist(DEFAULT_PUBLISH_CHECKLIST);
});

async function draft(who: SignedIn, overrides: Record<string, unknown> = {}): Promise<Post> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts/add',
    headers: who.headers,
    payload: validPostInput({ menu_type: 'draft', ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Post }>().data;
}

const stored = (who: SignedIn, id: number) => getOkData<Post>(t, `/api/posts/${id}`, who.headers);

const MISSING = {
  thumbnail_source: 'Hiányzik: a borítókép forrása.',
  keywords: 'Hiányzik: legalább 2 kulcsszó.',
};

describe('the publish checklist', () => {
  it('answers the defaults, takes a new one from administrators, and keeps the cover required', async () => {
    const reader = await t.signIn({ role_id: await builtinRoleId(t.db, 'reader') });
    expect(await getOkData(t, '/api/publish-checklist', reader.headers)).toEqual(DEFAULT_PUBLISH_CHECKLIST);

    const saved = await setChecklist(strict);
    expect(saved.json<{ message: string }>().message).toBe('A közzétételi lista mentve.');
    expect(await getOkData(t, '/api/publish-checklist', reader.headers)).toEqual(strict);

    const coverOff = await t.app.inject({
      method: 'PUT',
      url: '/api/publish-checklist',
      headers: (await administrator()).headers,
      payload: { ...strict, items: { ...strict.items, cover: 'recommended' } },
    });
    expect(coverOff.statusCode).toBe(400);
    expect(errorBody(coverOff).message).toContain('borítókép');
    const editor = await t.signIn({ role_id: await builtinRoleId(t.db, 'editor') });
    const notAdmin = await t.app.inject({
      method: 'PUT',
      url: '/api/publish-checklist',
      headers: editor.headers,
      payload: DEFAULT_PUBLISH_CHECKLIST,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(await getOkData(t, '/api/publish-checklist', reader.headers)).toEqual(strict);
  });

  it('with the defaults, publishes an article without a credit or keywords, as before', async () => {
    const editor = await t.signIn({ role_id: await builtinRoleId(t.db, 'editor') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ menu_type: 'post', thumbnail_source: '', keywords: '' }),
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses every path to publication while a required item is missing, naming each', async () => {
    const editor = await t.signIn({ role_id: await builtinRoleId(t.db, 'editor') });
    await setChecklist(strict);
    const lacking = { thumbnail_source: '', keywords: 'egy' };

    // POST /api/posts/add as published: nothing is created.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ menu_type: 'post', title: 'Hiányos cikk 1', ...lacking }),
    });
    expect(created.statusCode).toBe(400);
    expect(errorBody(created).errors).toEqual(MISSING);
    expect(errorBody(created).message).toBe(
      'A cikk nem tehető közzé, amíg a közzétételi lista kötelező tételei hiányoznak: A borítókép forrása, Legalább 2 kulcsszó.',
    );

    // A draft may lack them; publishing it by a save, or scheduling it, may not.
    const article = await draft(editor, lacking);
    for (const change of [
      { menu_type: 'post' },
      { publish_at: new Date(Date.now() + 86_400_000).toISOString() },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/posts/${article.id}`,
        headers: editor.headers,
        payload: postEditBody(article, change),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).errors).toEqual(MISSING);
    }
    // The workflow's publish step.
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${article.id}/workflow`,
      headers: editor.headers,
      payload: { action: 'publish' },
    });
    expect(step.statusCode).toBe(400);
    expect(errorBody(step).errors).toEqual(MISSING);
    // A bulk publish reports the article as invalid, with the same message.
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/posts/bulk',
      headers: editor.headers,
      payload: { action: 'publish', items: [{ id: article.id, last_update: article.last_update }] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const outcome = bulk.json<{ data: PostBulkOutcome }>().data;
    expect(outcome.results[0]).toMatchObject({ id: article.id, status: 'invalid' });
    expect(outcome.results[0]?.message).toContain('A borítókép forrása');

    const after = await stored(editor, article.id);
    expect(after).toMatchObject({ menu_type: 'draft', publish_at: null, last_update: article.last_update });

    // Filled in, it goes out.
    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${article.id}`,
      headers: editor.headers,
      payload: postEditBody(after, { menu_type: 'post', thumbnail_source: 'MTI', keywords: 'árvíz, Tisza' }),
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<{ data: Post }>().data.menu_type).toBe('post');

    // Withdrawing is never held back.
    await setChecklist({ ...strict, min_keywords: 5 });
    const published = await stored(editor, article.id);
    const withdrawn = await t.app.inject({
      method: 'PUT',
      url: `/api/posts/${article.id}`,
      headers: editor.headers,
      payload: postEditBody(published, { menu_type: 'draft' }),
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });

  it('tells an image from another host and one without alt text apart from the own ones', async () => {
    const editor = await t.signIn({ role_id: await builtinRoleId(t.db, 'editor') });
    await setChecklist({
      ...DEFAULT_PUBLISH_CHECKLIST,
      items: { ...DEFAULT_PUBLISH_CHECKLIST.items, content_alt: 'required', own_images: 'required' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({
        menu_type: 'post',
        content: '<p>Szöveg</p><img src="https://kepek.masik.example/a.jpg" alt="">',
      }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).errors).toEqual({
      content:
        'Hiányzik: helyettesítő szöveg a cikk minden képén. Hiányzik: csak saját tárhelyről származó képek.',
    });
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({
        menu_type: 'post',
        content: '<p>Szöveg</p><img src="/uploads/posts/content/a.jpg" alt="A gát">',
      }),
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
