// The reader site benchmark's report: a Markdown table of the figures, the audits Lighthouse failed,
// and a PASS or FAIL for each target of the issue.
import { kb } from '../../check-web-budget.mjs';
import { fixed, int, type Spread, spread } from '../figures.ts';
import type { LoadFigures } from '../load.ts';
import type { AxeViolation } from './axe.ts';
import type { ColdLoad, RawReply } from './browser.ts';
import { CATEGORIES, type Category, type LighthouseResult } from './lighthouse.ts';

export const TARGETS = {
  lcpMs: 1000,
  /** Compressed JavaScript of the article page, bytes (kB of 1000, as scripts/check-web-budget.mjs counts). */
  jsBytes: 20_000,
  /** The article page's Lighthouse scores. */
  scores: { performance: 90, accessibility: 95, 'best-practices': 90, seo: 90 } as Record<Category, number>,
};

export interface SiteFigures {
  lcp: Array<{ label: string; loads: ColdLoad[] }>;
  js: {
    /** Asked with `accept-encoding: br`. */
    bytes: number;
    files: Array<{ path: string; bytes: number; encoding: string }>;
    raw: number;
    /** What Chromium received on its cold load (its own accept-encoding), and how it was encoded. */
    browser: { bytes: number; encodings: string[] };
  };
  html: { br: RawReply; gzip: RawReply; raw: number };
  axe: AxeViolation[];
  lighthouse: LighthouseResult[];
  load: Array<{ name: string; path: string; figures: LoadFigures }>;
  /** Requests the browser loads tried to send to any host but 127.0.0.1. */
  outside: string[];
}

const ms = (n: number) => `${Math.round(n)} ms`;
const lcpSpread = (loads: ColdLoad[]): Spread => spread(loads.map((l) => l.lcpMs));

/** What the LCP element was over the loads: each kind with how many times. */
function lcpElements(loads: ColdLoad[]): string {
  const seen = new Map<string, number>();
  for (const l of loads) {
    const what = `\`${l.element}\`${l.cover ? ' (the cover)' : ''}${l.src ? ` ${l.src}` : ''}`;
    seen.set(what, (seen.get(what) ?? 0) + 1);
  }
  return [...seen].map(([what, n]) => `${what} ×${n}`).join('; ');
}

export function figuresTable(f: SiteFigures): string[] {
  const lines = ['| figure | value | target |', '| --- | --- | --- |'];
  for (const { label, loads } of f.lcp) {
    const s = lcpSpread(loads);
    const ttfb = spread(loads.map((l) => l.ttfbMs));
    lines.push(
      `| LCP, article page, cold, ${label} (${loads.length} loads) | median ${ms(s.p50)}, worst ${ms(s.max)} (TTFB median ${ms(ttfb.p50)}) | ≤ ${TARGETS.lcpMs} ms |`,
      `| LCP element, ${label} | ${lcpElements(loads)} | the cover image |`,
    );
  }
  const files = f.js.files.map((x) => `${x.path} ${kb(x.bytes)} ${x.encoding}`).join(', ') || 'none';
  const got = `${kb(f.js.browser.bytes)} ${f.js.browser.encodings.join(', ') || 'none'}`;
  lines.push(
    `| JavaScript of the article page, brotli | ${kb(f.js.bytes)} (${f.js.files.length} file${f.js.files.length === 1 ? '' : 's'}: ${files}; ${kb(f.js.raw)} uncompressed; Chromium's cold load received ${got}) | ≤ ${kb(TARGETS.jsBytes)} |`,
    `| HTML of the article page | ${kb(f.html.br.bytes)} ${f.html.br.encoding}, ${kb(f.html.gzip.bytes)} ${f.html.gzip.encoding}, ${kb(f.html.raw)} uncompressed | – |`,
  );
  for (const r of f.lighthouse) {
    const scores = CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ');
    const target =
      r.name === 'article' ? CATEGORIES.map((c) => `${c} ≥ ${TARGETS.scores[c]}`).join(', ') : '–';
    lines.push(
      `| Lighthouse desktop, ${r.name} page | ${scores} (LCP ${ms(r.metrics.lcp)}, FCP ${ms(r.metrics.fcp)}, TBT ${ms(r.metrics.tbt)}, CLS ${fixed(r.metrics.cls, 3)}) | ${target} |`,
    );
  }
  const axeRules = new Set(f.axe.map((v) => v.rule));
  lines.push(
    `| axe-core (WCAG 2.0–2.2 A/AA and best practices), article, home and category pages at both sizes | ${f.axe.length === 0 ? 'no violation' : `${f.axe.length} violations of ${axeRules.size} rule${axeRules.size === 1 ? '' : 's'}: ${[...axeRules].join(', ')}`} | – |`,
  );
  for (const { name, path, figures } of f.load) {
    lines.push(
      `| Throughput, ${name} (\`${path}\`), warm caches | ${int(figures.rps)} req/s, p50 ${fixed(figures.p50)} ms, p99 ${fixed(figures.p99)} ms, ${figures.errors} errors | – |`,
    );
  }
  return lines;
}

