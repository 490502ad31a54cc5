import { paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { button, createPost, heading, message, titleField, uniqueTitle } from './support/editor.ts';
import { COVER_PNG, E2E_SETTINGS } from './support/fixtures.ts';
import { openSignedIn, storedToken } from './support/session.ts';

const shortContentField = (page: Page) => page.getByRole('textbox', { name: 'Bevezető', exact: true });
const contentField = (page: Page) => page.getByRole('textbox', { name: 'Tartalom', exact: true });
const coverInput = (page: Page) => page.getByLabel('Borítókép', { exact: true });

async function fillRequired(page: Page, title: string): Promise<void> {
  await titleField(page).fill(title);
  await shortContentField(page).fill('Egy rövid bevezető a cikkhez.');
  await contentField(page).click();
  await page.keyboard.type('A cikk szövege, néhány mondat.');
}

test.describe('article editor', () => {
  test('creates an article with a cover and an inline image and publishes it', async ({
    page,
    context,
    request,
  }) => {
    await openSignedIn(page, paths.newPost.href());
    await expect(heading(page, 'Új cikk')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kategória', exact: true })).toHaveValue('Hírek');
    await expect(page.getByRole('combobox', { name: 'Alkategória', exact: true })).toHaveValue(
      'Nincs alkategória',
    );
    await expect(button(page, 'Közzététel')).toBeVisible();
    await expect(button(page, 'Törlés')).toHaveCount(0);

    const title = uniqueTitle('E2E közzétett cikk');
    await fillRequired(page, title);
    // Not ready yet: the cover is missing.
    await expect(button(page, 'Mentés piszkozatként')).toHaveCount(0);
    await expect(button(page, 'Előnézet')).toHaveCount(0);
    await coverInput(page).setInputFiles(COVER_PNG);
    await expect(page.getByTestId('cover-size')).toContainText('4 × 3 px');
    await expect(button(page, 'Mentés piszkozatként')).toBeVisible();
    await expect(button(page, 'Előnézet')).toBeVisible();

    // An inline image in the body: uploaded at once and kept as its /uploads URL.
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/image-upload/post-content'));
    await page
      .getByRole('toolbar', { name: 'Szövegformázás' })
      .locator('input[type="file"]')
      .setInputFiles({ ...COVER_PNG, name: 'szovegkep.png' });
    expect((await uploaded).status()).toBe(200);
    await expect(contentField(page).locator('img')).toHaveAttribute('src', /^\/uploads\//);

    await page.getByRole('combobox', { name: 'Kulcsszavak' }).fill('e2e-kulcsszó');
    await page.getByRole('combobox', { name: 'Kulcsszavak' }).press('Enter');
    await page.getByRole('textbox', { name: 'Kép forrása' }).fill('E2E Fotó');

    await button(page, 'Közzététel').click();
    await expect(message(page, 'success', 'A cikk közzé van téve.')).toBeVisible();
    await expect(page).toHaveURL(/\/posts\/\d+$/);
    await expect(heading(page, 'Cikk szerkesztése')).toBeVisible();
    await expect(page.getByTestId('editor-info-bar')).toHaveText(
      /^Ez a cikk közzé van téve - \d{4}-\d{2}-\d{2}!$/,
    );
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Kép forrása' })).toHaveValue('E2E Fotó');
    await expect(page.getByText('e2e-kulcsszó', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A cikk borítóképe' })).toHaveAttribute('src', /^\/uploads\//);
    await expect(page.getByTestId('cover-size')).toContainText('4 × 3 px');
    await expect(button(page, 'Törlés')).toBeVisible();

    // What the server stored: the inline image as an upload, never a data: URL.
    const id = page.url().split('/').pop();
    const stored = await request.get(`/api/posts/${id}`, {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
    });
    const { data } = (await stored.json()) as { data: { content: string; menu_type: string } };
    expect(data.menu_type).toBe('post');
    expect(data.content).toMatch(/<img [^>]*src="\/uploads\//);
    expect(data.content).not.toContain('data:');

    const publicLink = page.getByRole('link', { name: 'Megnyitás a nyilvános oldalon' });
    await expect(publicLink).toHaveAttribute('href', new RegExp(`^${E2E_SETTINGS.PUBLIC_SITE_URL}/.+`));
    const publicUrl = (await publicLink.getAttribute('href')) ?? '';
    await expect(page.getByRole('link', { name: 'Megosztás a Facebookon' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`,
    );

    // The link opens the article on the reader site, as published: cover, credit and keyword.
    const opened = context.waitForEvent('page');
    await publicLink.click();
    const site = await opened;
    await expect(site).toHaveURL(publicUrl);
    const article = site.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByText('A cikk szövege, néhány mondat.')).toBeVisible();
    await expect(article.getByRole('img', { name: title, exact: true })).toHaveAttribute(
      'src',
      /^\/uploads\//,
    );
    await expect(article.getByRole('figure')).toContainText('E2E Fotó');
    await expect(article.getByRole('list', { name: 'Címkék' })).toHaveText('e2e-kulcsszó');
    await site.close();
  });

  test('saves a draft, previews it and deletes it', async ({ page }) => {
    await openSignedIn(page, paths.newPost.href());
    const title = uniqueTitle('E2E piszkozat');
    await fillRequired(page, title);
    await coverInput(page).setInputFiles(COVER_PNG);
    await button(page, 'Mentés piszkozatként').click();
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
    await expect(page).toHaveURL(/\/posts\/\d+$/);
    await expect(page.getByTestId('editor-info-bar')).toHaveText(/^Ez a cikk piszkozat \d{4}-\d{2}-\d{2}!$/);

    // Preview saves as a draft again and opens the reader site's page with the draft flag and a
    // signed preview token in a new tab, showing the draft (preview.spec.ts has the details).
    const previewed = page.waitForResponse((r) =>
      /^\/api\/posts\/\d+\/preview$/.test(new URL(r.url()).pathname),
    );
    const popupPromise = page.waitForEvent('popup');
    await button(page, 'Előnézet').click();
    expect((await previewed).status()).toBe(200);
    // Told at once: on a busy machine the new tab takes longer to load than the message stays.
    await expect(message(page, 'info', 'A cikk piszkozatként elmentve.')).toBeVisible();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(new RegExp(`^${E2E_SETTINGS.PUBLIC_SITE_URL}/.+\\?draft=1&preview=[^&]+$`));
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(popup.getByRole('note')).toHaveText('Előnézet – nem nyilvános');
    await popup.close();

    await button(page, 'Törlés').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Tényleg szeretné törölni a "${title}" cikket?`);
    await dialog.getByRole('button', { name: 'Törlés' }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expect(page.getByText('A cikk törölve.')).toBeVisible();
  });

  test('marks the required fields, then asks for the cover', async ({ page }) => {
    await openSignedIn(page, paths.newPost.href());
    await button(page, 'Közzététel').click();
    await expect(message(page, 'error', 'Töltse ki a megjelölt mezőket!')).toBeVisible();
    await expect(titleField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(shortContentField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(contentField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/posts\/add$/);

    await fillRequired(page, uniqueTitle('E2E borító nélkül'));
    await expect(titleField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await button(page, 'Közzététel').click();
    await expect(message(page, 'error', 'Tötlse fel a borítóképet!')).toBeVisible();
    await expect(coverInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/posts\/add$/);
  });

  test('an empty article marks every required field and the cover at once', async ({ page }) => {
    await openSignedIn(page, paths.newPost.href());
    await button(page, 'Közzététel').click();
    await expect(message(page, 'error', 'Töltse ki a megjelölt mezőket!')).toBeVisible();
    for (const field of [titleField(page), shortContentField(page), contentField(page), coverInput(page)])
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Tötlse fel a borítóképet!')).toBeVisible();
    // Typing in a field clears its own mark only.
    await titleField(page).fill(uniqueTitle('E2E egyszerre jelölve'));
    await expect(titleField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(shortContentField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/posts\/add$/);
  });

  test('counts characters without tags, entities, whitespace and accents', async ({ page, request }) => {
    await openSignedIn(page, paths.newPost.href());
    await expect(page.getByTestId('character-count')).toHaveText('Karaterszám: 0');
    const id = await createPost(page, request, {
      title: uniqueTitle('E2E karakterszám'),
      content: '<p>Árvíztűrő tükörfúrógép &amp; &nbsp;x</p>',
    });
    await page.goto(paths.post.href(id));
    await expect(heading(page, 'Cikk szerkesztése')).toBeVisible();
    // 'Arvizturotukorfurogep&x': the entity counts as its character, &nbsp; as whitespace.
    await expect(page.getByTestId('character-count')).toHaveText('Karaterszám: 23');
  });
});
