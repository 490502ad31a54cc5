// Lighthouse (its desktop preset) on pages of the reader site, in the system Chromium that
// chrome-launcher starts (CHROMIUM_PATH or /usr/bin/chromium, never a downloaded one) with every
// host but the loopback one resolving to nothing. Answers each page's four scores and the audits
// that did not pass, with the elements they name.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumLaunchOptions } from '../../../apps/web/e2e/support/chromium.ts';
import { LOCAL_ONLY } from './browser.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  id: string;
  title: string;
  /** Lighthouse's score of the audit, 0–1; null for an audit that errored. */
  score: number | null;
  displayValue: string;
  /** The first elements or resources it names (selector, snippet, explanation). */
  items: string[];
}

export interface LighthouseResult {
  name: string;
  url: string;
  /** Scores 0–100. */
  scores: Record<Category, number>;
  /** Metrics from the run, ms (LCP, FCP, TBT) and CLS. */
  metrics: { lcp: number; fcp: number; tbt: number; cls: number };
  lcpElement: string;
  failed: FailedAudit[];
  /** Requests Lighthouse saw to any host but the loopback one. */
  outside: string[];
  warnings: string[];
  /** Lighthouse's version. */
  version: string;
}

interface Details {
  items?: Array<Record<string, unknown>>;
}

/** A few words on each item an audit names: an element's selector and snippet, or a resource. */
function describeItems(details: unknown, max = 5): string[] {
  // A list (the LCP element's audit) holds tables: their rows count.
  const items = ((details as Details | undefined)?.items ?? []).flatMap((item) =>
    Array.isArray(item.items) ? (item.items as Array<Record<string, unknown>>) : [item],
  );
  return items.slice(0, max).map((item) => {
    const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
    if (node?.selector || node?.snippet) {
      const why = node.explanation ? ` – ${node.explanation.replace(/\s+/g, ' ').slice(0, 240)}` : '';
      return `\`${node.selector ?? ''}\` ${(node.snippet ?? '').slice(0, 160)}${why}`;
    }
    const source = item.url ?? item.source ?? item.description ?? item.label;
    return typeof source === 'string' ? source.slice(0, 200) : JSON.stringify(item).slice(0, 200);
  });
}

function numeric(audit: { numericValue?: number } | undefined): number {
  return audit?.numericValue ?? Number.NaN;
}

/** Runs Lighthouse on each page in turn, in one Chromium. */
export async function runLighthouse(
  pages: Array<{ name: string; url: string }>,
): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: [...chromiumLaunchOptions.args, '--headless=new', LOCAL_ONLY],
    logLevel: 'silent',
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const run = await lighthouse(
        page.url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        desktopConfig,
      );
      if (!run) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = run;
      const scores = {} as Record<Category, number>;
      const failed = new Map<string, FailedAudit>();
      for (const category of CATEGORIES) {
        const c = lhr.categories[category];
        scores[category] = Math.round((c?.score ?? 0) * 100);
        for (const ref of c?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || ref.group === 'hidden' || failed.has(ref.id)) continue;
          const mode = audit.scoreDisplayMode;
          const bad =
            mode === 'error' ||
            (mode === 'binary' && audit.score !== null && audit.score < 1) ||
            ((mode === 'numeric' || mode === 'metricSavings') && audit.score !== null && audit.score < 0.9);
          if (!bad) continue;
          failed.set(ref.id, {
            id: ref.id,
            title: audit.title,
            score: mode === 'error' ? null : audit.score,
            displayValue: audit.displayValue ?? audit.errorMessage ?? '',
            items: describeItems(audit.details),
          });
        }
      }
      const requests =
        (lhr.audits['network-requests']?.details as Details | undefined)?.items?.map((i) => String(i.url)) ??
        [];
      const lcpElement = describeItems(lhr.audits['largest-contentful-paint-element']?.details, 1)[0] ?? '';
      results.push({
        ...page,
        scores,
        metrics: {
          lcp: numeric(lhr.audits['largest-contentful-paint']),
          fcp: numeric(lhr.audits['first-contentful-paint']),
          tbt: numeric(lhr.audits['total-blocking-time']),
          cls: numeric(lhr.audits['cumulative-layout-shift']),
        },
        lcpElement,
        failed: [...failed.values()],
        outside: requests.filter((u) => !/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:)/.test(u)),
        warnings: lhr.runWarnings,
        version: lhr.lighthouseVersion,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
