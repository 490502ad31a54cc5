// npm run bench:site [-- options]: the reader site (apps/site) as production runs it, measured on an
// article page with a cover, the home page and a category page:
//
//   1. LCP of the article page: cold loads (a fresh browser context, empty cache) at 1366×900 and
//      at 390×844 (a phone: DPR 3, touch), --runs of each, interleaved; median and worst, and
//      which element it was (it should be the cover).
//   2. What the article page's JavaScript weighs as sent with brotli (its scripts as the browser
//      loaded them, fetched again with `accept-encoding: br`), and its HTML compressed.
//   3. Lighthouse (desktop preset) on the article, home and category pages: its four scores, and
//      every audit that did not pass with the elements it names; and axe-core's WCAG A/AA rules
//      and best practices on the same pages at both sizes.
//   4. Throughput of the article and home pages with warm caches (the API's replies and the
//      site's): --connections keep-alive connections for --seconds each, from a child process.
//
// Options:
//   --runs N          cold loads per viewport (default 10)
//   --posts N         demo articles (default 300)
//   --seconds S       measured time of each throughput case (default 10)
//   --connections N   concurrent connections of the throughput cases (default 10)
//   --dist DIR        where the site is built and run from (default .tmp/bench/site-dist, so that
//                     apps/site/dist, which `npm start` runs, is left alone)
//   --out FILE        also write the report between bench:site markers of FILE (default: print only)
//
// Set up here, and stopped here: the API built in this process (scripts/bench/server.ts) on a
// throwaway database seeded by seed:demo's code, with uploaded 1600×900 covers and a banner on
// every placement of the article page (scripts/bench/site/data.ts); the site built by
// scripts/build-site.mjs and run as `node <dist>/main.js` in a child process with GPT_ENABLED=0
// (scripts/bench/site/process.ts). Everything listens on 127.0.0.1, and Chromium (the system one:
// CHROMIUM_PATH or /usr/bin/chromium) resolves no other host. The database is PGlite in a temporary
// folder; with BENCH_DATABASE_URL, a database `<its name>_site` on that PostgreSQL server instead,
// made afresh and dropped at the end.
import os from 'node:os';
import path from 'node:path';
import type { ContentArticle } from '@newsroom/shared';
import type { Browser } from '@playwright/test';
import { int } from './bench/figures.ts';
import { loadFigures, runLoad } from './bench/load.ts';
import {
  commandLine,
  count,
  file,
  option,
  parseOptions,
  positive,
  repoRoot,
  runBenchmark,
} from './bench/options.ts';
import { machineLines, writeSection } from './bench/report.ts';
import { startBenchServer } from './bench/server.ts';
import { axeViolations } from './bench/site/axe.ts';
import {
  type ColdLoad,
  coldLoad,
  DESKTOP,
  launchLocalChromium,
  MOBILE,
  rawGet,
} from './bench/site/browser.ts';
import { COVER_HEIGHT, COVER_WIDTH, prepareSiteData } from './bench/site/data.ts';
import { runLighthouse } from './bench/site/lighthouse.ts';
import { buildSiteInto, freePort, startSiteProcess } from './bench/site/process.ts';
import { axeLines, failedAudits, figuresTable, type SiteFigures, verdicts } from './bench/site/report.ts';

const SITE_OPTIONS = {
  runs: option(10, count),
  posts: option(300, count),
  seconds: option(10, positive),
  connections: option(10, count),
  dist: option(path.join(repoRoot, '.tmp/bench/site-dist'), file),
  out: option<string | undefined>(undefined, file),
};

