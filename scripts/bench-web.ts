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
//
// The parts: scripts/bench/web/ (loads, report) over what every benchmark shares in scripts/bench/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { seedDemo } from '../apps/api/src/scripts/seed-demo.ts';
import { launchChromium } from './bench/browser.ts';
import { BENCH_OPTIONS, count, file, option, parseOptions, repoRoot, runBenchmark } from './bench/options.ts';
import { openThrowawayPglite } from './bench/prepare.ts';
import { writeSection } from './bench/report.ts';
import { startBenchServer } from './bench/server.ts';
import { type ColdLoad, coldLoad, measureLoginRoute, signedInState } from './bench/web/loads.ts';
import { runLine, webReport } from './bench/web/report.ts';
import { checkBudget, loginRouteFiles } from './check-web-budget.mjs';

const WEB_OPTIONS = {
  runs: option(10, count),
  posts: option(200, count),
  dist: option(path.join(repoRoot, 'apps/web/dist'), file),
  out: BENCH_OPTIONS.out,
};

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2), WEB_OPTIONS);
  if (!fs.existsSync(path.join(o.dist, 'index.html')))
    throw new Error(`No web build at ${o.dist}: run npm run build first (this benchmark builds nothing).`);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const budget = checkBudget(loginRouteFiles(o.dist));

  const throwaway = await openThrowawayPglite('newsroom-bench-web-');
  const { database, dir } = throwaway;
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
    browser = await launchChromium();

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
      console.log(runLine(i + 1, o.runs, plain, slow));
    }

    const generated = webReport({
      ...o,
      startedAt,
      loadBefore,
      chromium: browser.version(),
      budget,
      loginLoads,
      plain,
      slow,
    });
    writeSection(o.out, 'web', generated, "## Web app: the login route and the article list's cold load\n\n");
    console.log(generated);
    console.log(`\nwritten to ${path.relative(repoRoot, o.out) || o.out}`);
  } finally {
    await browser?.close();
    await app?.close();
    await throwaway.dispose();
  }
}

runBenchmark(main);
