// npm run bench:web [-- options]: the web app's budgets in a real browser, on the build in
// apps/web/dist (run `npm run build` first: this script builds nothing).
//
//   1. The login route: what the signed-out page loads before and while it shows the login screen
//      (JS and CSS bytes as transferred, with their encoding), at / and at an editor route, next to
//      the static figure of scripts/check-web-budget.mjs (the check `npm test` runs).
//   2. The article list's cold load: a fresh browser context (signed in, empty cache) opens /posts,
//      until the first article row is painted; --runs times on the plain loopback and --runs times
//      with Chromium's 4× CPU slowdown and a 10 Mbit/s line with 40 ms latency (CDP
//      Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions). Median and p95.
//
// Options:
//   --runs N      cold loads of each kind (default 10)
//   --posts N     demo articles in the throwaway database (default 200)
//   --dist DIR    the web build to serve (default apps/web/dist)
//   --out FILE    where to write the report (default docs/benchmarks.md, between bench:web markers)
//
// The server runs in this process on a throwaway embedded database (PGlite in a temporary folder,
// seeded by seed:demo's code); Chromium is the system one (CHROMIUM_PATH or /usr/bin/chromium).
// Everything started here is stopped here, the temporary folder removed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { openPglite } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/scripts/seed-demo.ts';
import { chromiumLaunchOptions } from '../apps/web/e2e/support/chromium.ts';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  percentile,
  repoRoot,
  startBenchServer,
  writeBetweenMarkers,
} from './bench-support.ts';
import { checkBudget, kb, LOGIN_BUDGET_BYTES, loginRouteFiles } from './check-web-budget.mjs';

const START = '<!-- bench:web:start -->';
const END = '<!-- bench:web:end -->';

/** The issue's targets for the first rows of the article list, ms. */
const TARGET_PLAIN_MS = 1000;
const TARGET_THROTTLED_MS = 3000;
/** The slow profile: 4× CPU slowdown, 10 Mbit/s each way, 40 ms latency. */
const SLOW = { cpuRate: 4, bitsPerSecond: 10_000_000, latencyMs: 40 };
const VIEWPORT = { width: 1366, height: 900 };
const FIRST_ROW = '[data-testid="post-row"]';

interface Options {
  runs: number;
  posts: number;
  dist: string;
  out: string;
}

