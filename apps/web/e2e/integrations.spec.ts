import { INTEGRATION_MESSAGES, paths, READ_ONLY_REASONS } from '@newsroom/shared';
import { expect, type Page, test } from '@playwright/test';
import { checkDialog, seriousViolations, VIEWPORTS } from './support/axe.ts';
import { createPost, message, uniqueTitle } from './support/editor.ts';
import { bearer, openSignedIn, storedToken } from './support/session.ts';
import { signatureIsValid, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.ts';

// 'Integrációk' as an administrator uses it: a content key made, shown once, used and revoked; a
// webhook added against a receiver this file starts, its deliveries, a retry, the server turning
// it off (410), turning it back on, deleting it. The webhook steps run in order in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const SCREEN = paths.integrations.href();
const RUN = Date.now().toString(36);
/** Titles the receiver recognises: the first attempt of FAIL answers 500, GONE answers 410. */
const FAIL = `Webhook 500 e2e ${RUN}`;
const GONE = `Webhook 410 e2e ${RUN}`;

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver((delivery, earlier) => {
    if (delivery.title.startsWith(GONE)) return 410;
    const failedBefore = earlier.some((d) => d.deliveryId === delivery.deliveryId);
    return delivery.title.startsWith(FAIL) && !failedBefore ? 500 : 200;
  });
});

test.afterAll(async () => {
  await receiver?.close();
});

const keyRow = (page: Page, name: string) => page.getByTestId('content-key-row').filter({ hasText: name });
const webhookRow = (page: Page, name: string) => page.getByTestId('webhook-row').filter({ hasText: name });
const onceBox = (page: Page) => page.getByTestId('once-secret');

async function openScreen(page: Page): Promise<void> {
  await openSignedIn(page, SCREEN);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrációk' })).toBeVisible();
}

