import { paths } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { settle } from './support/axe.ts';
import { E2E_USERS } from './support/fixtures.ts';
import { openSignedIn, storedToken } from './support/session.ts';

// One poll is created, edited, marked, cleared and deleted in turn; the right-side marking is
// global, so the steps run in order in one worker.
test.describe.configure({ mode: 'serial' });

const SCREEN = paths.polls.href();
const POLL = `Melyik a kedvenc évszaka? ${Date.now().toString(36)}`;
const OTHER = `Hány órát alszik? ${Date.now().toString(36)}`;

const row = (page: Page, name: string) => page.getByTestId('poll-row').filter({ hasText: name });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const itemField = (page: Page, n: number) => page.getByRole('textbox', { name: `Item ${n} name` });
const toast = (page: Page, kind: 'error' | 'success', text?: string) => {
  const found = page.locator(`[data-kind="${kind}"]`);
  return text ? found.filter({ hasText: text }) : found;
};

/** Today as the screen shows it (the newsroom's time zone). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Budapest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function pollIdOf(page: Page, name: string): Promise<number> {
  const text = await row(page, name).getByRole('cell').first().textContent();
  return Number(text);
}

/** Votes like visitors of the public site: each from a browser of its own (no cookie shared). */
async function castVotes(baseURL: string, id: number, itemIndexes: number[]): Promise<void> {
  for (const itemIndex of itemIndexes) {
    const visitor: APIRequestContext = await request.newContext({ baseURL });
    const res = await visitor.post(`/api/public/voting-widgets/${id}/vote`, {
      data: { item_index: itemIndex },
    });
    expect(res.status()).toBe(200);
    // The same browser cannot vote twice in one poll.
    const again = await visitor.post(`/api/public/voting-widgets/${id}/vote`, { data: { item_index: 0 } });
    expect(again.status()).toBe(409);
    await visitor.dispose();
  }
}

test('creates a poll with three items by pressing Enter', async ({ page }) => {
  await openSignedIn(page, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Voting polls' })).toBeVisible();
  await page.getByRole('button', { name: 'New voting poll' }).click();
  const form = dialog(page, 'New voting poll');
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill(POLL);
  await form.getByRole('button', { name: '+ Add new item' }).click();
  await expect(itemField(page, 1)).toBeFocused();
  await page.keyboard.type('Tavasz');
  await page.keyboard.press('Enter');
  await expect(itemField(page, 2)).toBeFocused();
  await page.keyboard.type('Nyár');
  await page.keyboard.press('Enter');
  await expect(itemField(page, 3)).toBeFocused();
  await page.keyboard.type('Ősz');
  await page.keyboard.press('Enter');
  await expect(itemField(page, 4)).toBeFocused();
  // Not while an item with an empty name exists: neither Enter nor the button adds a fifth.
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: '+ Add new item' }).click();
  await expect(form.getByTestId('poll-item')).toHaveCount(4);
  await expect(itemField(page, 4)).toBeFocused();
  await form.getByRole('button', { name: 'Delete item 4' }).click();
  await expect(form.getByTestId('poll-item')).toHaveCount(3);
  // A new poll shows no votes yet.
  await expect(form.getByTestId('item-votes')).toHaveCount(0);
  await expect(form.getByTestId('poll-total')).toHaveCount(0);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success')).toBeVisible();
  await expect(form).toBeHidden();
  const created = row(page, POLL);
  await expect(created).toBeVisible();
  const table = page.getByRole('table', { name: 'Voting polls list' });
  for (const column of ['id', 'Name', 'Votes', 'Created by', 'Updated by'])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const cells = created.getByRole('cell');
  await expect(cells.nth(2)).toContainText('0');
  await expect(cells.nth(3)).toHaveText(`${E2E_USERS.admin.last_name} ${E2E_USERS.admin.first_name}`);
  await expect(cells.nth(4)).toContainText(today());
});

/** Opens the new poll dialog, saves it empty and sees the name refused; answers the dialog. */
async function saveEmptyNewPoll(page: Page) {
  await openSignedIn(page, SCREEN);
  await page.getByRole('button', { name: 'New voting poll' }).click();
  const form = dialog(page, 'New voting poll');
  // Fully open first: on a loaded machine a click during the opening transition was lost.
  await expect(form).toBeVisible();
  await settle(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'error', 'Fill out the fields please!')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  return form;
}

test('shows both validation messages, and Escape closes the dialog', async ({ page }) => {
  const form = await saveEmptyNewPoll(page);
  await form.getByLabel('Name').fill('Kérdés elemek nélkül');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'error', 'You must add at least one item!')).toBeVisible();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(row(page, 'Kérdés elemek nélkül')).toHaveCount(0);
});