function parseOptions(argv: readonly string[]): Options {
  const o: Options = {
    runs: 10,
    posts: 200,
    dist: path.join(repoRoot, 'apps/web/dist'),
    out: path.join(repoRoot, 'docs/benchmarks.md'),
  };
  const whole = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a positive whole number`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => argv[++i];
    if (arg === '--runs') o.runs = whole(arg, next());
    else if (arg === '--posts') o.posts = whole(arg, next());
    else if (arg === '--dist') o.dist = path.resolve(next() ?? '');
    else if (arg === '--out') o.out = path.resolve(next() ?? '');
    else throw new Error(`Unknown option ${arg}`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------------
// The login route in the browser

interface Transfer {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  encoding: string;
}

interface LoginRouteLoad {
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
async function measureLoginRoute(
  browser: Browser,
  baseUrl: string,
  urlPath: string,
): Promise<LoginRouteLoad> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'hu-HU', viewport: VIEWPORT });
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
    if (window.__firstRowMs !== undefined || !document.querySelector('${FIRST_ROW}')) return false;
    window.__firstRowMs = null;
    requestAnimationFrame(() => { window.__firstRowMs = performance.now(); });
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})();
`;

interface ColdLoad {
  /** Navigation start → first row painted, measured in the page. */
  inPageMs: number;
  /** page.goto() → Playwright sees the first row visible (includes the test driver's polling). */
  wallMs: number;
  /** JS and CSS bytes transferred. */
  codeBytes: number;
}

async function coldLoad(
  browser: Browser,
  baseUrl: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  slow: boolean,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'hu-HU',
    viewport: VIEWPORT,
    storageState,
  });
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
    await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
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
async function signedInState(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'hu-HU', viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto('/posts');
    await page.getByLabel('E-mail cím').fill(BENCH_EMAIL);
    await page.getByLabel('Jelszó').fill(BENCH_PASSWORD);
    await page.getByLabel('Jelszó').press('Enter');
    await page.locator(FIRST_ROW).first().waitFor({ state: 'visible', timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

interface Figures {
  median: number;
  p95: number;
  max: number;
  all: number[];
}

function figures(values: readonly number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    all: [...values],
  };
}

const ms = (n: number) => `${Math.round(n)}`;

function coldRow(label: string, loads: ColdLoad[], target: number): string {
  const inPage = figures(loads.map((l) => l.inPageMs));
  const wall = figures(loads.map((l) => l.wallMs));
  const bytes = figures(loads.map((l) => l.codeBytes));
  const met = inPage.p95 <= target ? 'yes' : '**no**';
  return `| ${label} | ${ms(inPage.median)} | ${ms(inPage.p95)} | ${ms(wall.median)} | ${ms(wall.p95)} | ${kb(bytes.median)} | ≤ ${target} | ${met} |`;
}

function loginRows(load: LoginRouteLoad): string {
  const encodings = [...new Set(load.files.map((f) => f.encoding))].join(', ') || 'none';
  const chunks = load.files
    .filter((f) => f.kind === 'js')
    .map((f) => path.basename(f.url).replace(/-[\w-]{8}\.js$/, ''))
    .sort();
  return `| \`${load.path}\` | ${load.files.filter((f) => f.kind === 'js').length} | ${kb(load.js)} | ${load.files.filter((f) => f.kind === 'css').length} | ${kb(load.css)} | ${kb(load.js + load.css)} | ${encodings} | ${chunks.join(', ')} |`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  if (!fs.existsSync(path.join(o.dist, 'index.html')))
    throw new Error(`No web build at ${o.dist}: run npm run build first (this benchmark builds nothing).`);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const staticFiles = loginRouteFiles(o.dist);
  const budget = checkBudget(staticFiles);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bench-web-'));
  const database = await openPglite(path.join(dir, 'db'));
  let app: Awaited<ReturnType<typeof startBenchServer>>['app'] | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`seeding ${o.posts} demo articles in a throwaway embedded database…`);
    await seedDemo({ database, posts: o.posts, dataDir: path.join(dir, 'files'), log: () => {} });
    const server = await startBenchServer(database, {
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(dir, 'files'),
      WEB_DIST: o.dist,
    });
    app = server.app;
    const { chromium } = await import('@playwright/test');
    browser = await chromium.launch(chromiumLaunchOptions);

    console.log('the login route…');
    const loginLoads = [
      await measureLoginRoute(browser, server.baseUrl, '/'),
      await measureLoginRoute(browser, server.baseUrl, '/posts/add'),
    ];

    const storageState = await signedInState(browser, server.baseUrl);
    const plain: ColdLoad[] = [];
    const slow: ColdLoad[] = [];
    // Interleaved, so that both profiles see the same machine.
    for (let i = 0; i < o.runs; i++) {
      plain.push(await coldLoad(browser, server.baseUrl, storageState, false));
      slow.push(await coldLoad(browser, server.baseUrl, storageState, true));
      console.log(
        `  run ${i + 1}/${o.runs}: ${ms(plain.at(-1)?.inPageMs ?? 0)} ms plain, ${ms(slow.at(-1)?.inPageMs ?? 0)} ms slow`,
      );
    }

    const loadAfter = os.loadavg();
    const cpu = os.cpus();
    const command = `npm run bench:web${o.runs === 10 && o.posts === 200 ? '' : ` -- --runs ${o.runs} --posts ${o.posts}`}`;
    const generated = [
      `- Generated: ${startedAt.toISOString()} by \`${command}\` on the build in \`${path.relative(repoRoot, o.dist) || o.dist}\``,
      `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}, Chromium ${browser.version()}; load average ${loadBefore.map((l) => l.toFixed(2)).join(' / ')} at start, ${loadAfter.map((l) => l.toFixed(2)).join(' / ')} at the end (other processes share the machine)`,
      `- Server: in the benchmark's process on 127.0.0.1, a throwaway embedded database (PGlite) with ${o.posts} demo articles; static files from their pre-compressed copies`,
      '',
      '### The login route',
      '',
      `Budget: the login screen's JS and CSS together ≤ ${kb(LOGIN_BUDGET_BYTES)}, brotli-compressed (what the browser receives), with no chart or editor code. \`npm test\` runs the check on the build (scripts/check-web-budget.mjs): index.html's scripts, modulepreloads and stylesheets and their static imports, by their .br sizes.`,
      '',
      `- Static check: JS ${kb(budget.js.transferred)} in ${budget.js.files} files (${kb(budget.js.raw)} raw), CSS ${kb(budget.css.transferred)} in ${budget.css.files} file${budget.css.files === 1 ? '' : 's'} (${kb(budget.css.raw)} raw): **${kb(budget.total)}** of ${kb(budget.budget)}, ${budget.ok ? 'within budget' : `**over budget**: ${budget.problems.join('; ')}`}`,
      '',
      'In Chromium, signed out, until the login form shows and the network is quiet (response bodies as transferred):',
      '',
      '| page opened | JS files | JS | CSS files | CSS | JS + CSS | encoding | scripts |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      ...loginLoads.map(loginRows),
      '',
      '### The article list, cold',
      '',
      `A fresh browser context (signed in, empty cache) opens \`/posts\`; ${o.runs} loads of each profile, interleaved. "In page": from the navigation's start to the frame that paints the first article row (performance.now() in a requestAnimationFrame after the row enters the document). "Driver": from page.goto() until Playwright sees the row visible (adds its polling). Target on the p95 of "in page".`,
      '',
      '| profile | in page median ms | in page p95 ms | driver median ms | driver p95 ms | JS + CSS transferred | target ms | met |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | :---: |',
      coldRow('localhost', plain, TARGET_PLAIN_MS),
      coldRow(
        `4× CPU slowdown, ${SLOW.bitsPerSecond / 1_000_000} Mbit/s, ${SLOW.latencyMs} ms`,
        slow,
        TARGET_THROTTLED_MS,
      ),
      '',
      `- Every load, in page, localhost: ${plain.map((l) => ms(l.inPageMs)).join(', ')} ms`,
      `- Every load, in page, slowed: ${slow.map((l) => ms(l.inPageMs)).join(', ')} ms`,
    ].join('\n');

    writeBetweenMarkers(
      o.out,
      { start: START, end: END },
      generated,
      (block, old) =>
        `${(old ?? '# Benchmarks\n').trimEnd()}\n\n## Web app: the login route and the article list's cold load\n\n${block}\n`,
    );
    console.log(generated);
    console.log(`\nwritten to ${path.relative(repoRoot, o.out) || o.out}`);
  } finally {
    await browser?.close();
    await app?.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
