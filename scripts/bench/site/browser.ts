// The reader site in Chromium (the system one, apps/web/e2e/support/chromium.ts): cold loads of a
// page with its largest contentful paint, and what the page's scripts and HTML weigh compressed.
// Every host but the loopback one resolves to nothing, so no request can leave the machine; the
// requests that tried are counted.
import http from 'node:http';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../apps/web/e2e/support/chromium.ts';

/** Chromium's flag that keeps every request on this machine. */
export const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

export interface Viewport {
  label: string;
  options: BrowserContextOptions;
}

export const DESKTOP: Viewport = {
  label: 'desktop 1366×900',
  options: { viewport: { width: 1366, height: 900 } },
};
export const MOBILE: Viewport = {
  label: 'mobile 390×844 (DPR 3, touch)',
  options: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

export async function launchLocalChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, LOCAL_ONLY] });
}

/**
 * Notes the page's largest contentful paint (the last candidate before input) and what its
 * element is, and the navigation's time to first byte. A string: these scripts are type-checked
 * without the DOM's types.
 */
const LCP_PROBE = `
(() => {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp = {
        ms: e.startTime,
        url: e.url || '',
        element: el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim().split(/\\s+/).join('.') : '') : '(removed)',
        cover: Boolean(el && el.closest && el.closest('.article-cover')),
        src: el && el.currentSrc ? el.currentSrc : '',
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();
`;

const READ_LCP = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return { lcp: window.__lcp, ttfb: nav ? nav.responseStart : NaN };
})()`;

export interface ColdLoad {
  lcpMs: number;
  ttfbMs: number;
  /** The LCP element: tag and classes. */
  element: string;
  /** Whether it is the article's cover (inside figure.article-cover). */
  cover: boolean;
  /** The image it painted, as a path with its query. */
  src: string;
  /** Script responses: path, encoding and body bytes as received. */
  scripts: Array<{ path: string; encoding: string; bytes: number }>;
  /** Requests to any host but 127.0.0.1. */
  outside: string[];
}

/** Opens `url` in a fresh context (empty cache) and waits for the load and a quiet network. */
export async function coldLoad(browser: Browser, url: string, viewport: Viewport): Promise<ColdLoad> {
  const context = await browser.newContext({ locale: 'hu-HU', ...viewport.options });
  try {
    const page = await context.newPage();
    const outside: string[] = [];
    const scripts: ColdLoad['scripts'] = [];
    const pending: Array<Promise<void>> = [];
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!['127.0.0.1', 'localhost'].includes(host) && !request.url().startsWith('data:'))
        outside.push(request.url());
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          scripts.push({
            path: new URL(request.url()).pathname,
            encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
            bytes: sizes.responseBodySize,
          });
        })(),
      );
    });
    await page.addInitScript(LCP_PROBE);
    const response = await page.goto(url, { waitUntil: 'load' });
    if (response?.status() !== 200) throw new Error(`${url}: HTTP ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const read = (await page.evaluate(READ_LCP)) as {
      lcp: { ms: number; url: string; element: string; cover: boolean; src: string } | null;
      ttfb: number;
    };
    if (!read.lcp) throw new Error(`${url}: no largest-contentful-paint entry`);
    const src = read.lcp.src || read.lcp.url;
    return {
      lcpMs: read.lcp.ms,
      ttfbMs: read.ttfb,
      element: read.lcp.element,
      cover: read.lcp.cover,
      src: src ? src.replace(/^https?:\/\/[^/]+/, '') : '',
      scripts,
      outside,
    };
  } finally {
    await context.close();
  }
}

export interface RawReply {
  status: number;
  encoding: string;
  /** The body as sent (compressed when `encoding` says so). */
  bytes: number;
}

/** GET `url` with `accept-encoding`, counting the body's bytes as they come over the wire. */
export function rawGet(url: string, acceptEncoding: string): Promise<RawReply> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') return Promise.reject(new Error(`not a loopback URL: ${url}`));
  return new Promise((resolve, reject) => {
    const req = http.get(target, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          bytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
