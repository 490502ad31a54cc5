/**
 * What the category management test files (menus-*.test.ts) share: a TestApp with an
 * 'Adminisztrátor' (taxonomy.manage) and an 'Olvasó' signed in, the calls bound to them, and unique
 * names.
 */
import { randomBytes } from 'node:crypto';
import { type CategoriesOverview, categoriesOverviewReplySchema, type Menu } from '@newsroom/shared';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ALL_ROLES, getOkData, replyBody, type SignedIn, useTestApp } from '../../test/harness.ts';

/** A name no other test uses ('Rovat 1a2b3c4d'). */
export const uniqueName = (label = 'Rovat') => `${label} ${randomBytes(4).toString('hex')}`;

export function useCategoriesApp() {
  const used = useTestApp({ admin: ALL_ROLES, reader: {} });
  const { t, admin, reader } = used;

  function call(method: InjectOptions['method'], url: string, payload?: unknown, who: SignedIn = admin) {
    return t.app.inject({
      method,
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  /** A write that must succeed; answers the reply's `data` and `message`. */
  async function ok<T>(method: InjectOptions['method'], url: string, payload?: unknown) {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; data: T; message?: string }>();
    expect(body.status).toBe('ok');
    return body;
  }

  async function overview(): Promise<CategoriesOverview> {
    const res = await call('GET', '/api/categories', undefined, reader);
    expect(res.statusCode, res.body).toBe(200);
    return replyBody(res, categoriesOverviewReplySchema).data;
  }

  /** A category of the overview by id. */
  async function category(id: number) {
    const found = (await overview()).categories.find((c) => c.id === id);
    if (!found) throw new Error(`category ${id} is not in the overview`);
    return found;
  }

  /** GET /api/admin-menu-items as the editor sees it. */
  const activeMenus = () => getOkData<Menu[]>(t, '/api/admin-menu-items', reader.headers);

  /** POST /api/admin-menu-items; answers the new category. */
  async function addCategory(body: Record<string, unknown> = {}) {
    return (
      await ok<{ id: number; name: string; path: string }>('POST', '/api/admin-menu-items', {
        name: uniqueName(),
        ...body,
      })
    ).data;
  }

  return { ...used, call, ok, overview, category, activeMenus, addCategory };
}
