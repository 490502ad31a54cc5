import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

/** A real PNG of the given size, as a file the image field takes. */
async function pngFile(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#3f8f6b' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const rows = (page: Page) => page.getByTestId('ad-row');
const rowOf = (page: Page, text: string) => rows(page).filter({ hasText: text });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * Lets a test hold the writes to a resource until released, so the info message shown while
 * saving can be seen before the reply. `hold()` returns the release.
 */
async function saveGate(page: Page, pattern: RegExp): Promise<{ hold: () => () => void }> {
  let gate: Promise<void> | null = null;
  await page.route(pattern, async (route) => {
    const waitFor = route.request().method() === 'GET' ? null : gate;
    if (waitFor) await waitFor;
    await route.continue();
  });
  return {
    hold: () => {
      let release: () => void = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
  };
}

async function chooseOption(page: Page, scope: ReturnType<typeof dialog>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('campaigns', () => {
  test('lists the seeded campaign with its fields', async ({ page }) => {
    await openSignedIn(page, paths.campaigns.href(), 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Kampányok' })).toBeVisible();
    await expect(page.getByTestId('hit-count')).toContainText('találat');
    const seeded = rowOf(page, E2E_ADS.campaign.title);
    await expect(seeded).toContainText('600x300');
    await expect(seeded).toContainText('42');
    await expect(seeded).toContainText('Bíró Anna');
    await expect(seeded).toContainText('Aktív');
    await expect(seeded).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(seeded.getByRole('img', { name: E2E_ADS.campaign.title })).toBeVisible();
  });

  test('creates, edits and deletes a campaign, with every validation message', async ({ page }) => {
    await openSignedIn(page, paths.campaigns.href(), 'admin');
    await page.getByRole('button', { name: 'Új campaign' }).click();
    const modal = dialog(page, 'Új kampány');
    await expect(modal).toBeVisible();

    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('Töltse ki a mezőket!')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Cím', exact: true }).fill('E2E tavaszi kampány');
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('Válasszon kampány képet (kép)!').first()).toBeVisible();

    await modal.getByLabel('Hivatkozás (URL)').fill('https://tavasz.e2e.test/');
    await expect(modal.getByRole('combobox', { name: 'Állapot', exact: true })).toHaveValue('Aktív');
    await modal.locator('input[type="file"]').setInputFiles(await pngFile('tavasz.png', 320, 100));
    await expect(modal.getByTestId('image-size')).toHaveText('320 × 100 px');
    const gate = await saveGate(page, /\/api\/campaigns/);
    const release = gate.hold();
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('The campaign is being uploaded and saved ...')).toBeVisible();
    release();
    await expect(page.getByText('A kampány elmentve.')).toBeVisible();
    await expect(modal).toHaveCount(0);
    const created = rowOf(page, 'E2E tavaszi kampány');
    await expect(created).toContainText('320x100');
    await expect(created).toContainText('Bíró Anna');

    // Editing loads the item; without a new image it is kept.
    await created.getByRole('button', { name: 'Szerkesztés' }).click();
    const edit = dialog(page, 'Kampány szerkesztése');
    await expect(edit.getByRole('textbox', { name: 'Cím', exact: true })).toHaveValue('E2E tavaszi kampány');
    await expect(edit.getByTestId('image-size')).toHaveText('320 × 100 px');
    await edit.getByRole('textbox', { name: 'Cím', exact: true }).fill('E2E nyári kampány');
    await chooseOption(page, edit, 'Állapot', 'Inaktív');
    const release2 = gate.hold();
    await edit.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('The campaign is being saved ...')).toBeVisible();
    release2();
    await expect(edit).toHaveCount(0);
    const edited = rowOf(page, 'E2E nyári kampány');
    await expect(edited).toContainText('Inaktív');
    await expect(edited).toContainText('320x100');

    // Removing the image of a saved campaign is refused.
    await edited.getByRole('button', { name: 'Szerkesztés' }).click();
    const again = dialog(page, 'Kampány szerkesztése');
    await expect(again.getByTestId('image-size')).toBeVisible();
    await again.getByRole('button', { name: 'Kép eltávolítása' }).click();
    await again.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('Válasszon kampány képet (kép)!').first()).toBeVisible();
    await again.getByRole('button', { name: 'Mégsem' }).click();
    await expect(again).toHaveCount(0);

    await edited.getByRole('button', { name: 'Törlés' }).click();
    const confirm = page.getByRole('dialog', { name: 'Megerősítés' });
    await expect(confirm).toContainText('Tényleg szeretné törölni a #E2E nyári kampány kampányt?');
    await confirm.getByRole('button', { name: 'Igen' }).click();
    await expect(page.getByText('A kampány törölve.')).toBeVisible();
    await expect(rowOf(page, 'E2E nyári kampány')).toHaveCount(0);
  });

  test('an empty campaign marks the title and the image at once', async ({ page }) => {
    await openSignedIn(page, paths.campaigns.href(), 'admin');
    await page.getByRole('button', { name: 'Új campaign' }).click();
    const modal = dialog(page, 'Új kampány');
    await modal.getByLabel('Hivatkozás (URL)').fill('ftp://rossz.e2e.test/');
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.locator('[data-kind="error"]')).toHaveText('Töltse ki a mezőket!');
    await expect(modal.getByRole('textbox', { name: 'Cím', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(modal.getByLabel('Hivatkozás (URL)')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.getByText('Válasszon kampány képet (kép)!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('Escape closes the dialog without saving', async ({ page }) => {
    await openSignedIn(page, paths.campaigns.href(), 'admin');
    await page.getByRole('button', { name: 'Új campaign' }).click();
    const modal = dialog(page, 'Új kampány');
    await modal.getByRole('textbox', { name: 'Cím', exact: true }).fill('Soha nem mentett kampány');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(rowOf(page, 'Soha nem mentett kampány')).toHaveCount(0);
  });
});

test.describe('banners', () => {
  test('creates, edits and deletes a banner, with its validation messages', async ({ page }) => {
    await openSignedIn(page, paths.banners.href(), 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Bannerek' })).toBeVisible();
    await expect(rowOf(page, E2E_ADS.banner.title)).toContainText('300x600');
    await expect(rowOf(page, E2E_ADS.banner.title)).toContainText('right_600');

    await page.getByRole('button', { name: 'Új banner' }).click();
    const modal = dialog(page, 'Új banner');
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('Töltse ki a mezőket!')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Cím', exact: true }).fill('E2E cikk fejléc banner');
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('Válassza ki a bannert (kép)!').first()).toBeVisible();

    await chooseOption(page, modal, 'Elhelyezés', 'article header 728x90 (top_90_post)');
    await modal.locator('input[type="file"]').setInputFiles(await pngFile('fejlec.png', 728, 90));
    const release = (await saveGate(page, /\/api\/banners/)).hold();
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('The banner is being uploaded and saved ...')).toBeVisible();
    release();
    await expect(page.getByText('A banner elmentve.')).toBeVisible();
    const created = rowOf(page, 'E2E cikk fejléc banner');
    await expect(created).toContainText('728x90');
    await expect(created).toContainText('top_90_post');
    await expect(created).toContainText('Aktív');

    await created.getByRole('button', { name: 'Szerkesztés' }).click();
    const edit = dialog(page, 'Banner szerkesztése');
    await expect(edit.getByRole('textbox', { name: 'Cím', exact: true })).toHaveValue(
      'E2E cikk fejléc banner',
    );
    await chooseOption(page, edit, 'Elhelyezés', 'Inaktív');
    await edit.locator('input[type="file"]').setInputFiles(await pngFile('uj.png', 370, 370));
    await edit.getByRole('button', { name: 'Kész' }).click();
    await expect(edit).toHaveCount(0);
    await expect(created).toContainText('370x370');
    await expect(created).toContainText('Inaktív');

    await created.getByRole('button', { name: 'Törlés' }).click();
    const confirm = page.getByRole('dialog', { name: 'Megerősítés' });
    await expect(confirm).toContainText('Tényleg szeretné törölni a #E2E cikk fejléc banner banneret?');
    await confirm.getByRole('button', { name: 'Igen' }).click();
    await expect(page.getByText('A banner törölve.')).toBeVisible();
    await expect(rowOf(page, 'E2E cikk fejléc banner')).toHaveCount(0);
  });

  test('Escape closes the banner dialog', async ({ page }) => {
    await openSignedIn(page, paths.banners.href(), 'admin');
    await rowOf(page, E2E_ADS.banner.title).getByRole('button', { name: 'Szerkesztés' }).click();
    const modal = dialog(page, 'Banner szerkesztése');
    await expect(modal.getByRole('textbox', { name: 'Cím', exact: true })).toHaveValue(E2E_ADS.banner.title);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });
});

test.describe('Google ads', () => {
  test('creates, edits and deletes an ad slot, with its code, size and div_id warning', async ({ page }) => {
    await openSignedIn(page, paths.googleAds.href(), 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Google hirdetések' })).toBeVisible();
    await expect(rowOf(page, E2E_ADS.googleAd.name)).toContainText('728x90');

    await page.getByRole('button', { name: 'Új Google hirdetés' }).click();
    const modal = dialog(page, 'Új Google hirdetés');
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('Töltse ki a mezőket!')).toBeVisible();

    await modal.getByRole('textbox', { name: 'Név', exact: true }).fill('E2E jobb oldali hely');
    await modal
      .getByRole('textbox', { name: 'Útvonal (ad unit path)', exact: true })
      .fill('/1234567/e2e_jobb');
    await modal.getByRole('textbox', { name: 'Méretek', exact: true }).fill('300x600, 300x250');
    await modal
      .getByRole('textbox', { name: 'Div azonosító (div_id)', exact: true })
      .fill(E2E_ADS.googleAd.div_id);
    await expect(modal.getByRole('alert')).toContainText(E2E_ADS.googleAd.name);
    await modal
      .getByRole('textbox', { name: 'Div azonosító (div_id)', exact: true })
      .fill('div-gpt-e2e-jobb');
    await expect(modal.getByRole('alert')).toHaveCount(0);

    await chooseOption(page, modal, 'Pozíció', 'Jobb oldal 300x600 (gright_600)');
    await expect(modal.getByLabel('Szélesség')).toHaveValue('300');
    await expect(modal.getByLabel('Magasság')).toHaveValue('600');
    const code = modal.getByTestId('gpt-code');
    await expect(code).toContainText(
      "googletag.defineSlot('/1234567/e2e_jobb', [[300, 600], [300, 250]], 'div-gpt-e2e-jobb')",
    );
    await modal.getByLabel('Mobil útvonal').fill('/1234567/e2e_jobb_m');
    await modal.getByLabel('Mobil méretek').fill('300x250');
    await modal.getByLabel('Mobil div azonosító').fill(E2E_ADS.googleAd.div_id);
    await expect(modal.getByRole('alert')).toContainText(E2E_ADS.googleAd.name);
    await modal.getByLabel('Mobil div azonosító').fill('div-gpt-e2e-jobb-m');
    await expect(modal.getByRole('alert')).toHaveCount(0);
    await expect(code).toContainText(
      "googletag.defineSlot('/1234567/e2e_jobb_m', [300, 250], 'div-gpt-e2e-jobb-m')",
    );
    await modal.getByRole('button', { name: 'Kész' }).click();
    await expect(page.getByText('A hirdetés elmentve.')).toBeVisible();
    const created = rowOf(page, 'E2E jobb oldali hely');
    await expect(created).toContainText('300x600');
    await expect(created).toContainText('gright_600');

    await created.getByRole('button', { name: 'Szerkesztés' }).click();
    const edit = dialog(page, 'Google hirdetés szerkesztése');
    await expect(edit.getByRole('textbox', { name: 'Név', exact: true })).toHaveValue('E2E jobb oldali hely');
    await expect(edit.getByLabel('Mobil div azonosító')).toHaveValue('div-gpt-e2e-jobb-m');
    await chooseOption(page, edit, 'Pozíció', 'Rovat népszerű 370x600 (glist_popular_600)');
    await expect(edit.getByLabel('Szélesség')).toHaveValue('370');
    await expect(edit.getByLabel('Magasság')).toHaveValue('370');
    await edit.getByRole('button', { name: 'Kész' }).click();
    await expect(edit).toHaveCount(0);
    await expect(created).toContainText('370x370');

    await created.getByRole('button', { name: 'Törlés' }).click();
    const confirm = page.getByRole('dialog', { name: 'Megerősítés' });
    await expect(confirm).toContainText('Tényleg szeretné törölni a #E2E jobb oldali hely hirdetést?');
    await confirm.getByRole('button', { name: 'Igen' }).click();
    await expect(page.getByText('A hirdetés törölve.')).toBeVisible();
    await expect(rowOf(page, 'E2E jobb oldali hely')).toHaveCount(0);
  });

  test('Escape closes the ad dialog', async ({ page }) => {
    await openSignedIn(page, paths.googleAds.href(), 'admin');
    await page.getByRole('button', { name: 'Új Google hirdetés' }).click();
    const modal = dialog(page, 'Új Google hirdetés');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  test('only developers see the ad actions; an admin without is_developer sees none', async ({ page }) => {
    await openSignedIn(page, paths.googleAds.href(), 'adsEditor');
    const seeded = rowOf(page, E2E_ADS.googleAd.name);
    await expect(seeded).toBeVisible();
    await expect(page.getByRole('button', { name: 'Új Google hirdetés' })).toHaveCount(0);
    await expect(seeded.getByRole('button', { name: 'Szerkesztés' })).toHaveCount(0);
    await expect(seeded.getByRole('button', { name: 'Törlés' })).toHaveCount(0);
    // The same user writes campaigns (is_admin).
    await page.goto(paths.campaigns.href());
    await expect(page.getByRole('button', { name: 'Új campaign' })).toBeVisible();
    await expect(
      rowOf(page, E2E_ADS.campaign.title).getByRole('button', { name: 'Szerkesztés' }),
    ).toBeVisible();
  });
});
