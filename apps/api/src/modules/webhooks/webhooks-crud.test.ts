// The webhooks' calls (issue 23, point 5): create with the secret shown once, list, read, save,
// delete, who may call them, and the 400s of bad input and of forbidden targets (the SSRF guard).
import { INTEGRATION_MESSAGES as M, type NewWebhook, SERVER_MESSAGES, type Webhook } from '@newsroom/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, webhooks } from '../../db/schema/index.ts';
import { errorBody, expectNothingSecret, useAuditTrail, useTestApp } from '../../test/harness.ts';
import { useWebhooksApp } from './webhooks-support.ts';

const { t, admin, editor, call, createWebhook } = useWebhooksApp();
const { lastAuditId, auditSince } = useAuditTrail(t, eq(auditLog.entity, 'webhook'));

const RECEIVER = 'http://127.0.0.1:9/hook';

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(webhooks);
  return row?.n ?? 0;
}

describe('POST /api/webhooks', () => {
  it('creates a webhook that is on, and shows its signing secret in that reply only', async () => {
    const mark = await lastAuditId();
    const res = await call('POST', '/api/webhooks', admin, {
      name: '  Oldal frissítése  ',
      url: RECEIVER,
      events: ['article.published', 'article.updated', 'article.published'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; message: string; data: NewWebhook }>();
    expect(body).toMatchObject({ status: 'ok', message: M.webhookCreated });
    expect(body.data).toMatchObject({
      name: 'Oldal frissítése',
      url: RECEIVER,
      events: ['article.published', 'article.updated'],
      is_active: true,
      disabled_reason: '',
    });
    expect(body.data.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);

    const list = await call('GET', '/api/webhooks', admin);
    const one = await call('GET', `/api/webhooks/${body.data.id}`, admin);
    expect(list.statusCode).toBe(200);
    expect(one.json<{ data: Webhook }>().data).toEqual(
      list.json<{ data: Webhook[] }>().data.find((w) => w.id === body.data.id),
    );
    for (const reply of [list, one]) expect(reply.body).not.toContain(body.data.secret);
    expect(one.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('secret');

    const entries = await auditSince(mark);
    expect(entries).toMatchObject([{ action: 'create', entityId: body.data.id, label: 'Oldal frissítése' }]);
    expectNothingSecret(entries, [body.data.secret]);
  });

  it('is for administrators only: 403 for an editor, 401 without a session, and nothing is stored', async () => {
    const before = await storedCount();
    const payload = { name: 'Szerkesztőé', url: RECEIVER, events: ['article.published'] };
    const refused = await call('POST', '/api/webhooks', editor, payload);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).message).toBe(SERVER_MESSAGES.forbidden);
    expect((await call('GET', '/api/webhooks', editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/webhooks', null, payload)).statusCode).toBe(401);
    const hook = await createWebhook(RECEIVER);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${hook.id}`],
      ['PUT', `/api/webhooks/${hook.id}`],
      ['DELETE', `/api/webhooks/${hook.id}`],
      ['GET', `/api/webhooks/${hook.id}/deliveries`],
    ] as const) {
      expect((await call(method, url, editor, method === 'PUT' ? payload : undefined)).statusCode).toBe(403);
    }
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses bad input with the Hungarian message of the field, and stores nothing', async () => {
    const before = await storedCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: 'A', url: RECEIVER, events: ['article.exploded'] }, 'events', M.webhookEventUnknown],
      [{ name: 'A', url: RECEIVER, events: [] }, 'events', M.webhookEventsMissing],
      [{ name: 'A', url: RECEIVER }, 'events', M.webhookEventsMissing],
      [{ name: 'A', url: 'nem egy cím', events: ['menus.changed'] }, 'url', M.webhookUrlInvalid],
      [{ name: 'A', url: 'ftp://127.0.0.1/x', events: ['menus.changed'] }, 'url', M.webhookUrlInvalid],
      [{ name: 'A', url: 'http://', events: ['menus.changed'] }, 'url', M.webhookUrlInvalid],
      [{ name: '  ', url: RECEIVER, events: ['menus.changed'] }, 'name', M.webhookNameMissing],
      [{ name: 'x'.repeat(101), url: RECEIVER, events: ['menus.changed'] }, 'name', M.webhookNameTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/webhooks', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(res).errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it('always refuses link-local, cloud metadata and other special addresses, even with private networks allowed', async () => {
    const before = await storedCount();
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://169.254.1.1:8080/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://0.0.0.0:3000/',
      'http://224.0.0.1/',
      'http://[ff02::1]/',
      // WHATWG URL spelling tricks of 169.254.169.254.
      'http://2852039166/',
      'http://0xa9.0xfe.0xa9.0xfe/',
    ]) {
      const res = await call('POST', '/api/webhooks', admin, {
        name: 'Metaadat',
        url,
        events: ['menus.changed'],
      });
      expect(res.statusCode, url).toBe(400);
      expect(errorBody(res)).toMatchObject({
        message: M.webhookUrlForbidden,
        errors: { url: M.webhookUrlForbidden },
      });
    }
    const unresolvable = await call('POST', '/api/webhooks', admin, {
      name: 'Sehol',
      url: 'https://nincs-ilyen-gep.invalid/hook',
      events: ['menus.changed'],
    });
    expect(unresolvable.statusCode).toBe(400);
    expect(errorBody(unresolvable).errors?.url).toBe(M.webhookUrlUnresolvable);
    expect(await storedCount()).toBe(before);
  });
});

describe('PUT and DELETE /api/webhooks/{id}', () => {
  it('saves a webhook, turns it off and on (clearing the reason the server gave), and records it', async () => {
    const hook = await createWebhook(RECEIVER, ['article.published']);
    const mark = await lastAuditId();
    const off = await call('PUT', `/api/webhooks/${hook.id}`, admin, {
      name: 'Átnevezve',
      url: 'http://localhost:9/uj',
      events: ['menus.changed'],
      is_active: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: M.webhookSaved,
      data: { name: 'Átnevezve', url: 'http://localhost:9/uj', events: ['menus.changed'], is_active: false },
    });
    expect(off.body).not.toContain(hook.secret);
    // As the server turns it off after a 410 (webhooks-retry.test.ts does it for real).
    await t.db.update(webhooks).set({ disabledReason: M.disabledBy410 }).where(eq(webhooks.id, hook.id));
    const on = await call('PUT', `/api/webhooks/${hook.id}`, admin, {
      name: 'Átnevezve',
      url: 'http://localhost:9/uj',
      events: ['menus.changed'],
      is_active: true,
    });
    expect(on.json()).toMatchObject({ data: { is_active: true, disabled_reason: '' } });
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update']);
    expect(entries[0]?.changes).toMatchObject({ name: { before: 'Teszt webhook', after: 'Átnevezve' } });
    expectNothingSecret(entries, [hook.secret]);
  });

  it('refuses a forbidden URL on save and keeps the webhook as it was', async () => {
    const hook = await createWebhook(RECEIVER);
    const res = await call('PUT', `/api/webhooks/${hook.id}`, admin, {
      name: 'Rossz',
      url: 'http://169.254.169.254/',
      events: ['article.published'],
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors?.url).toBe(M.webhookUrlForbidden);
    const stored = await call('GET', `/api/webhooks/${hook.id}`, admin);
    expect(stored.json()).toMatchObject({ data: { name: 'Teszt webhook', url: RECEIVER } });
  });

  it('deletes a webhook: gone from the list and the calls (404), recorded once', async () => {
    const hook = await createWebhook(RECEIVER);
    const mark = await lastAuditId();
    const res = await call('DELETE', `/api/webhooks/${hook.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.webhookDeleted, data: { id: hook.id } });
    const list = await call('GET', '/api/webhooks', admin);
    expect(list.json<{ data: Webhook[] }>().data.map((w) => w.id)).not.toContain(hook.id);
    for (const [method, url] of [
      ['GET', `/api/webhooks/${hook.id}`],
      ['DELETE', `/api/webhooks/${hook.id}`],
      ['GET', `/api/webhooks/${hook.id}/deliveries`],
      ['POST', `/api/webhooks/${hook.id}/deliveries/x/retry`],
    ] as const) {
      const gone = await call(method, url, admin);
      expect(gone.statusCode, url).toBe(404);
      expect(errorBody(gone).message).toBe(M.webhookNotFound);
    }
    expect((await auditSince(mark)).map((e) => e.action)).toEqual(['delete']);
  });

  it('answers 404 for a delivery that is not the webhook’s', async () => {
    const hook = await createWebhook(RECEIVER);
    const res = await call('POST', `/api/webhooks/${hook.id}/deliveries/nincs-ilyen/retry`, admin);
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).message).toBe(M.deliveryNotFound);
    expect((await call('GET', `/api/webhooks/${hook.id}/deliveries`, admin)).json()).toMatchObject({
      data: [],
    });
  });
});

describe('without WEBHOOKS_ALLOW_PRIVATE_NETWORKS', () => {
  const strict = useTestApp({ admin: { is_administrator: true } });

  it('refuses loopback and private targets, by address or by a name that resolves to one', async () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://[::1]/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://[fc00::1]/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      const res = await strict.t.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: strict.admin.headers,
        payload: { name: 'Belső', url, events: ['menus.changed'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(errorBody(res).errors?.url, url).toBe(M.webhookUrlForbidden);
    }
    const publicTarget = await strict.t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: strict.admin.headers,
      payload: { name: 'Nyilvános', url: 'https://93.184.215.14/hook', events: ['menus.changed'] },
    });
    expect(publicTarget.statusCode, publicTarget.body).toBe(200);
  });
});
