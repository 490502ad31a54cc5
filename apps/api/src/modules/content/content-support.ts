/**
 * What the content API's test files (content-*.test.ts, preview.test.ts) share: a TestApp with an
 * administrator who makes content keys, an editor who writes articles, and the calls bound to them.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildPost, type PostOverrides, type SignedIn, useTestApp } from '../../test/harness.ts';

export function useContentApp(options: { env?: Record<string, string> } = {}) {
  const used = useTestApp(
    {
      /** is_administrator: manages content keys and webhooks. */
      admin: { is_administrator: true, first_name: 'Anna', last_name: 'Rendszer' },
      /** is_admin: writes articles, may not manage keys. */
      editor: { is_admin: true, first_name: 'Elek', last_name: 'Szerkesztő' },
    },
    { env: { PUBLIC_SITE_URL: 'https://hirek.example', ...options.env } },
  );
  const { t, admin } = used;

  function call(
    method: InjectOptions['method'],
    url: string,
    who: SignedIn | null,
    payload?: unknown,
    headers = {},
  ) {
    return t.app.inject({
      method,
      url,
      headers: { ...(who ? who.headers : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  }

  /** A new content key made through the API. */
  async function makeKey(name = 'Nyilvános oldal'): Promise<{ id: number; key: string }> {
    const res = await call('POST', '/api/content-keys', admin, { name });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: number; key: string };
    return data;
  }

  /** A GET of the content API with `key` in the query. */
  function read(
    path: string,
    key: string,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const sep = path.includes('?') ? '&' : '?';
    return call('GET', `${path}${sep}key=${encodeURIComponent(key)}`, null, undefined, headers);
  }

  /** An article inserted straight into the table (published unless overridden). */
  const article = (overrides: PostOverrides = {}) => buildPost(t.db, overrides);

  return { ...used, call, makeKey, read, article };
}
