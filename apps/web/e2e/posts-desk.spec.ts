import { paths } from '@newsroom/shared';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations, useSessionOf } from './support/axe.ts';
import { type Created, createArticle, LIFESTYLE, rows, uniquePrefix } from './support/posts-desk.ts';
import { apiSignIn, bearer } from './support/session.ts';

// The article list as a news desk uses it: sorting by the column headers, selecting rows for a
// bulk action (each article with its own optimistic lock, the outcome summed up). '/' for the title
// search, titles that open the editor and dates with their time: posts-desk-links.spec.ts. Each
// test makes its own articles (support/posts-desk.ts).

const rowTitles = (page: Page) => rows(page).getByRole('heading', { level: 2 });
const table = (page: Page) => page.getByRole('table', { name: 'Cikkek listája' });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });

/** Someone else saves the article meanwhile: a new title, a new last_update. */
async function saveElsewhere(request: APIRequestContext, token: string, article: Created): Promise<void> {
  const loaded = (await (
    await request.get(`/api/posts/${article.id}`, { headers: bearer(token) })
  ).json()) as {
    data: Record<string, unknown>;
  };
  const reply = await request.put(`/api/posts/${article.id}`, {
    headers: bearer(token),
    data: { ...loaded.data, title: `${article.title} (javítva)`, image: null },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

async function articles(request: APIRequestContext, token: string, query: string): Promise<string[]> {
  const reply = await request.get(`/api/admin-posts?${query}`, { headers: bearer(token) });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: Array<{ title: string }> }).data.map((p) => p.title);
}

test.describe('article list for the desk', () => {
  test('sorts by title through its column header, and by date back again; the order lives in the URL', async ({
    page,
    request,
  }) => {
    const token = await apiSignIn(request, 'steady');
    const prefix = uniquePrefix('Rendezés');
    // Created in this order, so the newest first is Zebra, Alma, Cukor.
    for (const word of ['Cukor', 'Alma', 'Zebra']) await createArticle(request, token, `${prefix} ${word}`);

    await useSessionOf(page, request, 'steady');
    await page.goto(`${paths.posts.href()}?menu_id=${LIFESTYLE}&q=${prefix}`);
    await expect(rowTitles(page)).toHaveText([`${prefix} Zebra`, `${prefix} Alma`, `${prefix} Cukor`]);
    await expect(header(page, 'Dátum')).toHaveAttribute('aria-sort', 'descending');
    await expect(header(page, 'Cím')).toHaveAttribute('aria-sort', 'none');

    await header(page, 'Cím').getByRole('button', { name: 'Cím' }).click();
    await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
    await expect(header(page, 'Cím')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'Dátum')).toHaveAttribute('aria-sort', 'none');
    await expect(rowTitles(page)).toHaveText([`${prefix} Alma`, `${prefix} Cukor`, `${prefix} Zebra`]);

    await header(page, 'Cím').getByRole('button', { name: 'Cím' }).click();
    await expect(page).toHaveURL(/[?&]sort=title_desc(&|$)/);
    await expect(header(page, 'Cím')).toHaveAttribute('aria-sort', 'descending');
    await expect(rowTitles(page)).toHaveText([`${prefix} Zebra`, `${prefix} Cukor`, `${prefix} Alma`]);

    // A reload keeps the order, and a search keeps it too.
    await page.reload();
    await expect(rowTitles(page)).toHaveText([`${prefix} Zebra`, `${prefix} Cukor`, `${prefix} Alma`]);
    await page.getByRole('form', { name: 'Szűrők' }).getByRole('button', { name: 'Keresés' }).click();
    await expect(page).toHaveURL(/[?&]sort=title_desc(&|$)/);

    await header(page, 'Dátum').getByRole('button', { name: 'Dátum' }).click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(rowTitles(page)).toHaveText([`${prefix} Zebra`, `${prefix} Alma`, `${prefix} Cukor`]);
    await header(page, 'Dátum').getByRole('button', { name: 'Dátum' }).click();
    await expect(page).toHaveURL(/[?&]sort=date_asc(&|$)/);
    await expect(header(page, 'Dátum')).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowTitles(page)).toHaveText([`${prefix} Cukor`, `${prefix} Alma`, `${prefix} Zebra`]);
  });

  test('moves the selected rows to another category; one saved meanwhile is left alone and reported', async ({
    page,
    request,
  }) => {
    const token = await apiSignIn(request, 'steady');
    const prefix = uniquePrefix('Áthelyezés');
    const [first, second, third] = [
      await createArticle(request, token, `${prefix} egy`),
      await createArticle(request, token, `${prefix} kettő`),
      await createArticle(request, token, `${prefix} három`),
    ];
    await useSessionOf(page, request, 'steady');
    await page.goto(`${paths.posts.href()}?menu_id=${LIFESTYLE}&q=${prefix}`);
    await expect(rows(page)).toHaveCount(3);

    await table(page).getByRole('checkbox', { name: 'Az oldal összes cikkének kijelölése' }).check();
    const bar = page.getByRole('group', { name: 'Műveletek a kijelölt cikkekkel' });
    await expect(bar).toContainText('3 cikk kijelölve');
    await rows(page)
      .getByRole('checkbox', { name: `Kijelölés: ${first?.title}` })
      .uncheck();
    await expect(bar).toContainText('2 cikk kijelölve');
    await rows(page)
      .getByRole('checkbox', { name: `Kijelölés: ${first?.title}` })
      .check();
    await expect(bar).toContainText('3 cikk kijelölve');

    // The list on screen still holds the second article as it was before this save.
    if (second) await saveElsewhere(request, token, second);

    expect(await seriousViolations(page, 'posts: rows selected')).toEqual([]);

    await bar.getByRole('button', { name: 'Áthelyezés' }).click();
    const dialog = page.getByRole('dialog', { name: '3 cikk áthelyezése' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, 'posts: move dialog', '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Kategória', exact: true }).click();
    await page.getByRole('option', { name: 'Kultúra', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Alkategória' }).click();
    await page.getByRole('option', { name: 'Film', exact: true }).click();
    await dialog.getByRole('button', { name: 'Áthelyezés' }).click();

    await expect(page.getByText('2 cikk áthelyezve, 1 időközben módosult').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const report = page.getByTestId('bulk-report');
    await expect(report).toContainText(
      `${second?.title}: A cikket időközben más módosította. Töltse be újra, mielőtt mentene!`,
    );
    // The list refreshes: only the article saved meanwhile is still here, still selected.
    await expect(rows(page)).toHaveCount(1);
    await expect(rowTitles(page)).toHaveText([`${second?.title} (javítva)`]);
    await expect(bar).toContainText('1 cikk kijelölve');
    expect(await articles(request, token, `menu_id=4&q=${prefix}&sort=title`)).toEqual([
      first?.title,
      third?.title,
    ]);
  });

  test('withdrawing and deleting the selected rows ask first, then sum up the outcome', async ({
    page,
    request,
  }) => {
    const token = await apiSignIn(request, 'steady');
    const prefix = uniquePrefix('Tömeges');
    for (const word of ['a', 'b', 'c']) await createArticle(request, token, `${prefix} ${word}`);
    await useSessionOf(page, request, 'steady');
    await page.goto(`${paths.posts.href()}?menu_id=${LIFESTYLE}&q=${prefix}&sort=title`);
    await expect(rows(page)).toHaveCount(3);
    const bar = page.getByRole('group', { name: 'Műveletek a kijelölt cikkekkel' });
    const dialog = page.getByRole('dialog');

    await rows(page)
      .getByRole('checkbox', { name: `Kijelölés: ${prefix} a` })
      .check();
    await bar.getByRole('button', { name: 'Közzététel visszavonása' }).click();
    await expect(dialog).toContainText('Visszavonja a kijelölt 1 cikk közzétételét?');
    await dialog.getByRole('button', { name: 'Közzététel visszavonása' }).click();
    await expect(page.getByText('1 cikk visszavonva').first()).toBeVisible();
    await expect(rowTitles(page)).toHaveText([`${prefix} b`, `${prefix} c`]);
    expect(await articles(request, token, `type=draft&q=${prefix}`)).toEqual([`${prefix} a`]);

    await table(page).getByRole('checkbox', { name: 'Az oldal összes cikkének kijelölése' }).check();
    await bar.getByRole('button', { name: 'Törlés' }).click();
    await expect(dialog).toContainText('Tényleg szeretné törölni a kijelölt 2 cikket?');
    await dialog.getByRole('button', { name: 'Mégsem' }).click();
    await expect(rows(page)).toHaveCount(2);
    await bar.getByRole('button', { name: 'Törlés' }).click();
    await dialog.getByRole('button', { name: 'Törlés' }).click();
    await expect(page.getByText('2 cikk törölve').first()).toBeVisible();
    await expect(page.getByText('Nincs a szűrőknek megfelelő cikk.')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
