// The article list's benchmark in Chromium: how soon the list screen of the build in apps/web/dist
// shows its first rows.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, newContext, POST_ROW, signIn } from '../browser.ts';
import { repoRoot } from '../options.ts';

export interface ListScreenTiming {
  /** Click on the sidebar's 'Cikkek' until the first article row is visible, ms; the first click loads the page's code. */
  inApp: number[];
  /** page.goto('/posts') in a fresh browser context (signed in, empty cache) until the first row is visible, ms. */
  cold: number[];
  /** Reload of /posts in the same context (code cached by the browser, as for an editor coming back), ms. */
  reload: number[];
  note?: string;
}

/**
 * Measures how soon the list screen shows its first rows: signs in on the login form, then
 * (1) navigates in the app by clicking the sidebar link 'Cikkek', and (2) loads /posts cold.
 */
export async function measureListScreen(baseUrl: string, repeats = 5): Promise<ListScreenTiming> {
  const browser = await launchChromium();
  const timing: ListScreenTiming = { inApp: [], cold: [], reload: [] };
  try {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page);
    const postsLink = page.getByRole('link', { name: 'Cikkek', exact: true });
    await postsLink.waitFor({ state: 'visible', timeout: 15_000 });
    const firstRow = page.locator(POST_ROW).first();
    const elsewhere = page.getByRole('link', { name: 'Kampányok', exact: true });
    for (let i = 0; i < repeats; i++) {
      await elsewhere.click();
      await firstRow.waitFor({ state: 'detached', timeout: 15_000 });
      const t0 = performance.now();
      await postsLink.click();
      await firstRow.waitFor({ state: 'visible', timeout: 15_000 });
      timing.inApp.push(performance.now() - t0);
    }
    const storageState = await context.storageState();
    await context.close();
    for (let i = 0; i < repeats; i++) {
      const fresh = await newContext(browser, baseUrl, storageState);
      const coldPage = await fresh.newPage();
      const t0 = performance.now();
      await coldPage.goto('/posts');
      await coldPage.locator(POST_ROW).first().waitFor({ state: 'visible', timeout: 15_000 });
      timing.cold.push(performance.now() - t0);
      const t1 = performance.now();
      await coldPage.reload();
      await coldPage.locator(POST_ROW).first().waitFor({ state: 'visible', timeout: 15_000 });
      timing.reload.push(performance.now() - t1);
      await fresh.close();
    }
  } finally {
    await browser.close();
  }
  return timing;
}

function webAppHasListScreen(): boolean {
  const assets = path.join(repoRoot, 'apps/web/dist/assets');
  if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')) || !fs.existsSync(assets)) return false;
  return fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .some((f) => fs.readFileSync(path.join(assets, f), 'utf8').includes('post-row'));
}

/** The list screen's timings, or a note of why there are none (no build, or Chromium failed). */
export async function listScreenTiming(baseUrl: string): Promise<ListScreenTiming> {
  if (!webAppHasListScreen()) {
    return {
      inApp: [],
      cold: [],
      reload: [],
      note: 'apps/web/dist has no list screen (no `data-testid="post-row"` in the bundle): run `npm run build` first.',
    };
  }
  console.log('  list screen in Chromium…');
  try {
    return await measureListScreen(baseUrl);
  } catch (err) {
    return {
      inApp: [],
      cold: [],
      reload: [],
      note: `Chromium measurement failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`,
    };
  }
}
