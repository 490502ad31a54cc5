import { CATEGORY_MESSAGES as M, paths, CATEGORIES_UI as S } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkDialog, seriousViolations } from './support/axe.ts';
import { message } from './support/editor.ts';
import { bearer, openSignedIn, storedToken } from './support/session.ts';

// 'Rovatok' as an administrator uses it: a category made on the screen is renamed and moved to a
// new path (the old one listed as redirecting), put above another, and deactivated; the article
// editor's category select offers it while it is active and not after. Only this file's own
// categories change (the shared server's seeded ones keep their order), and they are deleted at the
// end. One signed-in page for the file; the steps run in order.
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const FIRST = `E2E rovat ${stamp}`;
const RENAMED = `E2E átnevezett ${stamp}`;
const SECOND = `E2E második ${stamp}`;
const NEW_PATH = `e2e-uj-${stamp}`;

let page: Page;
let token: string;
let secondId = 0;

const card = (name: string) =>
  page.getByTestId('category-card').filter({ has: page.getByText(name, { exact: true }) });

async function categoryIdByName(request: APIRequestContext, name: string): Promise<number | undefined> {
  const reply = await request.get('/api/categories', { headers: bearer(token) });
  const body = (await reply.json()) as { data: { categories: Array<{ id: number; name: string }> } };
  return body.data.categories.find((c) => c.name === name)?.id;
}

/** The names the new article's 'Kategória' select offers. */
async function editorCategories(): Promise<string[]> {
  await page.goto(paths.newPost.href());
  await page.getByRole('combobox', { name: 'Kategória', exact: true }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test.beforeAll(async ({ browser }) => {
  // A page of its own context: axe's checks need one.
  page = await (await browser.newContext()).newPage();
  await openSignedIn(page, paths.categories.href());
  token = await storedToken(page);
});

test.afterAll(async ({ request }) => {
  for (const name of [FIRST, RENAMED, SECOND]) {
    const id = await categoryIdByName(request, name);
    if (id) await request.delete(`/api/admin-menu-items/${id}`, { headers: bearer(token) });
  }
  await page.context().close();
});

test('an administrator creates a category, renames it and gives it a new path', async ({ request }) => {
  await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
  // No serious WCAG violation on the screen, its dialog or the post types' tab.
  const found = await seriousViolations(page, 'Rovatok');
  await page.getByRole('button', { name: `${S.edit}: Hírek` }).click();
  await checkDialog(page, 'Rovat szerkesztése', found);
  await page.getByRole('tab', { name: S.tabPostTypes }).click();
  found.push(...(await seriousViolations(page, 'Cikktípusok')));
  expect(found).toEqual([]);
  await page.getByRole('tab', { name: S.tabCategories }).click();
  await page.getByRole('button', { name: S.addCategory }).click();
  const create = page.getByRole('dialog', { name: S.newCategoryTitle });
  await create.getByLabel(S.name).fill(FIRST);
  await create.getByRole('button', { name: S.save }).click();
  await expect(message(page, 'success', M.saved)).toBeVisible();
  await expect(create).toBeHidden();
  await expect(card(FIRST)).toContainText(`/e2e-rovat-${stamp}/`);
  await expect(card(FIRST)).toContainText(S.articles(0));

  // The second one is set up through the API: the screen's create is tested above.
  const second = await request.post('/api/admin-menu-items', {
    headers: bearer(token),
    data: { name: SECOND },
  });
  expect(second.ok(), await second.text()).toBe(true);
  secondId = ((await second.json()) as { data: { id: number } }).data.id;

  await card(FIRST)
    .getByRole('button', { name: `${S.edit}: ${FIRST}` })
    .click();
  const edit = page.getByRole('dialog', { name: S.editCategoryTitle });
  await edit.getByLabel(S.name).fill(RENAMED);
  await edit.getByLabel(S.path).fill(NEW_PATH);
  await expect(edit.getByText(S.pathChangeHint)).toBeVisible();
  await edit.getByRole('button', { name: S.save }).click();
  await expect(message(page, 'success', M.saved)).toBeVisible();
  await expect(card(RENAMED)).toContainText(`/${NEW_PATH}/`);
  await expect(card(RENAMED).getByTestId('old-paths')).toContainText(`/e2e-rovat-${stamp}/`);
  await expect(card(FIRST)).toHaveCount(0);

  expect(await editorCategories()).toEqual(expect.arrayContaining([RENAMED, SECOND]));
});

test('the administrator puts it below another, then deactivates it', async () => {
  await page.goto(paths.categories.href());
  await expect(card(SECOND)).toBeVisible();
  const names = async () => (await page.getByTestId('category-card').allTextContents()).map((t) => t.trim());
  const order = async () => {
    const all = await names();
    return [all.findIndex((t) => t.startsWith(RENAMED)), all.findIndex((t) => t.startsWith(SECOND))];
  };
  const [renamedAt, secondAt] = await order();
  expect(secondAt).toBe((renamedAt as number) + 1);
  await card(SECOND)
    .getByRole('button', { name: `${S.moveUp}: ${SECOND}` })
    .click();
  await expect(message(page, 'success', M.orderSaved)).toBeVisible();
  await expect.poll(order).toEqual([secondAt, renamedAt]);

  await card(RENAMED)
    .getByRole('button', { name: `${S.deactivate}: ${RENAMED}` })
    .click();
  await expect(message(page, 'success', S.deactivated(RENAMED))).toBeVisible();
  await expect(card(RENAMED)).toContainText(S.inactive);
  await expect(card(RENAMED).getByRole('button', { name: `${S.activate}: ${RENAMED}` })).toBeVisible();

  const offered = await editorCategories();
  expect(offered).toContain(SECOND);
  expect(offered).not.toContain(RENAMED);
  expect(secondId).toBeGreaterThan(0);
});

test('a user without taxonomy.manage reads the screen, with the line saying why', async ({ browser }) => {
  const reader = await browser.newPage();
  try {
    await openSignedIn(reader, paths.categories.href(), 'editor');
    await expect(reader.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
    await expect(reader.getByTestId('read-only-reason')).toBeVisible();
    await expect(reader.getByTestId('category-card').first()).toBeVisible();
    await expect(reader.getByRole('button', { name: S.addCategory })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: new RegExp(`^${S.edit}:`) })).toHaveCount(0);
  } finally {
    await reader.close();
  }
});
