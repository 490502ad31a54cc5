import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session.ts';

/** Chart (recharts) and editor (tiptap/ProseMirror) code, as in scripts/check-web-budget.mjs. */
const HEAVY_CODE = /recharts-wrapper|ProseMirror/;

/** The bodies of the scripts the page receives, by path. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(
      new URL(response.url()).pathname,
      response.text().catch(() => ''),
    );
  });
  return scripts;
}

async function heavyScripts(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const found: string[] = [];
  for (const [name, body] of scripts) if (HEAVY_CODE.test(await body)) found.push(name);
  return found;
}

test.describe('loading', () => {
  test('until the app’s code runs, the page shows the HTML splash with the product name', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    const response = await page.goto(paths.posts.href());
    expect(await response?.text()).toContain('class="nr-splash"');
    const splash = page.getByRole('status');
    await expect(splash).toBeVisible();
    await expect(splash.getByText('Newsroom', { exact: true })).toBeVisible();
    await expect(splash.getByText('Betöltés...', { exact: true })).toBeVisible();
    // Light: the login screen's pale blue, not a blank white page.
    const background = await splash.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('linear-gradient');
  });

  test('the app replaces the splash with the login screen', async ({ page }) => {
    await page.goto(paths.home.href());
    await expect(page.getByLabel('E-mail cím')).toBeVisible();
    await expect(page.locator('.nr-splash')).toHaveCount(0);
  });

  test('signed out, an editor or chart route loads no editor, chart or shell code until sign-in', async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto(paths.newPost.href());
    await expect(page.getByLabel('E-mail cím')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await heavyScripts(scripts)).toEqual([]);
    expect([...scripts.keys()].filter((name) => /\/(Shell|PostEditorPage)-/.test(name))).toEqual([]);

    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Új cikk' })).toBeVisible();
    expect(await heavyScripts(scripts)).not.toEqual([]);
  });

  test('a route change that waits for its screen’s code shows the loading bar meanwhile', async ({
    page,
  }) => {
    await page.goto(paths.about.href());
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Névjegy' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toHaveCount(0);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/CampaignsPage-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Fő navigáció' })
      .getByRole('link', { name: 'Kampányok' })
      .click();
    // The old screen stays while the new one's code is on its way, under the bar.
    await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Névjegy' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Kampányok' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toHaveCount(0);
  });
});
