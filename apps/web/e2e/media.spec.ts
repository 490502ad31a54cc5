import { EDITOR, MEDIA_MESSAGES, MEDIA_UI, type MediaItem, paths } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { button, createPost, heading, message, uniqueTitle } from './support/editor.ts';
import { openSignedIn, storedToken } from './support/session.ts';

// The media library ('Médiatár', docs/product.md) as an editor meets it: upload an image, describe
// it and set its focal point; choose it as an article's cover from the editor; see where it is
// used and be refused its deletion. The steps hand one image along, so they run in order.
test.describe.configure({ mode: 'serial' });

/** A 480 × 270 PNG (a blue field with an orange sun top right). */
const SUN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAeAAAAEOCAMAAABmRDRVAAABblBMVEUrbLDToWXxrFfcpWGfkXz1rFbbpGH2rVUybq0xbq0zb6zrqVrqqVrpqFvdpWCCiImAiIr0rVXgpl/oqVtmf5U6canSoWY5cKpCdKaikntifZi/nG2+nG5of5XepmDIn2rRoWUwba7apGFEdKVDc6Usba9jfpe4mXFqgZMtbLDip17VomNKdaJ/h4q2mHJrgJRpgJSgknzhpl/Uo2TTomTJn2l+h4s8cqh9hotngJXqqVuekX3cpWCckH07cql8how7calmf5alk3makH7mp1zFnmuEiYhFdKXQoGbwq1hugZLZpGLPoWdAc6aslXbhpl5Ac6fAnG0/cqe3mHJffJlefJlTeZ5KdqPfpV+IiYa/m26olXiolHhdfJpce5rUomWHiofHnmqHiYeGiYdvgpEuba5lf5ZbfJvnqFynk3mmk3mbkH44caqDiIi5mnBvgpItba+6mXBsgZJifpdjfZeXjn9LdqE2cKtrgZOhkXvk5kdwAAAACXBIWXMAAAsTAAALEwEAmpwYAAADs0lEQVR4nO3d51McNxgHYOqJo5hmcACDCXYw4F7iGve4xHac3nvvvf/3+UjmuL5i3j3yPJ9vJL3zm7vTrrSrvj4AAAAAAAAAAAAAAAAAAAAAAACA+i6uTy680l+ZGBiYqPQvLUz+frPBB+k9oxtD/cOpxvD81dMj0SOjuM2vbo+nBsafLP+coQvijJwYTE1VLlQDh0cxox9vpZa2Phst2A1Blp9LbZl5GDVCCrj/S2rb0SNFeiLCqYn2801p/KeQQdKt6lDq0G2TrR4y92yn+ab0yYHoUdOul/s7zzelY0+13QGh/ny7m3xTWjkeO27a8+K+7vJN6ezhNrsg0NyxbvNN6Zz/4dKrdjG/2nbIXLrs/imSb0pD0eOnuYfF8k3p1xYdEOr+WNGAr5holdmPRfNN6bXoGmjsVPF8U1pu0gGhRru+Av6vQTt5yuqdHPmmdC+6DuqrvpQn4C1f4XI6kSfflC5FV0I9my3217Vv7Zm6HRDr9Vz5pvRBcCnU836+gL+p2wGhRgrfxNo2bppVPhv58k1pf3Q17NDxNrtm7uxsn2Bd7cNq5EF0NdS6uOP5wSKmr+/ogFjrOfNNaTG4HGpN5g14akcHxFrIG7CtO2WzlDfgg9H1UON83oDna9snWJa1/m2D0fVQYzZvwM/Xtk+wgbwBvxBdDzUEvMfN5v0G+4kum315AzbJKpvzeQN2mVQ2S3kDdqOjbBbyBuxWZdlM5g3YYkPZrOcN2HJh2dzMu+A/F10Pu7pl5/GO5ol2NWfANt2Vz+mcAd+KroZd3fg+ZuN7Cb2XL+Bvo2uhjjfyBfxhvfYJtlnJle8jj4+W0oVcAd+IroRdfYXDjPcZltSneQKejK6DBkbbPGaluTXXSKX1ZY6APRtcYkeL53syugaaOHKlaL4TTm4otcsFVw2H/46ugF19k8O1Fs0TrXqoSL53n44eP638tdp9vh85lGNPH6sz44zKnnB8pbt8V96KHjnteXW+m3zPuUDqGQe6mGnd/T561LTviz86vB4eHjJ/7i0bnR0Q/Xn0eOnU4Q7uS5/099uLLrf5CviK9aMeNXLvbOt4Z36w/tu7qpfWmsf76IbJVY97c+jrRumOPVm0f3IPGNl/7cF0bbjTj7+75bd577j+29SZd1crswMDs5XVg2emFj0fCgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH3/M/8Cxniz64DE4XUAAAAASUVORK5CYII=',
  'base64',
);

