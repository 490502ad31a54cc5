import fs from 'node:fs';
import path from 'node:path';
import { paths, WORKFLOW_MESSAGES } from '@newsroom/shared';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { button, heading, titleField, uniqueTitle } from './support/editor.ts';
import { COVER_PNG, E2E_PASSWORD, E2E_SETTINGS, E2E_USERS, type E2EUser } from './support/fixtures.ts';

// The review loop (packages/shared/src/workflow.ts), in two browsers: a 'Szerző' (articles.write_own
// only) writes a draft and submits it; the 'Szerkesztő' (the administrator, who reviews and
// publishes) finds it by the sidebar's counter and the bell, returns it with a note; the author reads
// the note, edits and resubmits; the reviewer approves and publishes, and the reader site shows it.
// The steps hand one article along, so they run in order in one worker.
// Two people's browsers and a dozen saves: more than one screen's time on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Screenshots for a person to look at: outside the tracked files (.tmp is ignored). */
const SHOTS = path.resolve(import.meta.dirname, '../../../.tmp/workflow-shots');
const DESKTOP = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };
/** Past the sidebar counters' first fetch (NOTIFICATIONS_FIRST_FETCH_MS) and the bell's next poll. */
const PAST_FIRST_POLL = '01:05';

const title = uniqueTitle('E2E jóváhagyási kör');
const note = 'Hiányzik a forrás a második bekezdésből.';
const comment = 'Nézd meg a városháza közleményét, abban benne van.';
const firstText = 'A beküldött cikk első szövege.';
const addedText = ' A forrás: a városháza közleménye.';
const authorName = `${E2E_USERS.author.last_name} ${E2E_USERS.author.first_name}`;
const reviewerName = `${E2E_USERS.admin.last_name} ${E2E_USERS.admin.first_name}`;

let author: Page;
let reviewer: Page;
let articleUrl = '';

const workflowState = (page: Page) => page.getByTestId('workflow-state');
/** The shell's live region: it keeps the last step's message (the toast is gone in 2 s). */
const said = (page: Page) => page.getByTestId('announcer');
const nav = (page: Page) => page.getByRole('navigation', { name: 'Fő navigáció' });
const contentField = (page: Page) => page.getByRole('textbox', { name: 'Tartalom', exact: true });
const bell = (page: Page) => page.getByRole('button', { name: /^Értesítések/ });
const entry = (page: Page, text: string) => page.getByTestId('inbox-entry').filter({ hasText: text });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** A browser of its own for `who`, on the fake clock (the counters' first fetch is a minute away). */
async function personAt(browser: Browser, who: E2EUser, pathname: string): Promise<Page> {
  const { baseURL, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, viewport: DESKTOP });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(pathname);
  await page.getByLabel('E-mail cím').fill(E2E_USERS[who].email);
  await page.getByLabel('Jelszó').fill(E2E_PASSWORD);
  await page.getByLabel('Jelszó').press('Enter');
  // The first screen after signing in loads the shell's chunks: slow on a busy machine.
  await expect(nav(page)).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A sidebar module's counter, once the first fetch has run: at least one. */
async function expectCounter(page: Page, module: string): Promise<void> {
  await page.clock.fastForward(PAST_FIRST_POLL);
  await expect(nav(page).getByRole('link', { name: new RegExp(`^${module}`) })).toHaveAccessibleName(
    new RegExp(`^${module}\\s*[1-9]\\d*$`),
  );
}

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  author = await personAt(browser, 'author', paths.dashboard.href());
  reviewer = await personAt(browser, 'admin', paths.dashboard.href());
});

test.afterAll(async () => {
  await author?.context().close();
  await reviewer?.context().close();
});

