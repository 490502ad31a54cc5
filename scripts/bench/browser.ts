// The benchmarks in Chromium (the system one: apps/web/e2e/support/chromium.ts): a browser context
// as an editor's, the article list's first row, and signing the benchmark user in on the login form.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../apps/web/e2e/support/chromium.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './server.ts';

export const VIEWPORT = { width: 1366, height: 900 };
/** An article row of the list screen. */
export const POST_ROW = '[data-testid="post-row"]';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch(chromiumLaunchOptions);
}

/** A fresh context on the server at `baseUrl`, in Hungarian; signed in when given a `storageState`. */
export function newContext(browser: Browser, baseUrl: string, storageState?: StorageState) {
  return browser.newContext({ baseURL: baseUrl, locale: 'hu-HU', viewport: VIEWPORT, storageState });
}

/** Fills the login form shown at `page` with the benchmark user and sends it. */
export async function signIn(page: Page): Promise<void> {
  await page.getByLabel('E-mail cím').fill(BENCH_EMAIL);
  await page.getByLabel('Jelszó').fill(BENCH_PASSWORD);
  await page.getByLabel('Jelszó').press('Enter');
}
