/**
 * PUBLIC_SITE_URL and the embedded reader site (SITE_PORT): an empty setting (the seed of new
 * databases) or the former seed 'http://localhost:8080' means the embedded site's address; a value
 * an operator stored, or the environment variable, wins. Every reader sees the same value: the
 * settings call (the web app's links), the content API's article URLs, the feeds and the previews.
 */
import type { AppSetting } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { appSettings } from '../../db/schema/index.ts';
import { useContentApp } from '../content/content-support.ts';

/** No PUBLIC_SITE_URL in the environment (the content tests' helper sets one unless told otherwise). */
const NO_ENV_URL = { PUBLIC_SITE_URL: '' };

function useSiteApp(env: Record<string, string>) {
  const used = useContentApp({ env });
  const { t, admin, call } = used;

  /** PUBLIC_SITE_URL as GET /api/app-settings answers it, and as the content API's reader uses it. */
  async function siteUrls(): Promise<{ settings: string | undefined; reader: string }> {
    const res = await call('GET', '/api/app-settings', admin);
    expect(res.statusCode).toBe(200);
    const settings = (res.json().data as AppSetting[]).find((s) => s.code === 'PUBLIC_SITE_URL')?.value;
    return { settings, reader: await t.app.content.publicSiteUrl() };
  }

  /** Stores a value of the setting, as an operator would. */
  async function store(value: string): Promise<void> {
    await t.db.update(appSettings).set({ value }).where(eq(appSettings.code, 'PUBLIC_SITE_URL'));
  }

  return { ...used, siteUrls, store };
}

describe('SITE_PORT 4555, no PUBLIC_SITE_URL in the environment', () => {
  const { t, editor, call, article, makeKey, read, siteUrls, store } = useSiteApp({
    ...NO_ENV_URL,
    SITE_PORT: '4555',
  });

  it("seeds an empty setting, which every reader sees as the embedded site's address", async () => {
    const [row] = await t.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.code, 'PUBLIC_SITE_URL'));
    expect(row?.value).toBe('');
    expect(await siteUrls()).toEqual({ settings: 'http://localhost:4555', reader: 'http://localhost:4555' });

    const live = await article({ title: 'Beépített oldal' });
    const key = (await makeKey()).key;
    const res = await read(`/api/content/articles/${live.shortname}`, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toBe(`http://localhost:4555${live.post_url}`);

    const rss = await call('GET', '/api/content/feeds/rss.xml', null);
    expect(rss.statusCode).toBe(200);
    expect(rss.body).toContain(`<link>http://localhost:4555${live.post_url}</link>`);

    const draft = await article({ menu_type: 'draft' });
    const preview = await call('POST', `/api/posts/${draft.id}/preview`, editor, {});
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.url).toMatch(new RegExp(`^http://localhost:4555${draft.post_url}\\?draft=1&`));
  });

  it("reads the former seed 'http://localhost:8080' as unset too", async () => {
    await store('http://localhost:8080');
    expect(await siteUrls()).toEqual({ settings: 'http://localhost:4555', reader: 'http://localhost:4555' });
  });

  it('lets a value an operator stored win', async () => {
    await store('https://olvaso.example');
    expect(await siteUrls()).toEqual({
      settings: 'https://olvaso.example',
      reader: 'https://olvaso.example',
    });
    await store('');
    expect((await siteUrls()).settings).toBe('http://localhost:4555');
  });
});

describe('SITE_PORT 4555 with PUBLIC_SITE_URL in the environment', () => {
  const { siteUrls, store } = useSiteApp({ PUBLIC_SITE_URL: 'https://hirek.example', SITE_PORT: '4555' });

  it('the environment variable wins over the stored value and the embedded site', async () => {
    expect(await siteUrls()).toEqual({ settings: 'https://hirek.example', reader: 'https://hirek.example' });
    await store('https://olvaso.example');
    expect(await siteUrls()).toEqual({ settings: 'https://hirek.example', reader: 'https://hirek.example' });
  });
});

describe('SITE_PORT 0: no embedded site', () => {
  const { siteUrls, store } = useSiteApp({ ...NO_ENV_URL, SITE_PORT: '0' });

  it('keeps the stored value as it is, empty or the former seed', async () => {
    expect(await siteUrls()).toEqual({ settings: '', reader: '' });
    await store('http://localhost:8080');
    expect(await siteUrls()).toEqual({ settings: 'http://localhost:8080', reader: 'http://localhost:8080' });
    await store('https://olvaso.example/');
    expect(await siteUrls()).toEqual({
      settings: 'https://olvaso.example/',
      reader: 'https://olvaso.example',
    });
  });
});

describe('SITE_PORT', () => {
  it('defaults to 3001, takes 0..65535 and refuses anything else', () => {
    expect(loadConfig({}).sitePort).toBe(3001);
    expect(loadConfig({}).settings.defaults).toEqual({ PUBLIC_SITE_URL: 'http://localhost:3001' });
    expect(loadConfig({ SITE_PORT: '0' }).sitePort).toBe(0);
    expect(loadConfig({ SITE_PORT: '0' }).settings.defaults).toEqual({});
    expect(loadConfig({ SITE_PORT: '65535' }).sitePort).toBe(65535);
    for (const value of ['-1', '65536', 'abc', '3001.5']) {
      expect(() => loadConfig({ SITE_PORT: value }), value).toThrow(/SITE_PORT/);
    }
  });
});
