// The login route's budget check (scripts/check-web-budget.mjs) on small hand-made builds: which
// files count, which sizes, and when it fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkBudget,
  formatReport,
  htmlAssets,
  loginRouteFiles,
  staticImports,
} from './check-web-budget.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder with these files; a `.br` entry stands for the build's brotli copy. */
function makeDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-budget-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

const INDEX = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<script type="module" src="https://cdn.example/other.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('htmlAssets', () => {
  it('lists the module scripts, modulepreloads and stylesheets on this site, not icons or other sites', () => {
    expect(htmlAssets(INDEX)).toEqual(['/assets/index-a.js', '/assets/vendor-b.js', '/assets/index-c.css']);
  });
});

describe('staticImports', () => {
  it('reads import and re-export statements, after Vite’s dependency map, and skips import()', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/Page-x.js"])))=>i.map(i=>d[i]);\n' +
      'import{a as b}from"./vendor-b.js";import"./side-d.js";import c,{d}from"./e.js";export*from"./f.js";' +
      'const page=()=>import("./Page-x.js");';
    expect(staticImports(code)).toEqual(['./vendor-b.js', './side-d.js', './e.js', './f.js']);
  });
});

describe('loginRouteFiles and checkBudget', () => {
  it('follows static imports from index.html, counts the .br copy (else the raw file), never a lazy chunk', () => {
    const dist = makeDist({
      'index.html': INDEX,
      'assets/index-a.js':
        'import"./vendor-b.js";import{x}from"./shared-e.js";const p=()=>import("./Page-x.js");',
      'assets/index-a.js.br': 'b'.repeat(30),
      'assets/vendor-b.js': 'export const v=1;',
      'assets/vendor-b.js.br': 'b'.repeat(10),
      'assets/shared-e.js': 'export const x=2;',
      'assets/index-c.css': '.a{color:red}',
      'assets/index-c.css.br': 'b'.repeat(5),
      'assets/Page-x.js': 'console.log("recharts-wrapper ProseMirror")',
    });
    const files = loginRouteFiles(dist);
    expect(files.map((f) => [f.file, f.kind, f.transferred, f.encoding]).sort()).toEqual(
      [
        ['assets/index-a.js', 'js', 30, 'br'],
        ['assets/vendor-b.js', 'js', 10, 'br'],
        ['assets/shared-e.js', 'js', 'export const x=2;'.length, 'identity'],
        ['assets/index-c.css', 'css', 5, 'br'],
      ].sort(),
    );
    const result = checkBudget(files, 100);
    expect(result).toMatchObject({
      ok: true,
      total: 62,
      js: { files: 3, transferred: 57 },
      css: { files: 1 },
    });
    expect(formatReport(files, result)).toContain('within budget');
  });

  it('fails over the budget, naming the total and the overrun', () => {
    const dist = makeDist({
      'index.html': '<script type="module" src="/assets/index-a.js"></script>',
      'assets/index-a.js': 'x',
      'assets/index-a.js.br': 'b'.repeat(1500),
    });
    const files = loginRouteFiles(dist);
    const result = checkBudget(files, 1000);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      'the login route loads 1.5 kB of JS and CSS (brotli), over its budget of 1.0 kB by 0.5 kB',
    ]);
    expect(formatReport(files, result)).toMatch(/assets\/index-a\.js\s+0\.0 kB\s+1\.5 kB/);
  });

  it('fails when chart or editor code is part of the login route, whatever its size', () => {
    const dist = makeDist({
      'index.html': '<script type="module" src="/assets/index-a.js"></script>',
      'assets/index-a.js': 'import"./charts-b.js";',
      'assets/charts-b.js': 'const c="recharts-wrapper";',
    });
    const result = checkBudget(loginRouteFiles(dist));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      'assets/charts-b.js holds charts (recharts) code, which must wait for its route',
    ]);
  });

  it('says so when there is no build, or index.html names a missing file', () => {
    expect(() => loginRouteFiles(makeDist({}))).toThrow(/No build/);
    expect(() =>
      loginRouteFiles(makeDist({ 'index.html': '<script type="module" src="/assets/gone.js"></script>' })),
    ).toThrow(/assets\/gone\.js/);
  });
});
