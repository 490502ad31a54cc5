import { KEYWORD_MESSAGES, KEYWORDS_UI, paths } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { message, SEEDED_COVER } from './support/editor.ts';
import { openSignedIn, storedToken } from './support/session.ts';

// 'Címkék' as an editor uses it: two keywords set up through the API are merged on the screen (the
// list then shows one with the summed count, and an article that had the old one shows the new
// one), and the article editor's keyword input offers the existing spelling for a folded text.
// One signed-in page for the file; the steps run in order.
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TARGET = `Gazdaság ${stamp}`;
const SOURCE = `Gazdasági élet ${stamp}`;

let page: Page;
let token: string;
const ids: Record<'onlySource' | 'onlyTarget' | 'both', number> = { onlySource: 0, onlyTarget: 0, both: 0 };

async function article(request: APIRequestContext, title: string, keywords: string): Promise<number> {
  const reply = await request.post('/api/posts/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      short_content: 'Rövid bevezető a címkék teszthez.',
      content: '<p>A címkék e2e tesztjének cikke.</p>',
      menu_id: 1,
      thumbnail: SEEDED_COVER,
      menu_type: 'post',
      keywords,
    },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  return ((await reply.json()) as { data: { id: number } }).data.id;
}

const keywordRow = (name: string) =>
  page.getByTestId('keyword-row').filter({ has: page.getByText(name, { exact: true }) });

test.beforeAll(async ({ browser, request }) => {
  page = await browser.newPage();
  await openSignedIn(page, paths.keywords.href());
  token = await storedToken(page);
  ids.onlySource = await article(request, `Címke forrás ${stamp}`, `${SOURCE}, Piac ${stamp}`);
  ids.onlyTarget = await article(request, `Címke cél ${stamp}`, TARGET);
  ids.both = await article(request, `Címke mindkettő ${stamp}`, `${TARGET}, ${SOURCE}`);
});

test.afterAll(async () => {
  await page.close();
});

test('an editor merges two keywords on Címkék', async () => {
  await page.goto(`${paths.keywords.href()}?q=${encodeURIComponent(stamp)}`);
  await expect(page.getByRole('heading', { level: 1, name: KEYWORDS_UI.title })).toBeVisible();
  await expect(page.getByText(KEYWORDS_UI.foldHint)).toBeVisible();
  await expect(keywordRow(SOURCE).getByTestId('keyword-count')).toContainText('2');
  await expect(keywordRow(TARGET).getByTestId('keyword-count')).toContainText('2');

  await keywordRow(SOURCE)
    .getByRole('button', { name: `${KEYWORDS_UI.merge}: ${SOURCE}` })
    .click();
  const dialog = page.getByRole('dialog', { name: KEYWORDS_UI.mergeTitle(SOURCE) });
  // Typed without accents, found folded.
  await dialog.getByLabel(KEYWORDS_UI.mergeInto).fill(`gazdasag ${stamp}`);
  await page.getByRole('option', { name: new RegExp(`^${TARGET}`) }).click();
  await expect(dialog.getByRole('status')).toHaveText(KEYWORDS_UI.mergeConfirm(2, SOURCE, TARGET));
  await dialog.getByRole('button', { name: KEYWORDS_UI.mergeButton }).click();
  await expect(message(page, 'success', KEYWORD_MESSAGES.merged(2, TARGET))).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('keyword-row')).toHaveCount(2); // the target and 'Piac …'
  await expect(keywordRow(SOURCE)).toHaveCount(0);
  await expect(keywordRow(TARGET).getByTestId('keyword-count')).toContainText('3');

  // The article that had only the old keyword has the new one in the editor.
  await page.goto(paths.post.href(ids.onlySource));
  const tags = page.locator('.mantine-TagsInput-pill');
  await expect(tags.filter({ hasText: TARGET })).toHaveCount(1);
  await expect(tags.filter({ hasText: SOURCE })).toHaveCount(0);
});

test("the editor's keyword input offers the existing spelling", async () => {
  await page.goto(paths.post.href(ids.onlyTarget));
  const input = page.getByRole('combobox', { name: 'Kulcsszavak' });
  await input.fill(`piac ${stamp}`);
  await page.getByRole('option', { name: `Piac ${stamp}`, exact: true }).click();
  const tags = page.locator('.mantine-TagsInput-pill');
  await expect(tags.filter({ hasText: `Piac ${stamp}` })).toHaveCount(1);
  // A typed tag that folds equal to a keyword takes its spelling.
  await input.fill(`GAZDASAG ${stamp}`);
  await input.press('Enter');
  await expect(tags.filter({ hasText: TARGET })).toHaveCount(1);
  await expect(tags).toHaveCount(2);
});
