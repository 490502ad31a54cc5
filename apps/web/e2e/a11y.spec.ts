import { paths } from '@newsroom/shared';
import { expect, test } from '@playwright/test';
import { checkDialog, openScreen, seriousViolations, useSessionOf, VIEWPORTS } from './support/axe.ts';
import type { E2EUser } from './support/fixtures.ts';
import { NOT_FOUND_SCREEN, SCREENS } from './support/routes.ts';
import { apiSignIn } from './support/session.ts';

// Every screen and every dialog, at 1366 and 390 px, as an administrator and as a user without
// rights, must have no serious or critical WCAG 2.2 A/AA violation that axe-core finds.
// Here the screens, the sign-in steps, the shell's menus and the account's dialogs; the dialogs of
// the lists are a11y-dialogs.spec.ts.

/** Every screen, and the not-found screen, in two halves for the two workers (the long lists evenly). */
const ROUTES = [...SCREENS, NOT_FOUND_SCREEN];
const SECOND_HALF = ROUTES.findIndex(([path]) => path === paths.polls.href());

const PEOPLE: Array<[E2EUser, string]> = [
  ['admin', 'administrator'],
  ['editor', 'user without rights'],
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the sign-in screen', async ({ page }) => {
      await page.goto(paths.home.href());
      await expect(page.getByLabel('E-mail cím')).toBeVisible();
      expect(await seriousViolations(page, 'login')).toEqual([]);
    });

    test('the second sign-in steps (code, and the set-up a role requires)', async ({ page }) => {
      // Staged replies: the steps' markup is what is checked, no real second factor is needed.
      let setup = false;
      await page.route('**/api/login', (route) =>
        route.fulfill({
          json: { status: 'ok', two_factor_required: true, two_factor_setup: setup, challenge: 'a11y' },
        }),
      );
      await page.route('**/api/login/two-factor/setup', (route) =>
        route.fulfill({
          json: {
            status: 'ok',
            data: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_url: 'otpauth://totp/Newsroom:a11y?secret=JBSWY3DPEHPK3PXP',
              qr_svg:
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="2" height="2"/></svg>',
            },
          },
        }),
      );
      const found: string[] = [];
      for (const [staged, title] of [
        [false, 'Kétlépcsős azonosítás'],
        [true, 'Kétlépcsős azonosítás beállítása'],
      ] as const) {
        setup = staged;
        await page.goto(paths.home.href());
        await page.getByLabel('E-mail cím').fill('valaki@e2e.test');
        await page.getByLabel('Jelszó').fill('Barmi-Jelszo-2026');
        await page.getByLabel('Jelszó').press('Enter');
        await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
        await expect(page.getByLabel('Ellenőrző kód')).toBeVisible();
        found.push(...(await seriousViolations(page, title)));
      }
      expect(found).toEqual([]);
    });

    for (const [who, role] of PEOPLE) {
      // In two halves, so that the two workers share the long lists evenly.
      for (const [half, routes] of [
        ['articles, reports and ads', ROUTES.slice(0, SECOND_HALF)],
        ['polls, users, the trail, the account and the rest', ROUTES.slice(SECOND_HALF)],
      ] as const) {
        test(`every screen (${half}), as ${role}`, async ({ page, request }) => {
          test.setTimeout(180_000);
          await useSessionOf(page, request, who);
          const found: string[] = [];
          for (const [path, title] of routes) {
            await openScreen(page, path, title);
            found.push(...(await seriousViolations(page, path)));
          }
          expect(found).toEqual([]);
        });
      }

      test(`the shell's menus, as ${role}`, async ({ page, request }) => {
        await useSessionOf(page, request, who);
        await openScreen(page, paths.about.href(), 'Névjegy');
        const found: string[] = [];
        await page.getByTestId('profile-menu').click();
        await expect(page.getByRole('menu')).toBeVisible();
        found.push(...(await seriousViolations(page, 'profile menu', '[role="menu"]')));
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
        if (viewport.width < 768) {
          await page.getByRole('button', { name: 'Navigáció megnyitása' }).click();
          await expect(page.getByRole('navigation', { name: 'Fő navigáció' })).toBeInViewport();
          found.push(...(await seriousViolations(page, 'open navigation', 'nav')));
        }
        expect(found).toEqual([]);
      });

      test(`the account's dialogs, as ${role}`, async ({ page, request }) => {
        // Another session of the person, so 'Kijelentkezés minden más eszközön' is offered.
        await apiSignIn(
          request,
          who,
          'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        );
        await useSessionOf(page, request, who);
        await openScreen(page, paths.myAccount.href(), 'Account data');
        const found: string[] = [];
        await page.getByRole('button', { name: 'Kijelentkezés minden más eszközön' }).click();
        await checkDialog(page, 'my-account: sign out elsewhere', found);
        await page
          .getByRole('button', { name: /^Kijelentkeztetés:/ })
          .first()
          .click();
        await checkDialog(page, 'my-account: sign out one session', found);
        expect(found).toEqual([]);
      });
    }
  });
}

test('the check itself finds what it must: an image without a text, a button without a name', async ({
  page,
  request,
}) => {
  await useSessionOf(page, request, 'admin');
  await openScreen(page, paths.about.href(), 'Névjegy');
  expect(await seriousViolations(page, 'clean')).toEqual([]);
  await page.evaluate(() => {
    const broken = document.createElement('div');
    broken.id = 'broken';
    broken.innerHTML = '<img src="/favicon.svg"><button type="button"></button>';
    document.getElementById('main-content')?.append(broken);
  });
  const found = await seriousViolations(page, 'broken');
  expect(found.map((line) => line.split(' ')[1])).toEqual(
    expect.arrayContaining(['image-alt', 'button-name']),
  );
  // Only inside the named part: the same faults outside it are not this part's.
  expect(await seriousViolations(page, 'profile menu', '[data-testid="profile-menu"]')).toEqual([]);
  expect(await seriousViolations(page, 'broken part', '#broken')).toHaveLength(2);
});
