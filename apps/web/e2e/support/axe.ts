// Accessibility checks of the browser tests (a11y.spec.ts): axe-core's WCAG 2.2 A and AA rules, and
// the waits that let a screen settle first, so a fading dialog or a skeleton is not what is judged.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import type { E2EUser } from './fixtures.ts';
import { apiSession, plantSession, type StoredSession } from './session.ts';

/**
 * The rule sets the product must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA (2.5.3 Label in
 * Name, label-content-name-mismatch, is a 2.1 A rule).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The axe-core the project installs (package.json: 4.14), given to the runner explicitly, so its
 * rules are the ones judged whatever version the runner itself would bring.
 */
const AXE_SOURCE = axe.source;

/** The two widths every screen is checked at: the desk and a phone. */
export const VIEWPORTS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** The loading bar, skeletons and CSS transitions (a dialog fading in) have finished. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Betöltés...' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => !(a instanceof CSSTransition) || a.playState === 'finished' || a.playState === 'idle'),
  );
}

/**
 * axe-core's verdict on the page. Details only of violations: the passes of a long list are many
 * thousands of nodes to serialise. A page without frames is judged by axe.run in the page itself,
 * with axe-core injected once per document (a screen opened by the app's own navigation keeps it):
 * AxeBuilder's default injects its 1.5 MB again and finishes every run in a new blank page, 1.3 to
 * 4 s a screen against 0.1 to 0.6 s here. A page with frames goes through AxeBuilder, which
 * judges every frame.
 */
async function runAxe(page: Page, include?: string): Promise<axe.AxeResults> {
  const options: axe.RunOptions = {
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: WCAG_TAGS },
  };
  const framed = await page.evaluate(() => document.querySelector('iframe, frame') !== null);
  if (framed) {
    // One options call with both: a later .options() replaces what .withTags() set.
    let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).options(options);
    if (include) builder = builder.include(include);
    return builder.analyze();
  }
  const injected = await page.evaluate(
    (version) => (window as unknown as { axe?: { version: string } }).axe?.version === version,
    axe.version,
  );
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ({ selector, runOptions }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      return runner.run(selector ? { include: [selector] } : document, runOptions);
    },
    { selector: include, runOptions: options },
  );
}

/**
 * The serious and critical WCAG violations on the page as it is now (or only in the elements of
 * the `include` selector, e.g. an open dialog), one line per rule with the number of elements and
 * the first few of them; `where` names the screen in the message. With A11Y_REPORT set, every
 * violation is also appended to that file as a JSON line.
 */
export async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  await settle(page);
  const results = await runAxe(page, include);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = process.env.A11Y_REPORT;
  if (report) {
    const width = page.viewportSize()?.width;
    for (const v of serious)
      fs.appendFileSync(
        report,
        `${JSON.stringify({ where, width, rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })) })}\n`,
      );
  }
  return serious.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map(
        (n) =>
          `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.split('\n')[1]?.trim()}]` : ''}`,
      )
      .join(' | ');
    return `${where}: ${v.id} (${v.impact}) ×${v.nodes.length}: ${targets}`;
  });
}

const sessions = new Map<E2EUser, StoredSession>();

/** Puts the person's session in local storage before the app starts (one API sign-in per person and worker). */
export async function useSessionOf(page: Page, request: APIRequestContext, who: E2EUser): Promise<void> {
  let session = sessions.get(who);
  if (!session) {
    session = await apiSession(request, who);
    sessions.set(who, session);
  }
  await plantSession(page, session);
}

/**
 * Opens a screen: the first by loading the page, the next ones as the app's own links do (a history
 * entry the router follows), which spares a full page load per screen.
 */
export async function openScreen(page: Page, path: string, title: string): Promise<void> {
  const inApp = await page
    .evaluate(() => Boolean(document.getElementById('main-content')))
    .catch(() => false);
  if (inApp) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({
    timeout: 15_000,
  });
}

/** Checks the open dialog (or menu) and closes it with Escape. */
export async function checkDialog(page: Page, where: string, found: string[]): Promise<void> {
  await expect(page.getByRole('dialog').last()).toBeVisible();
  // The screen behind was checked on its own; here only the dialog.
  found.push(...(await seriousViolations(page, where, '[role="dialog"]')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
