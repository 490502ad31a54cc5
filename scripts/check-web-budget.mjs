// node scripts/check-web-budget.mjs [--dist DIR] [--budget-kb N] [--json]
//
// The login route's budget (docs/benchmarks.md, "Web app: the login route and the article list's cold load"):
// the JavaScript and CSS that the signed-out page (/) loads before it can show the login screen,
// brotli-compressed as the server sends them, must stay within 200 kB (200,000 bytes), and none of
// it may be chart (recharts) or editor (tiptap/ProseMirror) code.
//
// What "loads" means: dist/index.html's module script, modulepreload and stylesheet links, and
// every file those scripts import statically (followed recursively). Chunks behind a dynamic
// import() (route pages, the signed-in shell) are not part of it: the app does not request them
// until someone signs in (apps/web/src/app/lazy-page.ts, Root.tsx).
//
// Sizes: a file's .br copy written by the build (vite-plugin-compression2), which the server sends
// as is (preCompressed in apps/api/src/server.ts); a file without one (the build skips a copy that
// would not be smaller) counts at its raw size.
//
// Exits 1 with the list of files and sizes when the budget is exceeded or forbidden code is found;
// 2 when there is no build to check.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_DIST = path.join(root, 'apps/web/dist');
export const LOGIN_BUDGET_BYTES = 200_000;

/** Code that must wait for its route: a marker string only that library's bundle contains. */
export const FORBIDDEN_CODE = [
  { name: 'charts (recharts)', marker: 'recharts-wrapper' },
  { name: 'rich-text editor (tiptap/ProseMirror)', marker: 'ProseMirror' },
];

/** The local asset URLs that index.html loads: module scripts, modulepreloads, stylesheets. */
export function htmlAssets(html) {
  const found = [];
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag)) {
      const src = attr('src');
      if (src) found.push(src);
      continue;
    }
    const rel = (attr('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr('href');
    if (href && (rel.includes('stylesheet') || rel.includes('modulepreload'))) found.push(href);
  }
  return found.filter((url) => !/^(?:[a-z]+:)?\/\//i.test(url) && !url.startsWith('data:'));
}

/**
 * The specifiers of a built chunk's static imports and re-exports (`import{a as b}from"./x.js"`,
 * `import"./y.js"`, `export*from"./z.js"`), never import() calls. Only relative or root paths:
 * a chunk imports nothing else.
 */
export function staticImports(code) {
  const statement =
    /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+|\*|\{[^{}]*\})?\s*(?:from\s*)?(["'])(\.{0,2}\/[^"'\n]+)\1/g;
  return [...code.matchAll(statement)].map((m) => m[2]);
}

/** The path under distDir of an asset URL or of an import specifier relative to `fromFile`. */
function resolveAsset(distDir, url, fromFile) {
  const clean = url.split(/[?#]/)[0] ?? url;
  if (clean.startsWith('/')) return path.join(distDir, clean);
  return path.resolve(fromFile ? path.dirname(fromFile) : distDir, clean);
}

/** The bytes the browser receives for a file: its .br copy, else the file itself. */
export function transferredSize(file) {
  const br = `${file}.br`;
  if (fs.existsSync(br)) return { bytes: fs.statSync(br).size, encoding: 'br' };
  return { bytes: fs.statSync(file).size, encoding: 'identity' };
}

/** Every JS and CSS file the login route loads, with its raw and transferred sizes. */
export function loginRouteFiles(distDir = DEFAULT_DIST) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml))
    throw new Error(`No build at ${distDir} (index.html is missing): run npm run build first.`);
  const html = fs.readFileSync(indexHtml, 'utf8');
  const seen = new Set();
  const queue = htmlAssets(html).map((url) => resolveAsset(distDir, url));
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    if (!fs.existsSync(file))
      throw new Error(`index.html loads ${path.relative(distDir, file)}, which is not in ${distDir}`);
    seen.add(file);
    if (file.endsWith('.js') || file.endsWith('.mjs')) {
      for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
        if (/^(?:[a-z]+:)?\/\//i.test(specifier)) continue;
        queue.push(resolveAsset(distDir, specifier, file));
      }
    }
  }
  return [...seen].map((file) => {
    const { bytes, encoding } = transferredSize(file);
    return {
      file: path.relative(distDir, file).split(path.sep).join('/'),
      kind: file.endsWith('.css') ? 'css' : 'js',
      raw: fs.statSync(file).size,
      transferred: bytes,
      encoding,
      forbidden: FORBIDDEN_CODE.filter(({ marker }) => fs.readFileSync(file, 'utf8').includes(marker)).map(
        ({ name }) => name,
      ),
    };
  });
}

