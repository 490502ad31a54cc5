// The web app's benchmark in Chromium: what the login route loads, signed out, and how soon a cold
// load of the article list paints its first row, plain or slowed down.
import type { Browser, Page } from '@playwright/test';
import { newContext, POST_ROW, type StorageState, signIn } from '../browser.ts';

/** The slow profile: 4× CPU slowdown, 10 Mbit/s each way, 40 ms latency. */
export const SLOW = { cpuRate: 4, bitsPerSecond: 10_000_000, latencyMs: 40 };

export interface Transfer {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  encoding: string;
}

export interface LoginRouteLoad {
  path: string;
  files: Transfer[];
  js: number;
  css: number;
}

/** Records the JS and CSS a page receives: body bytes as transferred, and their encoding. */
function recordTransfers(page: Page): Transfer[] {
  const transfers: Transfer[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    void (async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      transfers.push({
        url: new URL(request.url()).pathname,
        kind: type === 'script' ? 'js' : 'css',
        bytes: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
      });
    })();
  });
  return transfers;
}

/** Opens `urlPath` signed out in a fresh context, waits for the login form and a quiet network. */
export async function measureLoginRoute(
  browser: Browser,
  baseUrl: string,
  urlPath: string,
): Promise<LoginRouteLoad> {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    const files = recordTransfers(page);
    await page.goto(urlPath);
    await page.getByLabel('E-mail cím').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const sum = (kind: Transfer['kind']) =>
      files.filter((f) => f.kind === kind).reduce((n, f) => n + f.bytes, 0);
    return { path: urlPath, files, js: sum('js'), css: sum('css') };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The article list's cold load

/**
 * Notes, in the page, when the first article row is first painted: the frame after it appears in
 * the document, in ms since the navigation started (performance.now()). A string, as these scripts
 * are type-checked without the DOM's types.
 */
const FIRST_ROW_PROBE = `
(() => {
  const seen = () => {
    if (window.__firstRowMs !== undefined || !document.querySelector('${POST_ROW}')) return false;
    window.__firstRowMs = null;
    requestAnimationFrame(() => { window.__firstRowMs = performance.now(); });
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})();
`;

export interface ColdLoad {
  /** Navigation start → first row painted, measured in the page. */
  inPageMs: number;
  /** page.goto() → Playwright sees the first row visible (includes the test driver's polling). */
  wallMs: number;
  /** JS and CSS bytes transferred. */
  codeBytes: number;
}

export async function coldLoad(
  browser: Browser,
  baseUrl: string,
  storageState: StorageState,
  slow: boolean,
): Promise<ColdLoad> {
  const context = await newContext(browser, baseUrl, storageState);
  try {
    await context.addInitScript({ content: FIRST_ROW_PROBE });
    const page = await context.newPage();
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: SLOW.latencyMs,
        downloadThroughput: SLOW.bitsPerSecond / 8,
        uploadThroughput: SLOW.bitsPerSecond / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW.cpuRate });
    }
    const files = recordTransfers(page);
    const t0 = performance.now();
    await page.goto('/posts', { waitUntil: 'commit' });
    await page.locator(POST_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
    const wallMs = performance.now() - t0;
    // A function, not a string: the page's Content-Security-Policy forbids eval.
    await page.waitForFunction(
      () => typeof (globalThis as Record<string, unknown>).__firstRowMs === 'number',
      undefined,
      {
        timeout: 10_000,
      },
    );
    const inPageMs = Number(await page.evaluate('window.__firstRowMs'));
    return { inPageMs, wallMs, codeBytes: files.reduce((n, f) => n + f.bytes, 0) };
  } finally {
    await context.close();
  }
}

/** Signs in on the login form once; the cold loads reuse its local storage (the session). */
export async function signedInState(browser: Browser, baseUrl: string) {
  const context = await newContext(browser, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto('/posts');
    await signIn(page);
    await page.locator(POST_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