test('a content key is shown once, can be copied, reads the content API, and is revoked', async ({
  page,
  request,
}) => {
  await openScreen(page);
  const nav = page.getByRole('navigation', { name: 'Fő navigáció' });
  await expect(nav.getByRole('link', { name: 'Integrációk' })).toHaveAttribute('aria-current', 'page');

  // A key without a name is refused at the field.
  const nameField = page.getByRole('textbox', { name: 'Az új kulcs neve' });
  await page.getByRole('button', { name: 'Kulcs létrehozása' }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(INTEGRATION_MESSAGES.keyNameMissing).first()).toBeVisible();

  const name = `Nyilvános oldal ${RUN}`;
  await nameField.fill(name);
  await page.getByRole('button', { name: 'Kulcs létrehozása' }).click();
  await expect(message(page, 'success', 'A tartalomkulcs elkészült.')).toBeVisible();
  await expect(onceBox(page)).toContainText('később nem jelenik meg újra');
  const keyField = onceBox(page).getByRole('textbox', { name: 'Tartalomkulcs' });
  const key = await keyField.inputValue();
  expect(key.length).toBeGreaterThanOrEqual(20);
  await expect(nameField).toHaveValue('');

  await onceBox(page).getByRole('button', { name: 'Másolás' }).click();
  await expect(onceBox(page).getByRole('button', { name: 'Kimásolva' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = keyRow(page, name);
  await expect(row).toContainText('még nem használták');
  await expect(row).toContainText('Érvényes');
  const prefix = ((await row.locator('code').textContent()) ?? '').replace('…', '');
  expect(key.startsWith(prefix)).toBe(true);

  // Read with it: the key works, and its last use is listed.
  const reading = await request.get(`/api/content/articles?key=${encodeURIComponent(key)}&limit=1`);
  expect(reading.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(keyRow(page, name)).not.toContainText('még nem használták', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

  // Gone once hidden, and after a reload: the key is never shown again.
  await expect(onceBox(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(key);

  // Revoked after the question: listed as revoked, and the content API refuses it at once.
  await page.getByRole('button', { name: `Visszavonás: ${name}` }).click();
  const question = page.getByRole('dialog', { name: 'Tartalomkulcs visszavonása' });
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: 'Visszavonás' }).click();
  await expect(message(page, 'success', INTEGRATION_MESSAGES.keyRevoked)).toBeVisible();
  await expect(keyRow(page, name)).toContainText('Visszavonva');
  await expect(page.getByRole('button', { name: `Visszavonás: ${name}` })).toHaveCount(0);
  const refused = await request.get(`/api/content/articles?key=${encodeURIComponent(key)}`);
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { status: string }).status).toBe('error');
});

test('a new key is hidden by its button too, and never comes back', async ({ page }) => {
  await openScreen(page);
  await page.getByRole('textbox', { name: 'Az új kulcs neve' }).fill(`Elrejtett kulcs ${RUN}`);
  await page.getByRole('button', { name: 'Kulcs létrehozása' }).click();
  const key = await onceBox(page).getByRole('textbox', { name: 'Tartalomkulcs' }).inputValue();
  await onceBox(page).getByRole('button', { name: 'Kimásoltam, elrejtés' }).click();
  await expect(onceBox(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(key);
  await page.reload();
  await expect(keyRow(page, `Elrejtett kulcs ${RUN}`)).toBeVisible();
  await expect(onceBox(page)).toHaveCount(0);
});

test('a webhook: added, delivered, retried, turned off by a 410, turned back on, deleted', async ({
  page,
}) => {
  await openScreen(page);
  const name = `CDN ürítés ${RUN}`;
  await page.getByRole('button', { name: 'Új webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Új webhook' });
  await form.getByRole('textbox', { name: 'Név' }).fill(name);

  // The form's own rule, then the server's: a cloud metadata address is refused at the field.
  const urlField = form.getByRole('textbox', { name: 'Cím (URL)' });
  await urlField.fill('ftp://pelda.e2e.test/hook');
  await form.getByRole('button', { name: 'Mentés' }).click();
  await expect(urlField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(INTEGRATION_MESSAGES.webhookUrlInvalid)).toBeVisible();
  await urlField.fill('http://169.254.169.254/latest/meta-data');
  await form.getByRole('button', { name: 'Mentés' }).click();
  await expect(form.getByText(INTEGRATION_MESSAGES.webhookUrlForbidden)).toBeVisible();
  await expect(urlField).toHaveAttribute('aria-invalid', 'true');

  await urlField.fill(receiver.url);
  for (const event of ['Bannerek változtak', 'Google hirdetési helyek változtak', 'Rovatok változtak'])
    await form.getByRole('checkbox', { name: event }).uncheck();
  await form.getByRole('button', { name: 'Mentés' }).click();
  await expect(form).toHaveCount(0);
  await expect(message(page, 'success', 'A webhook elkészült.')).toBeVisible();
  const secret = await onceBox(page).getByRole('textbox', { name: 'Aláíró kulcs' }).inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(20);

  const row = webhookRow(page, name);
  await expect(row).toContainText(receiver.url);
  await expect(row).toContainText('Bekapcsolva');
  await expect(row).toContainText('Cikk megjelent');
  await expect(row).toContainText('Jobb oldali szavazás változott');
  await expect(row).not.toContainText('Bannerek változtak');

  // Publishing an article makes a signed delivery; its first attempt is answered with 500.
  const failing = uniqueTitle(FAIL);
  await createPost(page, page.request, { title: failing });
  await expect.poll(() => receiver.received.filter((d) => d.title === failing).length).toBe(1);
  const first = receiver.received.find((d) => d.title === failing);
  if (!first) throw new Error('no delivery');
  expect(first.event).toBe('article.published');
  expect(signatureIsValid(secret, first)).toBe(true);

  await page.getByRole('button', { name: `Kézbesítések: ${name}` }).click();
  const deliveries = page.getByRole('dialog', { name: `Kézbesítések – ${name}` });
  const delivery = deliveries.locator(`[data-delivery-id="${first.deliveryId}"]`);
  await expect(delivery).toContainText('Függőben');
  await expect(delivery.getByTestId('delivery-http')).toHaveText(/500$/);
  await expect(delivery).toContainText('Cikk megjelent');
  await expect(delivery.getByTestId('delivery-attempts')).toHaveText(/1$/);

  // 'Újraküldés': sent again now, with the same delivery id; the list shows the second attempt.
  await delivery.getByRole('button', { name: /^Újraküldés/ }).click();
  await expect(message(page, 'success', INTEGRATION_MESSAGES.deliveryRetried)).toBeVisible();
  await expect(delivery.getByTestId('delivery-attempts')).toHaveText(/2$/, { timeout: 15_000 });
  await expect(delivery).toContainText('Kézbesítve');
  await expect(delivery.getByTestId('delivery-http')).toHaveText(/200$/);
  expect(receiver.received.filter((d) => d.deliveryId === first.deliveryId).map((d) => d.status)).toEqual([
    500, 200,
  ]);
  await page.keyboard.press('Escape');
  await expect(deliveries).toHaveCount(0);

  // An endpoint answering 410 is turned off by the server, and the list says why.
  const gone = uniqueTitle(GONE);
  await createPost(page, page.request, { title: gone });
  await expect.poll(() => receiver.received.some((d) => d.title === gone && d.status === 410)).toBe(true);
  await expect(async () => {
    await page.reload();
    await expect(webhookRow(page, name)).toContainText('Kikapcsolva', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(webhookRow(page, name).getByTestId('disabled-reason')).toHaveText(
    INTEGRATION_MESSAGES.disabledBy410,
  );

  // Edited and turned back on.
  await page.getByRole('button', { name: `Szerkesztés: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Webhook szerkesztése' });
  await expect(edit).toContainText(INTEGRATION_MESSAGES.disabledBy410);
  await expect(edit.getByRole('textbox', { name: 'Cím (URL)' })).toHaveValue(receiver.url);
  await expect(edit.getByRole('checkbox', { name: 'Rovatok változtak' })).not.toBeChecked();
  const on = edit.getByRole('switch', { name: 'Bekapcsolva' });
  await expect(on).not.toBeChecked();
  await on.check();
  await edit.getByRole('button', { name: 'Mentés' }).click();
  await expect(message(page, 'success', INTEGRATION_MESSAGES.webhookSaved)).toBeVisible();
  await expect(webhookRow(page, name)).toContainText('Bekapcsolva');
  await expect(webhookRow(page, name).getByTestId('disabled-reason')).toHaveCount(0);

  // Deleted after the question.
  await page.getByRole('button', { name: `Törlés: ${name}` }).click();
  const question = page.getByRole('dialog', { name: 'Webhook törlése' });
  await expect(question).toContainText(name);
  await question.getByRole('button', { name: 'Törlés' }).click();
  await expect(message(page, 'success', INTEGRATION_MESSAGES.webhookDeleted)).toBeVisible();
  await expect(webhookRow(page, name)).toHaveCount(0);
});

test('a user without the right sees why, and no control', async ({ page }) => {
  await openSignedIn(page, SCREEN, 'editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrációk' })).toBeVisible();
  await expect(page.getByTestId('read-only-reason')).toHaveText(READ_ONLY_REASONS.integrations);
  await expect(page.getByRole('button', { name: 'Kulcs létrehozása' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Új webhook' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Fő navigáció' }).getByRole('link', { name: 'Integrációk' }),
  ).toHaveCount(0);
});

// a11y.spec.ts checks the screen itself; here its secrets shown once and its dialogs.
for (const viewport of VIEWPORTS) {
  test(`the secrets shown once and the dialogs pass axe at ${viewport.name} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openScreen(page);
    const found: string[] = [];
    const name = `Axe ${viewport.name} ${RUN}`;
    await page.getByRole('textbox', { name: 'Az új kulcs neve' }).fill(name);
    await page.getByRole('button', { name: 'Kulcs létrehozása' }).click();
    await expect(onceBox(page)).toBeVisible();
    found.push(...(await seriousViolations(page, 'integrations: new key')));
    await page.getByRole('button', { name: `Visszavonás: ${name}` }).click();
    await checkDialog(page, 'integrations: revoke', found);

    await page.getByRole('button', { name: 'Új webhook' }).click();
    await checkDialog(page, 'integrations: new webhook', found);
    const headers = bearer(await storedToken(page));
    const made = await page.request.post('/api/webhooks', {
      headers,
      data: { name, url: receiver.url, events: ['polls.changed'] },
    });
    expect(made.status()).toBe(200);
    const { id } = ((await made.json()) as { data: { id: number } }).data;
    await page.reload();
    await page.getByRole('button', { name: `Szerkesztés: ${name}` }).click();
    await checkDialog(page, 'integrations: edit webhook', found);
    await page.getByRole('button', { name: `Kézbesítések: ${name}` }).click();
    await expect(page.getByRole('dialog')).toContainText('még nem volt kézbesítése');
    await checkDialog(page, 'integrations: deliveries', found);
    await page.getByRole('button', { name: `Törlés: ${name}` }).click();
    await checkDialog(page, 'integrations: delete webhook', found);
    expect((await page.request.delete(`/api/webhooks/${id}`, { headers })).status()).toBe(200);
    expect(found).toEqual([]);
  });
}
