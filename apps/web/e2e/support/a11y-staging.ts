// Staged replies for the accessibility checks (a11y-dialogs.spec.ts): data that make a screen show
// what is judged, without writing anything.
import type { Page, Route } from '@playwright/test';

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

export async function stagePoll(page: Page): Promise<void> {
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
export async function stageLongChange(page: Page): Promise<void> {
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
export async function stageSecondFactorOn(page: Page): Promise<void> {
  await page.route(/\/api\/users\/7$/, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const reply = await route.fetch();
    const body = (await reply.json()) as { data: Record<string, unknown> };
    body.data.two_factor_enabled = 1;
    await route.fulfill({ response: reply, json: body });
  });
}
