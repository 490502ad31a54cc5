import { CHECKLIST_MESSAGES, paths, READ_ONLY_REASONS } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { button, heading, message, titleField } from './support/editor.ts';
import { openSignedIn } from './support/session.ts';

// The publish checklist (docs/product.md, "Publish checklist") as editors meet it: live beside the
// fields, and its screen for administrators. Only recommended levels are changed here, and put
// back: a required item would hold back other tests' publications on the shared server.

const panel = (page: Page) => page.getByRole('region', { name: 'Közzétételi lista' });
/** An item by its label: the text before the hidden ' – Rendben' or ' – Hiányzik'. */
const item = (page: Page, label: string) =>
  panel(page)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${label} – `) });
const level = (page: Page, label: string) => page.getByRole('radiogroup', { name: `${label}: szint` });

test('the editor shows the checklist live as the article is written', async ({ page }) => {
  await openSignedIn(page, paths.newPost.href(), 'admin');
  await expect(heading(page, 'Új cikk')).toBeVisible();
  const titleItem = item(page, 'Cím 10–120 karakter');
  await expect(titleItem).toHaveAttribute('data-ok', 'false');
  await expect(titleItem).toContainText('Hiányzik');
  await titleField(page).fill('Rövid');
  await expect(titleItem).toHaveAttribute('data-ok', 'false');
  await titleField(page).fill('Elég hosszú cím a közzétételi listához');
  await expect(titleItem).toHaveAttribute('data-ok', 'true');
  await expect(titleItem).toContainText('Rendben');
  // The cover is required: missing until one is chosen.
  await expect(item(page, 'Borítókép')).toHaveAttribute('data-level', 'required');
  await expect(item(page, 'Borítókép')).toHaveAttribute('data-ok', 'false');
});

test('an administrator sets a level on the screen, and the editor follows it', async ({ page }) => {
  await openSignedIn(page, paths.publishChecklist.href(), 'admin');
  await expect(heading(page, 'Közzétételi lista')).toBeVisible();
  const keywords = level(page, 'Legalább 3 kulcsszó');
  await expect(keywords.getByLabel('Kikapcsolva')).toBeChecked();
  // The cover stays required.
  await expect(level(page, 'Borítókép').getByLabel('Ajánlott')).toBeDisabled();

  await keywords.getByText('Ajánlott', { exact: true }).click();
  await button(page, 'Mentés').click();
  await expect(message(page, 'success', CHECKLIST_MESSAGES.saved)).toBeVisible();
  try {
    await page.reload();
    await expect(level(page, 'Legalább 3 kulcsszó').getByLabel('Ajánlott')).toBeChecked();
    await page.goto(paths.newPost.href());
    await expect(item(page, 'Legalább 3 kulcsszó')).toHaveAttribute('data-level', 'recommended');
  } finally {
    await page.goto(paths.publishChecklist.href());
    await level(page, 'Legalább 3 kulcsszó').getByText('Kikapcsolva', { exact: true }).click();
    await button(page, 'Mentés').click();
    await expect(message(page, 'success', CHECKLIST_MESSAGES.saved)).toBeVisible();
  }
});

test('a user without roles.manage reads it, with the line saying why', async ({ page }) => {
  await openSignedIn(page, paths.publishChecklist.href(), 'editor');
  await expect(heading(page, 'Közzétételi lista')).toBeVisible();
  await expect(page.getByTestId('read-only-reason')).toHaveText(READ_ONLY_REASONS.publishChecklist);
  await expect(button(page, 'Mentés')).toHaveCount(0);
  await expect(level(page, 'Legalább 3 kulcsszó').getByLabel('Ajánlott')).toBeDisabled();
});
