import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { chooseOption, dialog, rowOf } from './support/ads.ts';
import { E2E_ADS } from './support/fixtures.ts';
import { openSignedIn } from './support/session.ts';

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
