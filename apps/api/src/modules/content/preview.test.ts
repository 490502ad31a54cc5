/**
 * Signed draft previews (docs/api.md, "Content API"): POST /api/posts/{id}/preview and
 * GET /api/content/preview/{token}. The token is the key, it expires, dies with its article, and a
 * published article's preview never takes it off the site.
 */
import { CONTENT_MESSAGES } from '@newsroom/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appSecrets, posts } from '../../db/schema/index.ts';
import { useContentApp } from './content-support.ts';
import { makePreviewToken } from './preview.service.ts';

const { t, editor, admin, call, article, makeKey, read } = useContentApp();

async function preview(id: number, body?: unknown) {
  const res = await call('POST', `/api/posts/${id}/preview`, editor, body ?? {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; url: string; expires_at: string };
}

describe('previews', () => {
  it('shows a draft as saved, without a key, private and not indexed', async () => {
    const draft = await article({
      menu_type: 'draft',
      title: 'Még titkos',
      content: '<p>Piszkozat szöveg</p>',
    });
    const started = Date.now();
    const data = await preview(draft.id);
    expect(data.url).toBe(
      `https://hirek.example${draft.post_url}?draft=1&preview=${encodeURIComponent(data.token)}`,
    );
    const expires = new Date(data.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(started + 3600_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    const res = await call('GET', `/api/content/preview/${data.token}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.json().data).toMatchObject({
      id: draft.id,
      title: 'Még titkos',
      content: '<p>Piszkozat szöveg</p>',
    });
    // Saved again: the same token shows the new text.
    await t.db.update(posts).set({ title: 'Átírt cím' }).where(eq(posts.id, draft.id));
    expect((await call('GET', `/api/content/preview/${data.token}`, null)).json().data.title).toBe(
      'Átírt cím',
    );
    // Still a draft for the content API.
    const key = (await makeKey()).key;
    expect((await read(`/api/content/articles/${draft.shortname}`, key)).statusCode).toBe(404);
  });

  it("keeps a published article's unsaved text behind the token, and leaves the live article as it is", async () => {
    const live = await article({ title: 'Élő cím', content: '<p>Élő szöveg</p>' });
    const data = await preview(live.id, {
      title: 'Javított cím',
      content: '<p>Javított szöveg</p><script>alert(1)</script>',
      short_content: 'Új bevezető',
    });
    const shownRes = await call('GET', `/api/content/preview/${data.token}`, null);
    expect(shownRes.statusCode, shownRes.body).toBe(200);
    const shown = shownRes.json().data;
    expect(shown).toMatchObject({
      title: 'Javított cím',
      short_content: 'Új bevezető',
      content: '<p>Javított szöveg</p>',
    });
    const stored = (await call('GET', `/api/posts/${live.id}`, editor)).json().data;
    expect(stored).toMatchObject({ title: 'Élő cím', menu_type: 'post', content: '<p>Élő szöveg</p>' });
    const revisions = await call('GET', `/api/posts/${live.id}/revisions`, editor);
    expect(revisions.json().data).toEqual([]);
  });

  it('refuses a tampered, expired or deleted-article token with 401', async () => {
    const draft = await article({ menu_type: 'draft' });
    const { token } = await preview(draft.id);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ p: draft.id + 1, e: Date.now() + 3600_000 })).toString(
      'base64url',
    );
    const [secret] = await t.db.select().from(appSecrets).where(eq(appSecrets.name, 'preview'));
    const expired = makePreviewToken(secret?.value ?? '', { p: draft.id, e: Date.now() - 1000 });
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature}x`, 'semmi', expired]) {
      const res = await call('GET', `/api/content/preview/${encodeURIComponent(bad)}`, null);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(CONTENT_MESSAGES.previewInvalid);
    }
    await t.db.execute(sql`update posts set is_active = false where id = ${draft.id}`);
    expect((await call('GET', `/api/content/preview/${token}`, null)).statusCode).toBe(401);
  });

  it('is for users who write articles: 403 for others, 404 for an unknown article', async () => {
    const draft = await article({ menu_type: 'draft' });
    const reader = await t.signIn({});
    expect((await call('POST', `/api/posts/${draft.id}/preview`, reader, {})).statusCode).toBe(403);
    expect((await call('POST', `/api/posts/${draft.id}/preview`, null, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/posts/999999/preview', editor, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/posts/${draft.id}/preview`, admin, {})).statusCode).toBe(403);
  });
});
