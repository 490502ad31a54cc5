// axe-core's WCAG 2.0–2.2 A and AA rules (the ones apps/web/e2e/support/axe.ts holds the back office
// to) and its best practices, on pages of the reader site at both sizes the LCP is measured at: a
// wider check than Lighthouse's accessibility audits, which run a part of the same rules.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import axe from 'axe-core';
import type { Viewport } from './browser.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const TAGS = [...WCAG_TAGS, 'best-practice'];

export interface AxeViolation {
  page: string;
  viewport: string;
  rule: string;
  impact: string;
  /** A WCAG A/AA rule, or one of axe's best practices. */
  kind: 'WCAG' | 'best practice';
  help: string;
  /** The first elements it names, with axe's reason for each. */
  nodes: string[];
  count: number;
}

/** The violations on each page at each viewport, once the page has loaded and the network is quiet. */
export async function axeViolations(
  browser: Browser,
  pages: Array<{ name: string; url: string }>,
  viewports: Viewport[],
): Promise<AxeViolation[]> {
  const found: AxeViolation[] = [];
  for (const viewport of viewports) {
    const context = await browser.newContext({ locale: 'hu-HU', ...viewport.options });
    try {
      const page = await context.newPage();
      for (const p of pages) {
        await page.goto(p.url, { waitUntil: 'networkidle' });
        // options() first: it replaces the options withTags() sets.
        const results = await new AxeBuilder({ page, axeSource: axe.source })
          .options({ resultTypes: ['violations'] })
          .withTags(TAGS)
          .analyze();
        for (const v of results.violations) {
          found.push({
            page: p.name,
            viewport: viewport.label,
            rule: v.id,
            impact: v.impact ?? '',
            kind: v.tags.some((t) => WCAG_TAGS.includes(t)) ? 'WCAG' : 'best practice',
            help: v.help,
            count: v.nodes.length,
            nodes: v.nodes.slice(0, 3).map((n) => {
              const why = n.failureSummary?.split('\n').slice(1).join(' ').trim();
              return `\`${n.target.join(' ')}\`${why ? ` – ${why.slice(0, 240)}` : ''}`;
            }),
          });
        }
      }
    } finally {
      await context.close();
    }
  }
  return found;
}