/** The newest published article with a cover, from the content API: its page and its category's. */
async function pickPages(apiUrl: string, key: string) {
  const res = await fetch(`${apiUrl}/api/content/articles?limit=50`, { headers: { 'x-content-key': key } });
  if (!res.ok) throw new Error(`content API: HTTP ${res.status}`);
  const { data } = (await res.json()) as { data: ContentArticle[] };
  const article = data.find((a) => a.cover?.width === COVER_WIDTH);
  if (!article?.url || !article.category) throw new Error('no published article with an uploaded cover');
  return {
    article: new URL(article.url).pathname,
    category: `/${article.category.path}/`,
    title: article.title,
  };
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), SITE_OPTIONS);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const log = (line: string) =>
    console.log(`[${String(Math.round((Date.now() - startedAt.getTime()) / 1000)).padStart(3)} s] ${line}`);

  log(`building the site (scripts/build-site.mjs) into ${path.relative(repoRoot, o.dist) || o.dist}…`);
  await buildSiteInto(o.dist);
  log(`seeding ${o.posts} demo articles with 1600×900 covers in a throwaway database…`);
  const data = await prepareSiteData(o.posts);
  let api: Awaited<ReturnType<typeof startBenchServer>>['app'] | undefined;
  let site: Awaited<ReturnType<typeof startSiteProcess>> | undefined;
  let browser: Browser | undefined;
  try {
    const sitePort = await freePort();
    const server = await startBenchServer(data.database, {
      LOG_LEVEL: 'warn',
      DATA_DIR: data.dataDir,
      SITE_PORT: '0',
      PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
      CONTENT_RATE_LIMIT: '1000000000',
      PUBLIC_RATE_LIMIT: '1000000000',
    });
    api = server.app;
    site = await startSiteProcess(o.dist, {
      port: sitePort,
      apiUrl: server.baseUrl,
      contentKey: data.contentKey,
    });
    const pages = await pickPages(server.baseUrl, data.contentKey);
    const articleUrl = `${site.baseUrl}${pages.article}`;
    log(`API ${server.baseUrl} (in this process), site ${site.baseUrl} (child process ${site.child.pid})`);
    log(`article page: ${pages.article}`);

    browser = await launchLocalChromium();
    const chromium = browser.version();
    // One load of each size first, not counted: the API's replies, the site's and the image copies
    // (?w=) are made once, by a first reader; the measured loads are cold in the browser only.
    log(`LCP: ${o.runs} cold loads of the article page at each size…`);
    for (const viewport of [DESKTOP, MOBILE]) await coldLoad(browser, articleUrl, viewport);
    const lcp = [DESKTOP, MOBILE].map((v) => ({ label: v.label, loads: [] as ColdLoad[] }));
    for (let i = 0; i < o.runs; i++) {
      for (const [n, viewport] of [DESKTOP, MOBILE].entries()) {
        lcp[n]?.loads.push(await coldLoad(browser, articleUrl, viewport));
      }
      log(
        `  load ${i + 1}/${o.runs}: LCP ${lcp.map((x) => `${x.label.split(' ')[0]} ${Math.round(x.loads.at(-1)?.lcpMs ?? Number.NaN)} ms`).join(', ')}`,
      );
    }
    const first = lcp[0]?.loads[0];
    const scriptPaths = [...new Set(first?.scripts.map((s) => s.path) ?? [])];
    const files = [];
    let raw = 0;
    for (const p of scriptPaths) {
      const br = await rawGet(`${site.baseUrl}${p}`, 'br');
      raw += (await rawGet(`${site.baseUrl}${p}`, 'identity')).bytes;
      files.push({ path: p, bytes: br.bytes, encoding: br.encoding });
    }
    const html = {
      br: await rawGet(articleUrl, 'br'),
      gzip: await rawGet(articleUrl, 'gzip'),
      raw: (await rawGet(articleUrl, 'identity')).bytes,
    };
    const received = {
      bytes: first?.scripts.reduce((n, s) => n + s.bytes, 0) ?? 0,
      encodings: [...new Set(first?.scripts.map((s) => s.encoding))],
    };
    log('axe-core on the article, home and category pages…');
    const pageList = [
      { name: 'article', url: articleUrl },
      { name: 'home', url: `${site.baseUrl}/` },
      { name: 'category', url: `${site.baseUrl}${pages.category}` },
    ];
    const axe = await axeViolations(browser, pageList, [DESKTOP, MOBILE]);
    await browser.close();
    browser = undefined;

    log('Lighthouse (desktop) on the article, home and category pages…');
    const lighthouse = await runLighthouse(pageList);

    const load: SiteFigures['load'] = [];
    for (const [name, urlPath] of [
      ['article page', pages.article],
      ['home page', '/'],
    ] as const) {
      log(`throughput: ${name}, ${o.connections} connections for ${o.seconds} s…`);
      const result = await runLoad({
        port: site.port,
        path: urlPath,
        headers: { 'accept-encoding': 'br, gzip' },
        expect: 200,
        connections: o.connections,
        requests: 10_000_000,
        warmup: 50,
        maxMs: o.seconds * 1000,
      });
      load.push({ name, path: urlPath, figures: loadFigures(result) });
    }

    const figures: SiteFigures = {
      lcp,
      js: { bytes: files.reduce((n, f) => n + f.bytes, 0), files, raw, browser: received },
      html,
      axe,
      lighthouse,
      load,
      outside: lcp.flatMap((x) => x.loads.flatMap((l) => l.outside)),
    };
    const verdict = verdicts(figures);
    const report = [
      '## Reader site: the article page',
      '',
      `Command: \`${commandLine('bench:site')}\``,
      '',
      ...machineLines(startedAt, loadBefore, [
        `Chromium ${chromium} (${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}), Lighthouse ${lighthouse[0]?.version ?? ''}`,
        `Site: the production build (scripts/build-site.mjs into \`${path.relative(repoRoot, o.dist) || o.dist}\`), run as a child process \`node ${path.relative(repoRoot, path.join(o.dist, 'main.js'))}\` with GPT_ENABLED=0, on 127.0.0.1`,
        `API: built in the benchmark's process on 127.0.0.1, ${data.label}; ${int(o.posts)} demo articles (seed:demo's code) whose ${data.covers} covers were uploaded as ${COVER_WIDTH}×${COVER_HEIGHT} JPEG photographs, a banner on each of the article page's placements, the right-side poll, the site's content key`,
        `Article page: \`${pages.article}\` (${pages.title}); category page \`${pages.category}\``,
        `LCP: ${o.runs} cold loads per viewport (fresh context, empty cache) after one uncounted load of each (the API's and site's caches and the image copies warm), until the load event and a quiet network; PerformanceObserver's last largest-contentful-paint entry`,
        `Throughput: ${o.connections} keep-alive connections, ${o.seconds} s per page after 50 warm-up requests, \`accept-encoding: br, gzip\`, from a child process`,
      ]),
      '',
      ...figuresTable(figures),
      '',
      '### Lighthouse audits that did not pass',
      '',
      ...failedAudits(lighthouse),
      '',
      '### Accessibility: axe-core violations',
      '',
      ...axeLines(axe),
      '',
      '### Targets',
      '',
      ...verdict.lines,
      '',
      `**${verdict.passed ? 'PASS' : 'FAIL'}**: ${verdict.lines.filter((l) => l.startsWith('- PASS')).length} of ${verdict.lines.length} targets met.`,
    ].join('\n');
    console.log(`\n${report}`);
    if (o.out) {
      writeSection(o.out, 'site', report);
      console.log(`\nwritten to ${path.relative(repoRoot, o.out) || o.out}`);
    }
  } finally {
    await browser?.close();
    await site?.stop();
    await api?.close();
    await data.dispose();
  }
}

runBenchmark(main);
