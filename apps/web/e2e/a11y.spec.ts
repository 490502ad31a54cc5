import { expect, type Page, type Route, test } from '@playwright/test';
import { seriousViolations, useSessionOf, VIEWPORTS } from './support/axe.ts';
import { E2E_ADS, type E2EUser } from './support/fixtures.ts';
import { NOT_FOUND_SCREEN, SCREENS } from './support/routes.ts';
import { apiSignIn } from './support/session.ts';

// Every screen and every dialog, at 1366 and 390 px, as an administrator and as a user without
// rights, must have no serious or critical WCAG 2.2 A/AA violation that axe-core finds.

/** Every screen, and the not-found screen, in two halves for the two workers (the long lists evenly). */
const ROUTES = [...SCREENS, NOT_FOUND_SCREEN];
const SECOND_HALF = ROUTES.findIndex(([path]) => path === '/tools/voting-widgets');

const PEOPLE: Array<[E2EUser, string]> = [
  ['admin', 'administrator'],
  ['editor', 'user without rights'],
];

/**
 * Opens a screen: the first by loading the page, the next ones as the app's own links do (a history
 * entry the router follows), which spares a full page load per screen.
 */
async function openScreen(page: Page, path: string, title: string): Promise<void> {
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
async function checkDialog(page: Page, where: string, found: string[]): Promise<void> {
  await expect(page.getByRole('dialog').last()).toBeVisible();
  // The screen behind was checked on its own; here only the dialog.
  found.push(...(await seriousViolations(page, where, '[role="dialog"]')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A poll for the dialogs when the list has none yet (its data are only read, never written). */
const STAGED_POLL = {
  id: 990001,
  name: 'Akadálymentességi próba szavazás',
  items: [
    { id: 990101, name: 'Igen', votes: 3 },
    { id: 990102, name: 'Nem', votes: 1 },
  ],
  total_votes: 4,
  right_side: 0,
  is_active: 1,
  user_id: 1,
  full_name: 'Bíró Anna',
  creation_date: '2026-01-05T10:00:00.000Z',
  last_update: '2026-01-05T10:00:00.000Z',
};

async function stagePoll(page: Page): Promise<void> {
  await page.route(/\/api\/voting-widgets(\?.*)?$/, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const reply = await route.fetch();
    const body = (await reply.json()) as { data: unknown[]; pagination: { total: number } };
    if (body.data.length === 0) {
      body.data = [STAGED_POLL];
      body.pagination = { ...body.pagination, total: 1 };
    }
    await route.fulfill({ response: reply, json: body });
  });
  await page.route(`**/api/voting-widgets/${STAGED_POLL.id}`, (route) =>
    route.fulfill({ json: { status: 'ok', data: STAGED_POLL } }),
  );
}

/** The newest audit entry gets a long change, so its row offers 'Részletek'. */
async function stageLongChange(page: Page): Promise<void> {
  await page.route(/\/api\/audit-log(\?.*)?$/, async (route: Route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as { data: Array<Record<string, unknown>> };
    const first = body.data[0];
    if (first) {
      first.changes = {
        title: { before: 'Régi cím', after: 'Új cím' },
        short_content: { before: 'Rövid', after: 'Hosszabb bevezető szöveg' },
        keywords: { before: 'a, b', after: 'a, b, c' },
        post_type: { before: 'Hír', after: 'Interjú' },
        menu_id: { before: 1, after: 2 },
      };
    }
    await route.fulfill({ response: reply, json: body });
  });
}

/** User 7's details say their second factor is on, so the administrator's reset (and its question) shows. */
async function stageSecondFactorOn(page: Page): Promise<void> {
  await page.route(/\/api\/users\/7$/, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const reply = await route.fetch();
    const body = (await reply.json()) as { data: Record<string, unknown> };
    body.data.two_factor_enabled = 1;
    await route.fulfill({ response: reply, json: body });
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the sign-in screen', async ({ page }) => {
      await page.goto('/');
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
        await page.goto('/');
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
        await openScreen(page, '/about', 'Névjegy');
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
        await openScreen(page, '/my-account', 'Account data');
        const found: string[] = [];
        await page.getByRole('button', { name: 'Kijelentkezés minden más eszközön' }).click();
        await checkDialog(page, 'my-account: sign out elsewhere', found);
        await page
          .getByRole('button', { name: /kijelentkeztetése/ })
          .first()
          .click();
        await checkDialog(page, 'my-account: sign out one session', found);
        expect(found).toEqual([]);
      });
    }

    test('the dialogs of articles, users and the audit trail, as administrator', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await useSessionOf(page, request, 'admin');
      await stageLongChange(page);
      const found: string[] = [];

      await openScreen(page, '/posts', 'Cikkek');
      await page
        .getByTestId('post-row')
        .getByRole('button', { name: /^Törlés/ })
        .first()
        .click();
      await checkDialog(page, 'posts: delete', found);

      await openScreen(page, '/posts/12', 'Cikk szerkesztése');
      await page.getByRole('button', { name: 'Törlés', exact: true }).click();
      await checkDialog(page, 'editor: delete', found);
      await page.getByRole('button', { name: 'Mentés piszkozatként' }).click();
      await checkDialog(page, 'editor: unpublish question', found);
      await page.getByRole('button', { name: 'Előzmények' }).click();
      await expect(page.getByRole('dialog', { name: 'Előzmények' })).toBeVisible();
      await checkDialog(page, 'editor: history', found);

      await openScreen(page, '/users', 'Felhasználók');
      await page
        .getByTestId('user-row')
        .getByRole('button', { name: /^Törlés/ })
        .first()
        .click();
      await checkDialog(page, 'users: delete', found);
      await openScreen(page, '/users/7', 'User data #7');
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await checkDialog(page, 'user details: delete', found);
      await stageSecondFactorOn(page);
      await page.reload();
      await page.getByRole('button', { name: 'Kétlépcsős azonosítás törlése' }).click();
      await expect(page.getByRole('dialog', { name: 'Kétlépcsős azonosítás törlése' })).toBeVisible();
      await checkDialog(page, 'user details: second factor reset', found);

      await openScreen(page, '/audit-log', 'Napló');
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
        ['/campaigns', 'Kampányok', 'Új campaign', E2E_ADS.campaign.title],
        ['/campaigns/banners', 'Bannerek', 'Új banner', E2E_ADS.banner.title],
        ['/campaigns/google-ads', 'Google hirdetések', 'Új Google hirdetés', E2E_ADS.googleAd.name],
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

      await openScreen(page, '/tools/voting-widgets', 'Voting polls');
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
