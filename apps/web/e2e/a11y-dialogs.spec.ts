import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { stageLongChange, stagePoll, stageSecondFactorOn } from './support/a11y-staging.ts';
import { checkDialog, openScreen, useSessionOf, VIEWPORTS } from './support/axe.ts';
import { E2E_ADS } from './support/fixtures.ts';

// The dialogs of articles, users, the audit trail, advertising and polls, at 1366 and 390 px, must
// have no serious or critical WCAG 2.2 A/AA violation that axe-core finds (a11y.spec.ts: the screens).

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the dialogs of articles, users and the audit trail, as administrator', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await useSessionOf(page, request, 'admin');
      await stageLongChange(page);
      const found: string[] = [];

      await openScreen(page, paths.posts.href(), 'Cikkek');
      await page
        .getByTestId('post-row')
        .getByRole('button', { name: /^Törlés/ })
        .first()
        .click();
      await checkDialog(page, 'posts: delete', found);

      await openScreen(page, paths.post.href(12), 'Cikk szerkesztése');
      await page.getByRole('button', { name: 'Törlés', exact: true }).click();
      await checkDialog(page, 'editor: delete', found);
      await page.getByRole('button', { name: 'Mentés piszkozatként' }).click();
      await checkDialog(page, 'editor: unpublish question', found);
      await page.getByRole('button', { name: 'Előzmények' }).click();
      await expect(page.getByRole('dialog', { name: 'Előzmények' })).toBeVisible();
      await checkDialog(page, 'editor: history', found);

      await openScreen(page, paths.users.href(), 'Felhasználók');
      await page
        .getByTestId('user-row')
        .getByRole('button', { name: /^Törlés/ })
        .first()
        .click();
      await checkDialog(page, 'users: delete', found);
      await openScreen(page, paths.user.href(7), 'User data #7');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await checkDialog(page, 'user details: delete', found);
      await stageSecondFactorOn(page);
      await page.reload();
      await page.getByRole('button', { name: 'Kétlépcsős azonosítás törlése' }).click();
      await expect(page.getByRole('dialog', { name: 'Kétlépcsős azonosítás törlése' })).toBeVisible();
      await checkDialog(page, 'user details: second factor reset', found);

      await openScreen(page, paths.auditLog.href(), 'Napló');
      await page
        .getByTestId('audit-row')
        .first()
        .getByRole('button', { name: /Részletek/ })
        .click();
      await checkDialog(page, 'audit: Részletek', found);
      await page.getByRole('button', { name: 'Biztonsági beállítások' }).click();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
      await checkDialog(page, 'audit: Biztonsági beállítások', found);
      expect(found).toEqual([]);
    });

    test('the dialogs of advertising and polls, as administrator', async ({ page, request }) => {
      test.setTimeout(120_000);
      await useSessionOf(page, request, 'admin');
      await stagePoll(page);
      const found: string[] = [];
      const screens: Array<[string, string, string, string]> = [
        [paths.campaigns.href(), 'Kampányok', 'Új campaign', E2E_ADS.campaign.title],
        [paths.banners.href(), 'Bannerek', 'Új banner', E2E_ADS.banner.title],
        [paths.googleAds.href(), 'Google hirdetések', 'Új Google hirdetés', E2E_ADS.googleAd.name],
      ];
      for (const [path, title, newLabel, rowText] of screens) {
        await openScreen(page, path, title);
        await page.getByRole('button', { name: newLabel }).click();
        await checkDialog(page, `${path}: new`, found);
        const row = page.getByTestId('ad-row').filter({ hasText: rowText });
        await row.getByRole('button', { name: /^Szerkesztés/ }).click();
        await expect(page.getByRole('dialog').getByRole('textbox').first()).not.toHaveValue('');
        await checkDialog(page, `${path}: edit`, found);
        await row.getByRole('button', { name: /^Törlés/ }).click();
        await checkDialog(page, `${path}: delete`, found);
      }

      await openScreen(page, paths.polls.href(), 'Voting polls');
      await page.getByRole('button', { name: 'New voting poll' }).click();
      await checkDialog(page, 'polls: new', found);
      const poll = page.getByTestId('poll-row').first();
      await poll.getByRole('button', { name: /^Edit/ }).click();
      await expect(page.getByRole('dialog').getByRole('textbox').first()).not.toHaveValue('');
      await checkDialog(page, 'polls: edit', found);
      await poll.getByRole('button', { name: /^Delete/ }).click();
      await checkDialog(page, 'polls: delete', found);
      expect(found).toEqual([]);
    });
  });
}
