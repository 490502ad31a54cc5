// Date fields read and take YYYY-MM-DD whatever the browser's language (docs/product.md, Hungarian
// conventions): an English browser would show a date field as mm/dd/yyyy, and a date-and-time
// field as mm/dd/yyyy, hh:mm AM.
import { DATE_INPUT, paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn } from './support/session.ts';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const from = (page: Page) => page.getByRole('textbox', { name: 'Dátum-tól' });
const to = (page: Page) => page.getByRole('textbox', { name: 'Dátum-ig' });
const search = (page: Page) => page.getByRole('button', { name: 'Keresés' });

test.describe('date filters in an English-language browser', () => {
  test('take YYYY-MM-DD and search with it', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    // A text field, not the browser's date field (which would read mm/dd/yyyy here).
    expect(await from(page).evaluate((input) => (input as HTMLInputElement).type)).toBe('text');
    await expect(from(page)).toHaveAttribute('placeholder', DATE_INPUT.placeholder);
    await from(page).fill('2025-03-01');
    await to(page).fill('2025-03-10');
    await search(page).click();
    await expect(page).toHaveURL(/date_from=2025-03-01/);
    await expect(page).toHaveURL(/date_to=2025-03-10/);
    await expect(from(page)).toHaveValue('2025-03-01');
    await expect(to(page)).toHaveValue('2025-03-10');
    // A reload reads the days from the address, as YYYY-MM-DD.
    await page.reload();
    await expect(from(page)).toHaveValue('2025-03-01');
  });

  test('take a day written the Hungarian way and show it as YYYY-MM-DD', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    await from(page).fill('2025. 3. 1.');
    await from(page).blur();
    await expect(from(page)).toHaveValue('2025-03-01');
    await search(page).click();
    await expect(page).toHaveURL(/date_from=2025-03-01/);
  });

  test('refuse mm/dd/yyyy and a day that does not exist, in Hungarian, without searching', async ({
    page,
  }) => {
    await openSignedIn(page, paths.posts.href());
    const before = page.url();
    await to(page).fill('03/10/2025');
    await to(page).blur();
    await expect(page.getByText(DATE_INPUT.format)).toBeVisible();
    await expect(to(page)).toHaveAttribute('aria-invalid', 'true');
    await search(page).click();
    await expect(to(page)).toBeFocused();
    expect(page.url()).toBe(before);

    await to(page).fill('2025-02-30');
    await to(page).press('Enter');
    await expect(page.getByText(DATE_INPUT.noSuchDay('2025-02-30'))).toBeVisible();
    expect(page.url()).toBe(before);

    await to(page).fill('2025-02-28');
    await expect(to(page)).not.toHaveAttribute('aria-invalid', 'true');
    await to(page).press('Enter');
    await expect(page).toHaveURL(/date_to=2025-02-28/);
  });

  test('refuse a start after the end', async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    await from(page).fill('2025-03-10');
    await to(page).fill('2025-03-01');
    await search(page).click();
    await expect(page.getByText(DATE_INPUT.order)).toBeVisible();
    await expect(page).not.toHaveURL(/date_from=/);
  });

  test("the reports' range shows YYYY-MM-DD too", async ({ page }) => {
    await openSignedIn(page, `${paths.postCountReport.href()}?date_from=2025-09-15&date_to=2025-09-25`);
    await expect(from(page)).toHaveValue('2025-09-15');
    await expect(to(page)).toHaveValue('2025-09-25');
    await to(page).fill('2025-09-20');
    await search(page).click();
    await expect(page).toHaveURL(/date_to=2025-09-20/);
  });

  test("'Törlés' empties a field that held a mistyped day", async ({ page }) => {
    await openSignedIn(page, paths.posts.href());
    await from(page).fill('tegnap');
    await from(page).blur();
    await expect(page.getByText(DATE_INPUT.format)).toBeVisible();
    await page.getByRole('button', { name: 'Törlés', exact: true }).click();
    await expect(from(page)).toHaveValue('');
    await expect(page.getByText(DATE_INPUT.format)).toHaveCount(0);
  });

  test("the editor's 'Időzített közzététel' reads and takes YYYY-MM-DD HH:mm, in 24 hours", async ({
    page,
  }) => {
    await openSignedIn(page, paths.newPost.href());
    const when = page.getByRole('textbox', { name: 'Időzített közzététel' });
    // A text field, not datetime-local (which would read mm/dd/yyyy, hh:mm AM here).
    expect(await when.evaluate((input) => (input as HTMLInputElement).type)).toBe('text');
    await expect(when).toHaveAttribute('placeholder', DATE_INPUT.dateTimePlaceholder);

    await when.fill('06/15/2030 8:45 AM');
    await when.blur();
    await expect(page.getByText(DATE_INPUT.dateTimeFormat)).toBeVisible();
    await expect(when).toHaveAttribute('aria-invalid', 'true');

    await when.fill('2030-06-15 24:00');
    await when.blur();
    await expect(page.getByText(DATE_INPUT.noSuchTime('2030-06-15 24:00'))).toBeVisible();

    await when.fill('2030.06.15. 8:45');
    await when.blur();
    await expect(when).toHaveValue('2030-06-15 08:45');
    await expect(when).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Időzítés törlése' }).click();
    await expect(when).toHaveValue('');
  });
});
