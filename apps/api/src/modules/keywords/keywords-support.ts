/**
 * What the keyword test files share: an editor who holds taxonomy.manage (the spec's is_admin), the
 * calls bound to them, and the keywords as the database holds them.
 */
import type { Keyword, Post } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { type SignedIn, validPostInput } from '../../test/harness.ts';

export function keywordCalls(t: TestApp, editor: SignedIn) {
  /** An article saved through POST /api/posts/add with these keywords. */
  async function save(keywords: string, overrides: Record<string, unknown> = {}): Promise<Post> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts/add',
      headers: editor.headers,
      payload: validPostInput({ keywords, menu_type: 'post', ...overrides }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Post }>().data;
  }

  /** The listed keyword named `name` (exactly), or undefined. */
  async function listed(name: string): Promise<Keyword | undefined> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/keywords?q=${encodeURIComponent(name)}&per_page=100`,
      headers: editor.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Keyword[] }>().data.find((k) => k.name === name);
  }

  async function mustList(name: string): Promise<Keyword> {
    const found = await listed(name);
    expect(found, `keyword ${name}`).toBeDefined();
    return found as Keyword;
  }

  const rename = (id: number, name: unknown, who: SignedIn = editor) =>
    t.app.inject({ method: 'PUT', url: `/api/keywords/${id}`, headers: who.headers, payload: { name } });

  const merge = (id: number, into: unknown, who: SignedIn = editor) =>
    t.app.inject({
      method: 'POST',
      url: `/api/keywords/${id}/merge`,
      headers: who.headers,
      payload: { into },
    });

  /** An article's keywords as stored. */
  async function storedKeywords(id: number): Promise<string> {
    const result = await t.db.execute(sql`select keywords from posts where id = ${id}`);
    return (result as unknown as { rows: Array<{ keywords: string }> }).rows[0]?.keywords ?? '';
  }

  /** Every keyword row (live or merged) whose fold is one of `folds`: name, counts, merged or not. */
  async function rows(...folds: string[]) {
    const result = await t.db.execute(sql`
      select name, article_count as n, published_count as p, merged_into_id is not null as merged
      from keywords where fold = any(${sql.param(folds)}::text[]) order by fold, id`);
    return (result as unknown as { rows: Array<{ name: string; n: number; p: number; merged: boolean }> })
      .rows;
  }

  return { save, listed, mustList, rename, merge, storedKeywords, rows };
}