test.describe('the review loop', () => {
  test('the author writes a draft and submits it; publishing is not theirs', async () => {
    await nav(author).getByRole('link', { name: 'Új cikk', exact: true }).click();
    await expect(heading(author, 'Új cikk')).toBeVisible();
    await expect(button(author, 'Beküldés jóváhagyásra')).toBeVisible();
    await expect(button(author, 'Közzététel')).toHaveCount(0);

    // Before submitting, the editor says who will be told: the reviewers, the administrator among them.
    await expect(author.getByTestId('submit-recipients')).toContainText(reviewerName);
    await titleField(author).fill(title);
    await author.getByRole('textbox', { name: 'Bevezető', exact: true }).fill('A kör bevezetője.');
    await contentField(author).click();
    await author.keyboard.type(firstText);
    await author.getByRole('combobox', { name: 'Kategória', exact: true }).click();
    await author.getByRole('option', { name: 'Életmód', exact: true }).click();
    await author.getByLabel('Borítókép', { exact: true }).setInputFiles(COVER_PNG);
    await expect(author.getByTestId('cover-size')).toContainText('4 × 3 px');

    await button(author, 'Beküldés jóváhagyásra').click();
    await expect(author).toHaveURL(/\/posts\/\d+$/);
    articleUrl = new URL(author.url()).pathname;
    await expect(workflowState(author)).toHaveText('Beküldve');
    await expect(said(author)).toHaveText(WORKFLOW_MESSAGES.done.submit);
    // Submitted: no second submission, and still no publishing, returning or approving.
    for (const name of ['Beküldés jóváhagyásra', 'Közzététel', 'Visszaküldés', 'Jóváhagyás'])
      await expect(button(author, name)).toHaveCount(0);
  });

  test('the reviewer finds it by the counter and the bell, and returns it with a note', async () => {
    await expectCounter(reviewer, 'Jóváhagyásra vár');
    await expect(bell(reviewer)).toHaveAccessibleName(/^Értesítések: [1-9]\d* olvasatlan$/);
    await bell(reviewer).click();
    const submitted = entry(reviewer, `${authorName} jóváhagyásra beküldte: „${title}”.`);
    await expect(submitted).toBeVisible();
    await shot(reviewer, 'bell-open');
    await submitted.click();
    await expect(reviewer).toHaveURL(articleUrl);
    await expect(titleField(reviewer)).toHaveValue(title);
    await expect(workflowState(reviewer)).toHaveText('Beküldve');
    await expect(button(reviewer, 'Visszaküldés')).toBeVisible();
    await expect(button(reviewer, 'Jóváhagyás')).toBeVisible();
    await expect(button(reviewer, 'Közzététel')).toBeVisible();
    await shot(reviewer, 'editor-submitted-1366');
    await reviewer.setViewportSize(NARROW);
    await expect(button(reviewer, 'Jóváhagyás')).toBeInViewport();
    await shot(reviewer, 'editor-submitted-390');
    // Scrolled down the form: the sticky action bar stays on top.
    await reviewer.getByRole('textbox', { name: 'Kép forrása' }).scrollIntoViewIfNeeded();
    await shot(reviewer, 'editor-submitted-390-scrolled');
    await reviewer.setViewportSize(DESKTOP);

    // A comment beside the editor, mentioning the author, picked by name.
    const thread = reviewer.getByRole('region', { name: 'Szerkesztőségi megjegyzések' });
    await thread.getByRole('textbox', { name: 'Új megjegyzés' }).fill(comment);
    await thread.getByRole('combobox', { name: 'Megemlítés' }).fill(E2E_USERS.author.last_name);
    await reviewer.getByRole('option', { name: authorName, exact: true }).click();
    await thread.getByRole('button', { name: 'Küldés', exact: true }).click();
    const posted = thread.getByTestId('comment').filter({ hasText: comment });
    await expect(posted).toContainText(`Megemlítve: ${authorName}`);
    await expect(thread.getByRole('textbox', { name: 'Új megjegyzés' })).toHaveValue('');
    // Sending the comment saved nothing of the article.
    await expect(workflowState(reviewer)).toHaveText('Beküldve');

    await button(reviewer, 'Visszaküldés').click();
    const dialog = reviewer.getByRole('dialog', { name: 'Visszaküldés a szerzőnek' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('return-recipients')).toHaveText(
      `Értesítést kap: ${authorName} (a szerző).`,
    );
    const noteField = dialog.getByRole('textbox', { name: 'Mit javítson a szerző?' });
    await expect(noteField).toBeFocused();
    // The note is required: an empty one is refused in the dialog.
    await dialog.getByRole('button', { name: 'Visszaküldés', exact: true }).click();
    await expect(dialog.getByText(WORKFLOW_MESSAGES.noteRequired)).toBeVisible();
    await noteField.fill(note);
    await shot(reviewer, 'return-dialog');
    await dialog.getByRole('button', { name: 'Visszaküldés', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(workflowState(reviewer)).toHaveText('Visszaküldve');
    await expect(said(reviewer)).toHaveText(WORKFLOW_MESSAGES.done.return);
    await expect(button(reviewer, 'Jóváhagyás')).toHaveCount(0);
  });

  test('the author reads the note from the bell, edits the text and resubmits', async () => {
    await expectCounter(author, 'Visszaküldve nekem');
    await bell(author).click();
    await expect(
      entry(author, `${reviewerName} megemlítette Önt a(z) „${title}” cikknél: ${comment}`),
    ).toBeVisible();
    const returned = entry(author, `${reviewerName} visszaküldte: „${title}”. Megjegyzés: ${note}`);
    await expect(returned).toBeVisible();
    // From another screen (the desk list of returned drafts), the entry opens the article as it is
    // now: returned, with the note.
    await nav(author)
      .getByRole('link', { name: /^Visszaküldve nekem/ })
      .click();
    await expect(heading(author, 'Visszaküldve nekem')).toBeVisible();
    await expect(author.getByTestId('post-row').filter({ hasText: title })).toBeVisible();
    await bell(author).click();
    await returned.click();
    await expect(author).toHaveURL(articleUrl);
    await expect(workflowState(author)).toHaveText('Visszaküldve');
    const returnedNote = author.getByTestId('returned-note');
    await expect(returnedNote).toContainText('Visszaküldve, a szerkesztő megjegyzése:');
    await expect(returnedNote).toContainText(note);
    await expect(button(author, 'Közzététel')).toHaveCount(0);
    await expect(
      author.getByRole('region', { name: 'Szerkesztőségi megjegyzések' }).getByTestId('comment'),
    ).toContainText(comment);

    await contentField(author).click();
    await author.keyboard.press('ControlOrMeta+End');
    await author.keyboard.type(addedText);
    await button(author, 'Beküldés jóváhagyásra').click();
    await expect(workflowState(author)).toHaveText('Beküldve');
    await expect(said(author)).toHaveText(WORKFLOW_MESSAGES.done.submit);
    await expect(returnedNote).toHaveCount(0);
    await expect(contentField(author)).toContainText(`${firstText}${addedText}`);
  });

  test('the reviewer approves it from the desk, publishes it, and the reader site shows it', async () => {
    await nav(reviewer)
      .getByRole('link', { name: /^Jóváhagyásra vár/ })
      .click();
    await expect(heading(reviewer, 'Jóváhagyásra vár')).toBeVisible();
    const row = reviewer.getByTestId('post-row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await shot(reviewer, 'desk-review');
    await row.getByRole('link', { name: title, exact: true }).click();
    await expect(reviewer).toHaveURL(articleUrl);
    await expect(workflowState(reviewer)).toHaveText('Beküldve');
    await expect(contentField(reviewer)).toContainText(addedText.trim());

    await button(reviewer, 'Jóváhagyás').click();
    await expect(workflowState(reviewer)).toHaveText('Jóváhagyva');
    await expect(said(reviewer)).toHaveText(WORKFLOW_MESSAGES.done.approve);
    await expect(button(reviewer, 'Jóváhagyás')).toHaveCount(0);

    await button(reviewer, 'Közzététel').click();
    await expect(reviewer.getByTestId('editor-info-bar')).toHaveText(
      /^Ez a cikk közzé van téve - \d{4}-\d{2}-\d{2}!$/,
    );
    await expect(said(reviewer)).toHaveText('A cikk közzé van téve.');
    await expect(workflowState(reviewer)).toHaveCount(0);

    const publicLink = reviewer.getByRole('link', { name: 'Megnyitás a nyilvános oldalon' });
    await expect(publicLink).toHaveAttribute('href', new RegExp(`^${E2E_SETTINGS.PUBLIC_SITE_URL}/.+`));
    const site = await reviewer.context().newPage();
    const response = await site.goto((await publicLink.getAttribute('href')) ?? '');
    expect(response?.status()).toBe(200);
    const article = site.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByText(`${firstText}${addedText}`)).toBeVisible();
    await site.close();
  });
});