/** Totals and the verdict for a list of files from loginRouteFiles. */
export function checkBudget(files, budget = LOGIN_BUDGET_BYTES) {
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  const js = files.filter((f) => f.kind === 'js');
  const css = files.filter((f) => f.kind === 'css');
  const total = sum(files, 'transferred');
  const forbidden = files.filter((f) => f.forbidden.length > 0);
  const problems = [];
  if (total > budget)
    problems.push(
      `the login route loads ${kb(total)} of JS and CSS (brotli), over its budget of ${kb(budget)} by ${kb(total - budget)}`,
    );
  for (const f of forbidden)
    problems.push(`${f.file} holds ${f.forbidden.join(' and ')} code, which must wait for its route`);
  return {
    budget,
    total,
    js: { files: js.length, raw: sum(js, 'raw'), transferred: sum(js, 'transferred') },
    css: { files: css.length, raw: sum(css, 'raw'), transferred: sum(css, 'transferred') },
    ok: problems.length === 0,
    problems,
  };
}

export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The human report: one line per file, largest first, then the totals and the verdict. */
export function formatReport(files, result) {
  const lines = ['Login route (/, signed out): JS and CSS as the browser receives them (brotli)', ''];
  const width = Math.max(...files.map((f) => f.file.length), 4);
  lines.push(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'brotli'.padStart(10)}`);
  for (const f of [...files].sort((a, b) => b.transferred - a.transferred)) {
    const note = f.encoding === 'br' ? '' : '  (no .br copy: raw)';
    lines.push(
      `${f.file.padEnd(width)}  ${kb(f.raw).padStart(10)}  ${kb(f.transferred).padStart(10)}${note}`,
    );
  }
  lines.push('');
  lines.push(`JS:  ${result.js.files} files, ${kb(result.js.raw)} raw, ${kb(result.js.transferred)} brotli`);
  lines.push(
    `CSS: ${result.css.files} files, ${kb(result.css.raw)} raw, ${kb(result.css.transferred)} brotli`,
  );
  lines.push(`Total ${kb(result.total)} of ${kb(result.budget)}: ${result.ok ? 'within budget' : 'FAILED'}`);
  for (const problem of result.problems) lines.push(`  - ${problem}`);
  return lines.join('\n');
}

function parseArgs(argv) {
  const options = { dist: DEFAULT_DIST, budget: LOGIN_BUDGET_BYTES, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dist') options.dist = path.resolve(argv[++i] ?? '');
    else if (arg === '--budget-kb') {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n <= 0) throw new Error('--budget-kb needs a positive number');
      options.budget = Math.round(n * 1000);
    } else if (arg === '--json') options.json = true;
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  let files;
  try {
    files = loginRouteFiles(options.dist);
  } catch (err) {
    console.error(`check-web-budget: ${err instanceof Error ? err.message : err}`);
    process.exit(2);
  }
  const result = checkBudget(files, options.budget);
  if (options.json) console.log(JSON.stringify({ ...result, files }, null, 2));
  else console.log(formatReport(files, result));
  if (!result.ok) {
    console.error(
      `\ncheck-web-budget: the login route is over its budget (scripts/check-web-budget.mjs):\n${result.problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
}
