/**
 * Keyword pages on the reader site (/cimke/{slug}/): a keyword's published articles, the article's
 * keywords linking there, and an old slug (a merge, a rename) answered with a 301 to the current
 * page, the query kept, on a real content API.
 */
import type { Keyword } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { publishArticle } from '../test/content.ts';
import { setUpSite } from '../test/site-harness.ts';

const { api, site } = setUpSite();
const get = (url: string) => site.site.inject({ method: 'GET', url });

async function keywordNamed(name: string): Promise<Keyword> {
  const res = await api.t.app.inject({
    method: 'GET',
    url: `/api/keywords?q=${encodeURIComponent(name)}`,
    headers: api.editor.headers,
  });
  const found = res.json<{ data: Keyword[] }>().data.find((k) => k.name === name);
  expect(found, name).toBeDefined();
  return found as Keyword;
}

/** Where the site sends `url`: the 301's Location, or the status when it is no 301. */
async function redirectOf(url: string): Promise<string | number> {
  const res = await get(url);
  return res.statusCode === 301 ? (res.headers.location as string) : res.statusCode;
}

describe('keyword pages', () => {
  it("lists a keyword's articles, links them from the article, and 301s an old slug", async () => {
    const stamp = Date.now().toString(36);
    const article = await publishArticle(api, {
      title: `Kamatdöntés ${stamp}`,
      keywords: `Kamat ${stamp}, Ökonómia ${stamp}`,
    });
    const page = await get(`/cimke/kamat-${stamp}/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Címke: Kamat ${stamp}`);
    expect(page.body).toContain(article.post_url);
    const articlePage = await get(article.post_url);
    expect(articlePage.body).toContain(`href="/cimke/okonomia-${stamp}/"`);

    const from = await keywordNamed(`Ökonómia ${stamp}`);
    const into = await keywordNamed(`Kamat ${stamp}`);
    const merged = await api.t.app.inject({
      method: 'POST',
      url: `/api/keywords/${from.id}/merge`,
      headers: api.editor.headers,
      payload: { into: into.id },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    await expect.poll(() => redirectOf(`/cimke/okonomia-${stamp}/`)).toBe(`/cimke/kamat-${stamp}/`);
    expect(await redirectOf(`/cimke/okonomia-${stamp}/?after=abc`)).toBe(`/cimke/kamat-${stamp}/?after=abc`);

    const renamed = await api.t.app.inject({
      method: 'PUT',
      url: `/api/keywords/${into.id}`,
      headers: api.editor.headers,
      payload: { name: `Kamatláb ${stamp}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(() => redirectOf(`/cimke/kamat-${stamp}/`)).toBe(`/cimke/kamatlab-${stamp}/`);
    expect(await redirectOf(`/cimke/okonomia-${stamp}/`)).toBe(`/cimke/kamatlab-${stamp}/`);
    const current = await get(`/cimke/kamatlab-${stamp}/`);
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain(article.post_url);
    expect((await get(`/cimke/soha-nem-volt-${stamp}/`)).statusCode).toBe(404);
  });
});
