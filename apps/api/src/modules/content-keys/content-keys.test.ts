/**
 * Content keys (docs/api.md, "Content API"): administrators make, list and revoke them; a content
 * call without a usable key is a 401, past the key's limit a 429 with Retry-After.
 */
import { CONTENT_MESSAGES, INTEGRATION_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { useContentApp } from '../content/content-support.ts';

describe('content keys', () => {
  const { t, admin, editor, call, makeKey, read } = useContentApp();

  it('shows the key once, and lists it by name, prefix, creation and last use', async () => {
    const res = await call('POST', '/api/content-keys', admin, { name: '  Olvasó oldal  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(INTEGRATION_MESSAGES.keyCreated);
    expect(body.data.key).toMatch(/^nrc_[A-Za-z0-9_-]{43}$/);
    expect(body.data.name).toBe('Olvasó oldal');
    expect(body.data.key.startsWith(body.data.prefix)).toBe(true);

    const list = await call('GET', '/api/content-keys', admin);
    const listed = list.json().data.find((k: { id: number }) => k.id === body.data.id);
    expect(listed).toMatchObject({ name: 'Olvasó oldal', last_used_at: null, revoked_at: null });
    expect(listed.key).toBeUndefined();
    expect(list.body).not.toContain(body.data.key);

    expect((await read('/api/content/menus', body.data.key)).statusCode).toBe(200);
    const after = await call('GET', '/api/content-keys', admin);
    const used = after.json().data.find((k: { id: number }) => k.id === body.data.id);
    await expect
      .poll(async () => {
        const again = await call('GET', '/api/content-keys', admin);
        return again.json().data.find((k: { id: number }) => k.id === body.data.id).last_used_at;
      })
      .not.toBeNull();
    expect(used.revoked_at).toBeNull();
    // A key in the query is hidden in the request log, like a token.
    expect(t.logs.some((line) => line.includes('/api/content/menus?key=[rejtett]'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(body.data.key);
  });

  it('refuses a missing or too long name, and changes nothing', async () => {
    const before = (await call('GET', '/api/content-keys', admin)).json().data.length;
    for (const payload of [{}, { name: '   ' }, { name: 'x'.repeat(101) }]) {
      const res = await call('POST', '/api/content-keys', admin, payload);
      expect(res.statusCode).toBe(400);
      expect([INTEGRATION_MESSAGES.keyNameMissing, INTEGRATION_MESSAGES.keyNameTooLong]).toContain(
        res.json().message,
      );
    }
    expect((await call('GET', '/api/content-keys', admin)).json().data.length).toBe(before);
  });

  it('lets only administrators manage keys', async () => {
    const { id } = await makeKey();
    expect((await call('GET', '/api/content-keys', editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/content-keys', editor, { name: 'Saját' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/content-keys/${id}`, editor)).statusCode).toBe(403);
    expect((await call('GET', '/api/content-keys', null)).statusCode).toBe(401);
  });

  it('answers 401 without a key, with an unknown one, and with a revoked one at once', async () => {
    const missing = await call('GET', '/api/content/articles', null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ status: 'error', message: CONTENT_MESSAGES.keyMissing });
    const unknown = await read('/api/content/articles', 'nrc_nincsilyen');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(CONTENT_MESSAGES.keyUnknown);

    const { id, key } = await makeKey();
    // The header works as well as the query; a first read puts the key in the instance's memory.
    const viaHeader = await call('GET', '/api/content/articles', null, undefined, { 'x-content-key': key });
    expect(viaHeader.statusCode).toBe(200);
    const revoked = await call('DELETE', `/api/content-keys/${id}`, admin);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(INTEGRATION_MESSAGES.keyRevoked);
    await expect.poll(async () => (await read('/api/content/articles', key)).statusCode).toBe(401);
    const listed = (await call('GET', '/api/content-keys', admin))
      .json()
      .data.find((k: { id: number }) => k.id === id);
    expect(listed.revoked_at).not.toBeNull();
    expect((await call('DELETE', '/api/content-keys/999999', admin)).statusCode).toBe(404);
  });
});

describe('content key limit', () => {
  const { makeKey, read } = useContentApp({ env: { CONTENT_RATE_LIMIT: '3' } });

  it('answers 429 with Retry-After past the limit of the key, and counts each key apart', async () => {
    const first = await makeKey('Első');
    for (let i = 0; i < 3; i++) expect((await read('/api/content/menus', first.key)).statusCode).toBe(200);
    const refused = await read('/api/content/menus', first.key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CONTENT_MESSAGES.rateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const second = await makeKey('Második');
    expect((await read('/api/content/menus', second.key)).statusCode).toBe(200);
  });
});
