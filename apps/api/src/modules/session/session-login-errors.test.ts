import { randomBytes } from 'node:crypto';
import { type LoginReply, SERVER_MESSAGES } from '@newsroom/shared';
import { describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../test/harness.ts';
import { expectLoginFailed, THROTTLE, useSessionApp } from './session-support.ts';
import { realSleep } from './sign-in-steps.service.ts';

const { t, getUser, logout, withHeldWaits } = useSessionApp();

describe('bad login requests', () => {
  const post = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'content-type': contentType } });

  it('malformed JSON is a 400 with the error envelope', async () => {
    const res = await post('{"email": "a@b.hu", "password": ', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.badJson });
  });

  it('wrongly typed or missing fields are a 400 naming the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 5, remember: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.message).toBe(SERVER_MESSAGES.badInput);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['email', 'password', 'remember']);
    expect(body.errors?.password).toBe('Kötelező mező.');
    expect(body.errors?.email).toBe('Hibás típus.');
  });

  it('a body that is not an object is a 400, never a 500', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await post(payload, 'application/json');
      expect(res.statusCode, payload).toBe(400);
      expect(errorBody(res).status).toBe('error');
    }
  });

  it('ignores unknown fields', async () => {
    const user = await t.createUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password, extra: { nested: true }, is_admin: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an unsupported content type is a 415', async () => {
    const user = await t.createUser();
    const json = JSON.stringify({ email: user.email, password: user.password });
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await post(json, contentType);
      expect(res.statusCode, contentType).toBe(415);
      expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.unsupportedMedia });
    }
  });

  it('a body over 1 MB is a 413', async () => {
    const payload = JSON.stringify({ email: 'a@b.hu', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await post(payload, 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.tooLarge });
  });
});

describe('login throttling', () => {
  it('refuses an e-mail at the address that failed (429 with retry-after), even the right password; the owner elsewhere signs in', async () => {
    const user = await t.createUser();
    const attacker = t.nextAddress();
    for (let i = 0; i < THROTTLE.lockAfterPerPair; i++) {
      expectLoginFailed(await t.login(user.email, 'rossz-jelszo', { address: attacker }));
    }
    const locked = await t.login(user.email, user.password, { address: attacker });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: 'error', message: SERVER_MESSAGES.tooManyAttempts });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.lockMs / 1000);
    // Whatever its case, from that address.
    expect((await t.login(user.email.toUpperCase(), user.password, { address: attacker })).statusCode).toBe(
      429,
    );

    // The owner at another address signs in while the attacker is still refused.
    expect((await t.login(user.email, user.password)).statusCode).toBe(200);
    expect((await t.login(user.email, user.password, { address: attacker })).statusCode).toBe(429);
    // Another account at the attacker's address is not refused (the address's own limit is higher).
    const other = await t.createUser();
    expect((await t.login(other.email, other.password, { address: attacker })).statusCode).toBe(200);
  });

  it('an attacker trying from many addresses is not slowed or locked per address, and the owner is never slowed', async () => {
    const user = await t.createUser();
    const waits: number[][] = [];
    for (let i = 0; i < THROTTLE.lockAfterPerPair + 2; i++) {
      const failed = await withHeldWaits(() => t.login(user.email, 'rossz-jelszo'));
      expectLoginFailed(failed.reply);
      waits.push(failed.waits);
    }
    expect(waits.every((w) => w.length === 0)).toBe(true);
    const owner = await withHeldWaits(() => t.login(user.email, user.password));
    expect(owner.reply.statusCode).toBe(200);
    expect(owner.waits).toEqual([]);
  });

  it('locks an address after failures across many e-mails', async () => {
    const address = t.nextAddress();
    for (let i = 0; i < THROTTLE.lockAfterPerAddress; i++) {
      const victim = await t.createUser();
      expectLoginFailed(await t.login(victim.email, 'rossz-jelszo', { address }));
    }
    const user = await t.createUser();
    const locked = await t.login(user.email, user.password, { address });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same user from another address is fine.
    expect((await t.login(user.email, user.password)).statusCode).toBe(200);
  });

  it("a successful login resets its address's count for the e-mail", async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const failures = THROTTLE.lockAfterPerPair - 2;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < failures; i++)
        expectLoginFailed(await t.login(user.email, 'rossz-jelszo', { address }));
      // Without the reset, the second round would pass the lock limit and this would be a 429.
      const ok = await t.login(user.email, user.password, { address });
      expect(ok.statusCode, `round ${round}`).toBe(200);
    }
  });

  it('slows failure replies past the threshold, but never a successful login', async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const fail = () => withHeldWaits(() => t.login(user.email, 'rossz-jelszo', { address }));
    const first = await fail();
    const second = await fail();
    const third = await fail();
    const fourth = await fail();
    for (const attempt of [first, second, third, fourth]) expectLoginFailed(attempt.reply);

    // The first two failures answer at once; the 3rd is held back 400 ms, the 4th 800 ms.
    expect([first.waits, second.waits]).toEqual([[], []]);
    expect(third.waits).toEqual([THROTTLE.delayStepMs]);
    expect(fourth.waits).toEqual([2 * THROTTLE.delayStepMs]);

    // The next failure would wait 800 ms too; a success answers at once.
    const success = await withHeldWaits(() => t.login(user.email, user.password, { address }));
    expect(success.reply.statusCode).toBe(200);
    expect(success.waits).toEqual([]);
  });

  it('holds a throttled failure back with a real timer unless one is injected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let done = false;
      const waiting = realSleep(THROTTLE.delayStepMs).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(THROTTLE.delayStepMs - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('logs', () => {
  it('never contain the password or the token', async () => {
    const password = `Titkos-${randomBytes(6).toString('hex')}`;
    const wrongPassword = `Rossz-${randomBytes(6).toString('hex')}`;
    const user = await t.createUser({ password });
    const from = t.logs.length;

    expect((await t.login(user.email, wrongPassword)).statusCode).toBe(401);
    const res = await t.login(user.email, password, { remember: true });
    const token = res.json<LoginReply>().access_token;
    expect((await getUser(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(401);

    const written = t.logs.slice(from).join('');
    expect(written).toContain('/api/login');
    expect(written).toContain('/api/logout');
    for (const secret of [password, wrongPassword, token]) expect(written).not.toContain(secret);
  });
});
