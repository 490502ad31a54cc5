import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { chooseOption, dialog, pngFile, rowOf, saveGate } from './support/ads.ts';
import { E2E_ADS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

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
