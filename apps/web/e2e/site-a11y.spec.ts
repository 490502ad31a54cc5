import { expect, test } from '@playwright/test';
import { seriousViolations, VIEWPORTS } from './support/axe.ts';
import { uniqueTitle } from './support/editor.ts';
import { publishArticle, SITE_URL, signInAdmin } from './support/site.ts';

// The reader site's pages, at 1366 and 390 px, must have no serious or critical WCAG 2.2 A/AA
// violation that axe-core finds (the same rules as the back office's, a11y.spec.ts).

for (const viewport of VIEWPORTS) {
  test(`axe at ${viewport.name} px: the home page, a category and an article`, async ({
    browser,
    request,
  }) => {
    const article = await publishArticle(request, await signInAdmin(request), {
      title: uniqueTitle('E2E akadálymentes cikk'),
    });
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      locale: 'hu-HU',
    });
    try {
      const page = await context.newPage();
      const found: string[] = [];
      for (const [path, where] of [
        ['/', 'home'],
        ['/hirek/', 'category'],
        [article.post_url, 'article'],
      ] as const) {
        const response = await page.goto(`${SITE_URL}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        found.push(...(await seriousViolations(page, `site ${where} at ${viewport.name} px`)));
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
