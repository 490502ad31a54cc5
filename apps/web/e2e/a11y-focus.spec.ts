import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { useSessionOf } from './support/axe.ts';
import { COVER_PNG, E2E_ADS } from './support/fixtures.ts';

// Where the keyboard focus goes: the skip link, a new screen's heading, back to a dialog's opener,
// the new article's title, and the save a screen reader hears.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Fő navigáció' });
const announcer = (page: Page) => page.getByTestId('announcer');

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the first Tab reaches the skip link, and Enter moves to the content (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await useSessionOf(page, request, 'admin');
    await page.goto(paths.campaigns.href());
    await expect(heading(page, 'Kampányok')).toBeVisible();
    const skip = page.getByRole('link', { name: 'Ugrás a tartalomra' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    const main = page.getByRole('main');
    await expect(main).toBeFocused();
    await expect(page).toHaveURL(paths.campaigns.href());
    // The next stop is the content's first control, not the sidebar or the header.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Új campaign' })).toBeFocused();
  });
}

test('a new screen’s heading takes the focus, after a click, a key and from a list row', async ({
  page,
  request,
}) => {
  await useSessionOf(page, request, 'admin');
  await page.goto(paths.about.href());
  await expect(heading(page, 'Névjegy')).toBeVisible();

  await nav(page).getByRole('link', { name: 'Kampányok' }).click();
  await expect(heading(page, 'Kampányok')).toBeFocused();

  await nav(page).getByRole('link', { name: 'Bannerek' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Bannerek')).toBeFocused();

  // Opening the editor from the article list: its heading, after the loading one.
  await nav(page).getByRole('link', { name: 'Cikkek', exact: true }).click();
  await expect(heading(page, 'Cikkek')).toBeFocused();
  await page
    .getByTestId('post-row')
    .first()
    .getByRole('link', { name: /^Szerkesztés/ })
    .click();
  await expect(heading(page, 'Cikk szerkesztése')).toBeFocused();

  // Back in the browser history too.
  await page.goBack();
  await expect(heading(page, 'Cikkek')).toBeFocused();
});

test('on a phone, a link of the opened navigation moves the focus to the new heading', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionOf(page, request, 'admin');
  await page.goto(paths.campaigns.href());
  await expect(heading(page, 'Kampányok')).toBeVisible();
  // The closed navigation's links are out of the Tab order: skip link, menu button, logo, the
  // inbox's bell, profile, then the content.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Új campaign' })).toBeFocused();

  await page.getByRole('button', { name: 'Navigáció megnyitása' }).click();
  await nav(page).getByRole('link', { name: 'Bannerek' }).click();
  await expect(heading(page, 'Bannerek')).toBeFocused();
  await expect(nav(page)).not.toBeInViewport();
});

test('a dialog gives the focus back to what opened it', async ({ page, request }) => {
  await useSessionOf(page, request, 'admin');
  await page.goto(paths.campaigns.href());
  await expect(heading(page, 'Kampányok')).toBeVisible();

  const add = page.getByRole('button', { name: 'Új campaign' });
  await add.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(add).toBeFocused();

  const row = page.getByTestId('ad-row').filter({ hasText: E2E_ADS.campaign.title });
  const edit = row.getByRole('button', { name: `Szerkesztés: ${E2E_ADS.campaign.title}` });
  await edit.click();
  await expect(page.getByRole('dialog').getByRole('textbox').first()).toHaveValue(E2E_ADS.campaign.title);
  await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();

  const remove = row.getByRole('button', { name: `Törlés: ${E2E_ADS.campaign.title}` });
  await remove.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mégsem' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(remove).toBeFocused();

  const profile = page.getByRole('button', { name: 'Bíró Anna – Profil menü' });
  await profile.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profile).toBeFocused();

  await page.goto(paths.auditLog.href());
  const security = page.getByRole('button', { name: 'Biztonsági beállítások' });
  await security.click();
  await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Bezárás' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(security).toBeFocused();
});

test('the editor starts a new article at its title and announces its saves', async ({ page, request }) => {
  await useSessionOf(page, request, 'admin');
  await page.goto(paths.newPost.href());
  const title = page.getByRole('textbox', { name: 'Cím', exact: true });
  await expect(title).toBeFocused();

  // Also when opened from the sidebar.
  await page.goto(paths.about.href());
  await nav(page).getByRole('link', { name: 'Új cikk' }).click();
  await expect(heading(page, 'Új cikk')).toBeVisible();
  await expect(title).toBeFocused();

  await page.keyboard.type(`E2E akadálymentes cikk ${Date.now()}`);
  await page.getByRole('textbox', { name: 'Bevezető', exact: true }).fill('Egy rövid bevezető.');
  await page.getByRole('textbox', { name: 'Tartalom', exact: true }).click();
  await page.keyboard.type('A cikk szövege.');
  await page.getByLabel('Borítókép', { exact: true }).setInputFiles(COVER_PNG);
  await expect(page.getByTestId('cover-size')).toContainText('4 × 3 px');

  // The live region says it, and the saved article's screen starts at its heading.
  await expect(announcer(page)).toHaveAttribute('role', 'status');
  await expect(announcer(page)).toHaveText('');
  await page.getByRole('button', { name: 'Közzététel', exact: true }).click();
  await expect(page).toHaveURL(/\/posts\/\d+$/);
  await expect(announcer(page)).toHaveText('A cikk közzé van téve.');
  await expect(heading(page, 'Cikk szerkesztése')).toBeFocused();

  // Saving again: said again, and the focus is back on the button that was pressed.
  await page.getByRole('textbox', { name: 'Bevezető', exact: true }).fill('Egy javított bevezető.');
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="announcer"]');
    const w = window as unknown as { announced: string[] };
    w.announced = [];
    if (region)
      new MutationObserver(() => {
        if (region.textContent) w.announced.push(region.textContent);
      }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  const publish = page.getByRole('button', { name: 'Közzététel', exact: true });
  await publish.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { announced: string[] }).announced))
    .toEqual(['A cikk közzé van téve.']);
  await expect(publish).toBeFocused();
});