/** The audits Lighthouse failed on each page, with the elements or resources each names. */
export function failedAudits(results: LighthouseResult[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`- ${r.name} page (${r.url})${r.failed.length === 0 ? ': no failed audit' : ':'}`);
    for (const a of r.failed) {
      const score = a.score === null ? 'error' : `score ${fixed(a.score, 2)}`;
      lines.push(`  - \`${a.id}\`: ${a.title} (${score}${a.displayValue ? `, ${a.displayValue}` : ''})`);
      for (const item of a.items) lines.push(`    - ${item}`);
    }
    for (const w of r.warnings) lines.push(`  - Lighthouse warning: ${w}`);
    if (r.lcpElement) lines.push(`  - LCP element in Lighthouse: ${r.lcpElement}`);
  }
  return lines;
}

/** axe-core's violations, one line per page, size and rule, with the first elements. */
export function axeLines(violations: AxeViolation[]): string[] {
  if (violations.length === 0) return ['- none'];
  return violations.flatMap((v) => [
    `- ${v.page} page, ${v.viewport}: \`${v.rule}\` (${v.kind}, ${v.impact}) ×${v.count}: ${v.help}`,
    ...v.nodes.map((n) => `  - ${n}`),
  ]);
}

/** PASS or FAIL for each target, and whether all passed. */
export function verdicts(f: SiteFigures): { lines: string[]; passed: boolean } {
  const checks: Array<[boolean, string]> = [];
  for (const { label, loads } of f.lcp) {
    const s = lcpSpread(loads);
    checks.push(
      [s.p50 <= TARGETS.lcpMs, `LCP median ≤ ${TARGETS.lcpMs} ms, ${label}: ${ms(s.p50)}`],
      [s.max <= TARGETS.lcpMs, `LCP worst ≤ ${TARGETS.lcpMs} ms, ${label}: ${ms(s.max)}`],
      [
        loads.every((l) => l.cover),
        `LCP element is the cover, ${label}: ${loads.filter((l) => l.cover).length} of ${loads.length} loads`,
      ],
    );
  }
  checks.push([
    f.js.bytes <= TARGETS.jsBytes,
    `JavaScript ≤ ${kb(TARGETS.jsBytes)} brotli, article page: ${kb(f.js.bytes)}`,
  ]);
  const article = f.lighthouse.find((r) => r.name === 'article');
  for (const c of CATEGORIES) {
    const score = article?.scores[c] ?? 0;
    checks.push([
      score >= TARGETS.scores[c],
      `Lighthouse ${c} ≥ ${TARGETS.scores[c]}, article page: ${score}`,
    ]);
  }
  const outside = [...f.outside, ...f.lighthouse.flatMap((r) => r.outside)];
  checks.push([
    outside.length === 0,
    `No request leaves the machine: ${outside.length === 0 ? 'none did' : outside.slice(0, 5).join(', ')}`,
  ]);
  return {
    lines: checks.map(([ok, text]) => `- ${ok ? 'PASS' : 'FAIL'}: ${text}`),
    passed: checks.every(([ok]) => ok),
  };
}
