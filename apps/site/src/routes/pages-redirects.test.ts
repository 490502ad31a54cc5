/**
 * Old addresses on the reader site (docs/api.md, "Old addresses"): a category's old path and an
 * article's old shortname answer with a 301 to the current page, the query kept, on a real
 * content API that answers them with its own 301s.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../../api/src/db/schema/index.ts';
import { buildMenu } from '../../../api/src/test/harness.ts';
import { publishArticle } from '../test/content.ts';
import { setUpSite } from '../test/site-harness.ts';

const { api, site } = setUpSite();
const get = (url: string) => site.site.inject({ method: 'GET', url });

async function movePath(menuId: number, path: string) {
  const res = await api.t.app.inject({
    method: 'PUT',
    url: `/api/admin-menu-items/${menuId}`,
    headers: api.editor.headers,
    payload: { path },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Where the site sends `url`: the 301's Location, or the status when it is no 301. */
async function redirectOf(url: string): Promise<string | number> {
  const res = await get(url);
  return res.statusCode === 301 ? (res.headers.location as string) : res.statusCode;
}

describe('old addresses', () => {
  it("sends a category's old paths, and its articles' addresses under them, to the current ones", async () => {
    const stamp = Date.now().toString(36);
    const menu = await buildMenu(api.t.db, { name: `Régi rovat ${stamp}`, path: `regi-${stamp}` });
    const article = await publishArticle(api, { menu });
    expect((await get(`/regi-${stamp}/`)).statusCode).toBe(200);

    await movePath(menu.id, `kozepso-${stamp}`);
    await movePath(menu.id, `uj-${stamp}`);
    for (const old of [`regi-${stamp}`, `kozepso-${stamp}`]) {
      await expect.poll(() => redirectOf(`/${old}/`)).toBe(`/uj-${stamp}/`);
      expect(await redirectOf(`/${old}/?after=abc`)).toBe(`/uj-${stamp}/?after=abc`);
      expect(await redirectOf(`/${old}/${article.shortname}/`)).toBe(`/uj-${stamp}/${article.shortname}/`);
    }
    const page = await get(`/uj-${stamp}/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/uj-${stamp}/${article.shortname}/`);
    expect((await get(`/nem-volt-ilyen-${stamp}/`)).statusCode).toBe(404);
  });

  it("sends an article's old shortname to its current address", async () => {
    const article = await publishArticle(api);
    const renamed = `${article.shortname}-uj`;
    await api.t.db
      .update(posts)
      .set({ shortname: renamed, postUrl: `/hirek/${renamed}/` })
      .where(eq(posts.id, article.id));
    await expect.poll(() => redirectOf(`/hirek/${article.shortname}/`)).toBe(`/hirek/${renamed}/`);
    expect(await redirectOf(`/hirek/${article.shortname}/?utm_source=hirlevel`)).toBe(
      `/hirek/${renamed}/?utm_source=hirlevel`,
    );
    expect((await get(`/hirek/${renamed}/`)).statusCode).toBe(200);
  });
});
