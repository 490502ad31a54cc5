// The SSRF guard (issue 23, point 5): which addresses a webhook may reach, every address of a name
// checked, and the check repeated at each delivery, which connects only to the address checked.
import { INTEGRATION_MESSAGES as M } from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhooks } from '../../db/schema/index.ts';
import { type CheckedAddress, checkWebhookUrl, classifyAddress } from './webhook-address.ts';
import { sleep, useWebhooksApp } from './webhooks-support.ts';

const { t, hookedReceiver, waitForDeliveries, publishArticle } = useWebhooksApp();

describe('classifyAddress', () => {
  it.each([
    ['93.184.215.14', 'public'],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', 'public'],
    ['127.0.0.1', 'private'],
    ['127.8.9.10', 'private'],
    ['::1', 'private'],
    ['10.0.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['169.254.169.254', 'forbidden'],
    ['169.254.0.1', 'forbidden'],
    ['fd00:ec2::254', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['fe80::1%eth0', 'forbidden'],
    ['::ffff:169.254.169.254', 'forbidden'],
    ['::ffff:a9fe:a9fe', 'forbidden'],
    ['64:ff9b::a9fe:a9fe', 'forbidden'],
    ['64:ff9b::5db8:d70e', 'public'],
    ['0.0.0.0', 'forbidden'],
    ['0.1.2.3', 'forbidden'],
    ['::', 'forbidden'],
    ['224.0.0.251', 'forbidden'],
    ['ff02::1', 'forbidden'],
    ['255.255.255.255', 'forbidden'],
    ['nem-cím', 'forbidden'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });
});

describe('checkWebhookUrl', () => {
  const resolveTo = (addresses: string[]) => async (): Promise<CheckedAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is refused', async () => {
    const mixed = resolveTo(['93.184.215.14', '169.254.169.254']);
    expect(
      await checkWebhookUrl('https://hook.example/', { allowPrivateNetworks: true, resolve: mixed }),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    const lan = resolveTo(['93.184.215.14', '10.0.0.5']);
    expect(
      await checkWebhookUrl('https://hook.example/', { allowPrivateNetworks: false, resolve: lan }),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    const allowed = await checkWebhookUrl('https://hook.example/', {
      allowPrivateNetworks: true,
      resolve: lan,
    });
    expect(allowed.ok && allowed.addresses.map((a) => a.address)).toEqual(['93.184.215.14', '10.0.0.5']);
  });

  it('calls a name that resolves to nothing unresolvable', async () => {
    const failing = async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    };
    for (const resolve of [failing, resolveTo([])]) {
      expect(
        await checkWebhookUrl('https://sehol.example/', { allowPrivateNetworks: true, resolve }),
      ).toEqual({
        ok: false,
        reason: 'unresolvable',
      });
    }
  });
});

describe('at delivery time', () => {
  it('checks the target again: a private one is refused once private networks are not allowed', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published'], {
      allowPrivateNetworks: false,
      retryDelaysMs: [60_000],
    });
    await publishArticle();
    const [refused] = await waitForDeliveries(hook.id, (l) => l[0]?.attempts === 1);
    expect(refused).toMatchObject({ status: 'pending', response_status: null, error: M.webhookUrlForbidden });
    expect(receiver.received).toEqual([]);
  });

  it('connects only to the address it checked, whatever the name is', async () => {
    const resolved: string[] = [];
    const { receiver, hook } = await hookedReceiver(['article.published'], {
      resolve: async (hostname) => {
        resolved.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    // A name no DNS server knows: the request can only reach the receiver through the checked address.
    const port = new URL(receiver.url).port;
    await t.db
      .update(webhooks)
      .set({ url: `http://receiver.invalid:${port}/hook` })
      .where(eq(webhooks.id, hook.id));
    await publishArticle();
    const [got] = await receiver.waitFor(1);
    expect(got?.headers.host).toBe(`receiver.invalid:${port}`);
    expect(resolved).toContain('receiver.invalid');
  });

  it('refuses a name that now resolves to the metadata address (DNS rebinding)', async () => {
    const { receiver, hook } = await hookedReceiver(['article.published'], {
      retryDelaysMs: [60_000],
      resolve: async () => [{ address: '169.254.169.254', family: 4 }],
    });
    await t.db
      .update(webhooks)
      .set({ url: 'http://rebind.invalid/latest/meta-data/' })
      .where(eq(webhooks.id, hook.id));
    await publishArticle();
    const [refused] = await waitForDeliveries(hook.id, (l) => l[0]?.attempts === 1);
    expect(refused).toMatchObject({ status: 'pending', error: M.webhookUrlForbidden });
    await sleep(100);
    expect(receiver.received).toEqual([]);
  });
});
