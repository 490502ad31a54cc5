// The web app's section of docs/benchmarks.md: the login route against its budget, and the article
// list's cold loads against their targets.
import path from 'node:path';
import { type BudgetResult, kb, LOGIN_BUDGET_BYTES } from '../../check-web-budget.mjs';
import { spread } from '../figures.ts';
import { commandLine, repoRoot } from '../options.ts';
import { machineLines } from '../report.ts';
import { type ColdLoad, type LoginRouteLoad, SLOW } from './loads.ts';

/** The issue's targets for the first rows of the article list, ms. */
const TARGET_PLAIN_MS = 1000;
const TARGET_THROTTLED_MS = 3000;

const ms = (n: number) => `${Math.round(n)}`;

function coldRow(label: string, loads: ColdLoad[], target: number): string {
  const inPage = spread(loads.map((l) => l.inPageMs));
  const wall = spread(loads.map((l) => l.wallMs));
  const bytes = spread(loads.map((l) => l.codeBytes));
  const met = inPage.p95 <= target ? 'yes' : '**no**';
  return `| ${label} | ${ms(inPage.p50)} | ${ms(inPage.p95)} | ${ms(wall.p50)} | ${ms(wall.p95)} | ${kb(bytes.p50)} | ≤ ${target} | ${met} |`;
}

function loginRows(load: LoginRouteLoad): string {
  const encodings = [...new Set(load.files.map((f) => f.encoding))].join(', ') || 'none';
  const chunks = load.files
    .filter((f) => f.kind === 'js')
    .map((f) => path.basename(f.url).replace(/-[\w-]{8}\.js$/, ''))
    .sort();
  return `| \`${load.path}\` | ${load.files.filter((f) => f.kind === 'js').length} | ${kb(load.js)} | ${load.files.filter((f) => f.kind === 'css').length} | ${kb(load.css)} | ${kb(load.js + load.css)} | ${encodings} | ${chunks.join(', ')} |`;
}

export interface WebFigures {
  startedAt: Date;
  loadBefore: number[];
  runs: number;
  posts: number;
  dist: string;
  chromium: string;
  budget: BudgetResult;
  loginLoads: LoginRouteLoad[];
  plain: ColdLoad[];
  slow: ColdLoad[];
}

export function webReport(f: WebFigures): string {
  const { budget, plain, slow } = f;
  return [
    ...machineLines(f.startedAt, f.loadBefore, [`Chromium ${f.chromium}`]),
    `- Command: \`${commandLine('bench:web')}\` on the build in \`${path.relative(repoRoot, f.dist) || f.dist}\``,
    `- Server: in the benchmark's process on 127.0.0.1, a throwaway embedded database (PGlite) with ${f.posts} demo articles; static files from their pre-compressed copies`,
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
    ...f.loginLoads.map(loginRows),
    '',
    '### The article list, cold',
    '',
    `A fresh browser context (signed in, empty cache) opens \`/posts\`; ${f.runs} loads of each profile, interleaved. "In page": from the navigation's start to the frame that paints the first article row (performance.now() in a requestAnimationFrame after the row enters the document). "Driver": from page.goto() until Playwright sees the row visible (adds its polling). Target on the p95 of "in page".`,
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
}

/** A line of progress: the last cold load of each profile. */
export function runLine(run: number, runs: number, plain: ColdLoad[], slow: ColdLoad[]): string {
  return `  run ${run}/${runs}: ${ms(plain.at(-1)?.inPageMs ?? 0)} ms plain, ${ms(slow.at(-1)?.inPageMs ?? 0)} ms slow`;
}