test('an empty poll marks the name and the items at once', async ({ page }) => {
  const form = await saveEmptyNewPoll(page);
  await expect(form.getByTestId('poll-items-error')).toHaveText('You must add at least one item!');
  // Adding an item clears the mark of the items; the name's stays until it is typed.
  await form.getByRole('button', { name: '+ Add new item' }).click();
  await expect(form.getByTestId('poll-items-error')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
});

test('edits it: votes per item, the total and each share stay; names and items change', async ({
  page,
  baseURL,
}) => {
  await openSignedIn(page, SCREEN);
  const id = await pollIdOf(page, POLL);
  await castVotes(baseURL ?? '', id, [0, 0, 0, 1]);
  await page.reload();
  await expect(row(page, POLL).getByRole('cell').nth(2)).toContainText('4');

  await row(page, POLL).getByRole('button', { name: 'Edit' }).click();
  const form = dialog(page, 'Edit voting poll');
  await expect(itemField(page, 1)).toHaveValue('Tavasz');
  await expect(form.getByTestId('item-votes')).toHaveText(['Votes: 3', 'Votes: 1', 'Votes: 0']);
  await expect(form.getByTestId('poll-total')).toHaveText('Total votes: 4');
  await expect(form.getByRole('progressbar', { name: 'Tavasz: 75%' })).toBeVisible();
  await expect(form.getByRole('progressbar', { name: 'Nyár: 25%' })).toBeVisible();
  // An empty bar has no width: present, not visible.
  await expect(form.getByRole('progressbar', { name: 'Ősz: 0%' })).toBeAttached();

  await itemField(page, 2).fill('Nyár (július)');
  await itemField(page, 3).press('Enter');
  await expect(itemField(page, 4)).toBeFocused();
  await page.keyboard.type('Tél');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'success')).toBeVisible();
  await expect(form).toBeHidden();

  await row(page, POLL).getByRole('button', { name: 'Edit' }).click();
  await expect(itemField(page, 2)).toHaveValue('Nyár (július)');
  await expect(itemField(page, 4)).toHaveValue('Tél');
  await expect(form.getByTestId('item-votes')).toHaveText(['Votes: 3', 'Votes: 1', 'Votes: 0', 'Votes: 0']);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});

test('marks it for the right side, moves the marking, and removes all', async ({ page }) => {
  await openSignedIn(page, SCREEN);
  // A second poll, through the API as the same admin.
  const token = await storedToken(page);
  const added = await page.request.post('/api/voting-widgets/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: OTHER, items: [{ name: '6' }, { name: '7' }, { name: '8' }] },
  });
  expect(added.status()).toBe(200);
  await page.reload();

  const mark = (name: string) => row(page, name).getByRole('button', { name: 'Show on the right side' });
  const badge = (name: string) => row(page, name).getByText('Right side', { exact: true });
  await mark(POLL).click();
  await expect(badge(POLL)).toBeVisible();
  await expect(mark(POLL)).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByTestId('poll-row').filter({ has: page.getByText('Right side', { exact: true }) }),
  ).toHaveCount(1);

  await mark(OTHER).click();
  await expect(badge(OTHER)).toBeVisible();
  await expect(badge(POLL)).toHaveCount(0);
  await expect(page.locator('[data-right-side]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Remove all from the right side' }).click();
  await expect(badge(OTHER)).toHaveCount(0);
  await expect(page.locator('[data-right-side]')).toHaveCount(0);
  await page.reload();
  await expect(row(page, OTHER)).toBeVisible();
  await expect(page.locator('[data-right-side]')).toHaveCount(0);
});

test('deletes it after the confirmation', async ({ page }) => {
  await openSignedIn(page, SCREEN);
  await row(page, POLL).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Do you really want to delete this #${POLL} voting poll?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, POLL)).toBeVisible();
  await row(page, POLL).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'success')).toBeVisible();
  await expect(row(page, POLL)).toHaveCount(0);
  await expect(row(page, OTHER)).toBeVisible();
});

test('a user who is not is_admin reads the list but gets no write actions', async ({ page }) => {
  await openSignedIn(page, SCREEN, 'editor');
  await expect(row(page, OTHER)).toBeVisible();
  await expect(page.getByRole('button', { name: 'New voting poll' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove all from the right side' })).toHaveCount(0);
  await expect(row(page, OTHER).getByRole('button')).toHaveCount(0);
});