const alt = uniqueTitle('Naplemente a Duna felett e2e');
const articleTitle = uniqueTitle('E2E cikk médiatári borítóval');
let item: MediaItem | undefined;

/** The library item described by `alt`, read through the API as the page's user. */
async function findItem(page: Page): Promise<MediaItem | undefined> {
  const reply = await page.request.get(`/api/media?q=${encodeURIComponent(alt)}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: MediaItem[] }).data[0];
}

const drawer = (page: Page) => page.getByRole('dialog', { name: MEDIA_UI.details });

test('an editor uploads an image, writes its alt text and sets its focal point', async ({ page }) => {
  await openSignedIn(page, paths.media.href(), 'admin');
  await expect(heading(page, MEDIA_UI.title)).toBeVisible();
  // Bytes of their own (a tail after the image's end), so no earlier run's copy answers instead.
  const bytes = Buffer.concat([SUN_PNG, Buffer.from(` ${alt}`)]);
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'naplemente.png', mimeType: 'image/png', buffer: bytes });
  await expect(message(page, 'success', MEDIA_MESSAGES.uploaded)).toBeVisible();
  // The new image opens in the details panel.
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByLabel(MEDIA_UI.alt).fill(alt);
  await drawer(page).getByLabel(MEDIA_UI.credit).fill('MTI / E2E');
  const picker = drawer(page).getByTestId('focal-picker');
  const box = await picker.boundingBox();
  if (!box) throw new Error('the focal point picker is not on screen');
  // The sun: 83 % across, 30 % down.
  await picker.click({ position: { x: box.width * 0.83, y: box.height * 0.3 } });
  await expect(picker).toHaveAccessibleName(/83%, 30%/);
  await drawer(page).getByRole('button', { name: MEDIA_UI.save, exact: true }).click();
  await expect(message(page, 'success', MEDIA_MESSAGES.saved)).toBeVisible();

  item = await findItem(page);
  expect(item).toMatchObject({ alt, credit: 'MTI / E2E', width: 480, height: 270, version: 2 });
  expect(item?.focal.x).toBeCloseTo(0.83, 1);
  expect(item?.focal.y).toBeCloseTo(0.3, 1);
  // The grid tile is named by its alt text.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('media-grid').getByRole('button', { name: alt })).toBeVisible();
});

test('the editor chooses it from the library as the cover of a published article', async ({
  page,
  request,
}) => {
  await openSignedIn(page, paths.posts.href(), 'admin');
  // Published: a new draft would change the administrator's own drafts, which other specs count.
  const id = await createPost(page, request, { title: articleTitle, menu_type: 'post' });
  await page.goto(paths.post.href(id));
  await expect(heading(page, 'Cikk szerkesztése')).toBeVisible();
  await button(page, MEDIA_UI.fromLibrary).click();
  const picker = page.getByRole('dialog', { name: MEDIA_UI.pickerTitle });
  await picker.getByLabel(MEDIA_UI.search).fill(alt);
  await picker.getByRole('button', { name: alt }).click();
  await expect(picker).toBeHidden();
  // The photo's credit comes with it.
  await expect(page.getByLabel(EDITOR.thumbnailSource, { exact: true })).toHaveValue('MTI / E2E');
  await button(page, 'Közzététel').click();
  const token = await storedToken(page);
  await expect
    .poll(async () => {
      const reply = await request.get(`/api/posts/${id}`, { headers: { authorization: `Bearer ${token}` } });
      return ((await reply.json()) as { data?: { thumbnail: string } }).data?.thumbnail;
    })
    .toBe(item?.url);
});

test('the library shows where it is used and refuses to delete it', async ({ page }) => {
  if (!item) throw new Error('no item from the first step');
  await openSignedIn(page, `${paths.media.href()}?item=${item.id}`, 'admin');
  const usages = drawer(page).getByTestId('media-usages');
  await expect(usages.getByRole('link', { name: articleTitle })).toBeVisible();
  await expect(usages).toContainText('borítókép');
  await drawer(page).getByRole('button', { name: MEDIA_UI.delete, exact: true }).click();
  await page.getByRole('dialog', { name: 'Megerősítés' }).getByRole('button', { name: 'Igen' }).click();
  const refusal = drawer(page).getByRole('alert');
  await expect(refusal).toContainText('A kép nem törölhető, mert használatban van');
  await expect(refusal).toContainText(articleTitle);
  expect((await findItem(page))?.id).toBe(item.id);
  // The link leads to the article.
  await usages.getByRole('link', { name: articleTitle }).click();
  await expect(heading(page, 'Cikk szerkesztése')).toBeVisible();
});
