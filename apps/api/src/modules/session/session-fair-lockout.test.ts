/**
 * Fair lockouts with the limits the server runs with (config.ts, defaultLoginThrottle): brute force
 * from one address is slowed and stopped exactly as before (refused from the 11th attempt), while
 * the account's owner at another address signs in throughout; only guessing from many addresses
 * reaches the per-e-mail backstop (100 an hour), which administrators see on the dashboard.
 */
import type { DashboardData } from '@newsroom/shared';
import { SERVER_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { defaultLoginThrottle } from '../../config.ts';
import { type SignedIn, useTestApp } from '../../test/harness.ts';
import { expectLoginFailed } from './session-support.ts';

/** The delays the server asked for, recorded instead of waited. */
const sleeps: number[] = [];
const { t } = useTestApp(
  {},
  { loginThrottle: defaultLoginThrottle, sleep: async (ms) => void sleeps.push(ms) },
);

/** One sign-in attempt and the delay it was held back by (0: none). */
async function attempt(email: string, password: string, address?: string) {
  const from = sleeps.length;
  const reply = await t.login(email, password, address === undefined ? {} : { address });
  return { reply, delay: sleeps.slice(from).reduce((sum, ms) => sum + ms, 0) };
}

async function dashboard(who: SignedIn): Promise<DashboardData> {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DashboardData }>().data;
}

describe('fair lockouts (the default limits)', () => {
  it('one address guessing is slowed from the 4th failure and refused from the 11th; the owner elsewhere signs in throughout', async () => {
    const user = await t.createUser();
    const attacker = t.nextAddress();
    const owner = t.nextAddress();
    const delays: number[] = [];
    for (let i = 0; i < defaultLoginThrottle.lockAfterPerPair; i++) {
      const failed = await attempt(user.email, `rossz-${i}`, attacker);
      expectLoginFailed(failed.reply);
      delays.push(failed.delay);
      if (i === 6) {
        const meanwhile = await attempt(user.email, user.password, owner);
        expect(meanwhile.reply.statusCode).toBe(200);
        expect(meanwhile.delay).toBe(0);
      }
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000, 1500, 2000, 2500, 3000, 3000]);

    // The 11th attempt at that address is refused, the right password included.
    const refused = await attempt(user.email, user.password, attacker);
    expect(refused.reply.statusCode).toBe(429);
    expect(refused.reply.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.tooManyAttempts });
    expect(Number(refused.reply.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.reply.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // The owner signs in again, from the same address as before and from a new one, at once.
    for (const address of [owner, t.nextAddress()]) {
      const ok = await attempt(user.email, user.password, address);
      expect(ok.reply.statusCode, address).toBe(200);
      expect(ok.delay).toBe(0);
    }
  });

  it('guessing from many addresses reaches the backstop at 100: refused everywhere, and an alert on the dashboard', async () => {
    sleeps.length = 0;
    const user = await t.createUser({ first_name: 'Célpont', last_name: 'Csaba' });
    const administrator = await t.signIn({ is_administrator: true });
    expect((await dashboard(administrator)).admin?.sign_in_alerts).toEqual([]);

    // Ten at a time, as a botnet would; each from an address of its own.
    const failures = Array.from({ length: defaultLoginThrottle.lockAfterPerEmail }, (_, i) => i);
    for (let from = 0; from < failures.length; from += 10) {
      const batch = await Promise.all(
        failures.slice(from, from + 10).map((i) => t.login(user.email, `rossz-${i}`)),
      );
      for (const reply of batch) expectLoginFailed(reply);
    }
    // One failure per address: no reply was held back.
    expect(sleeps).toEqual([]);
    const refused = await attempt(user.email, user.password);
    expect(refused.reply.statusCode).toBe(429);
    // The backstop lasts an hour, longer than any per-address lock.
    expect(Number(refused.reply.headers['retry-after'])).toBeGreaterThan(59 * 60);

    const alerts = (await dashboard(administrator)).admin?.sign_in_alerts;
    expect(alerts).toHaveLength(1);
    expect(alerts?.[0]).toMatchObject({
      user_id: user.id,
      user_name: 'Csaba Célpont',
      user_email: user.email,
    });

    // Only those who may read the audit trail see it.
    const admin = await t.signIn({ is_admin: true });
    expect((await dashboard(admin)).admin?.sign_in_alerts).toBeNull();
  });
});
