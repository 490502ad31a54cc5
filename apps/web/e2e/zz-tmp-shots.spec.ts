import { expect, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';
test('shots', async ({ page }) => {
  await openSignedIn(page, '/posts/261');
  await expect(page.getByRole('textbox', { name: 'Cím', exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cím', exact: true }).fill('Módosított cím');
  await page.screenshot({ path: '/tmp/shots/desk.png' });
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/desk-scrolled.png' });
  await page.getByRole('button', { name: 'Előzmények', exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/shots/history.png' });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  await page.screenshot({ path: '/tmp/shots/mobile.png' });
});
