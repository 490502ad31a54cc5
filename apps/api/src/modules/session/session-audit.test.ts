import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectNothingSecret, writtenBy } from '../../test/harness.ts';
import { expectLoginFailed, sha256, THROTTLE, useSessionApp } from './session-support.ts';

const { t, logout, loginFrom, sessionIdOf, lastAuditId, auditSince, oneEntrySince } = useSessionApp();

describe('sign-in events in the audit trail', () => {
  it('a sign-in: one login entry with the new session, its user and address, and no secret', async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const mark = await lastAuditId();
    const token = await loginFrom(user, address);
    const entries = await oneEntrySince(mark, {
      ...writtenBy(user),
      address,
      entity: 'session',
      entityId: await sessionIdOf(token),
      label: null,
      action: 'login',
      changes: null,
    });
    expectNothingSecret(entries, [token, sha256(token), user.password]);
  });

  it('a failed sign-in: one login_failed entry naming the account (or none) and the e-mail tried', async () => {
    const user = await t.createUser();
    const wrong = `Rossz-${randomBytes(6).toString('hex')}`;
    const address = t.nextAddress();
    const mark = await lastAuditId();
    expectLoginFailed(await t.login(user.email, wrong, { address }));
    const unknownEmail = `nincs.ilyen.${randomBytes(4).toString('hex')}@teszt.local`;
    expectLoginFailed(await t.login(unknownEmail, wrong));
    const inactive = await t.createUser({ is_active: false });
    expectLoginFailed(await t.login(inactive.email, inactive.password));

    const entries = await auditSince(mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.userId, e.userEmail, e.changes])).toEqual([
      ['login_failed', 'session', null, user.id, user.email, null],
      ['login_failed', 'session', null, null, unknownEmail, null],
      ['login_failed', 'session', null, inactive.id, inactive.email, null],
    ]);
    expect(entries[0]?.address).toBe(address);
    expectNothingSecret(entries, [wrong, user.password, inactive.password]);
  });

  it('a sign-out: one logout entry with the session it ended', async () => {
    const { user, token } = await t.signIn();
    const id = await sessionIdOf(token);
    const mark = await lastAuditId();
    expect((await logout(token)).statusCode).toBe(200);
    const entries = await oneEntrySince(mark, {
      ...writtenBy(user),
      entity: 'session',
      entityId: id,
      action: 'logout',
      changes: null,
    });
    expectNothingSecret(entries, [token, user.password]);
  });

  it('a lock: one throttle_lock entry when it starts, none for the attempts it refuses', async () => {
    const user = await t.createUser();
    const address = t.nextAddress();
    const mark = await lastAuditId();
    for (let i = 0; i < THROTTLE.lockAfterPerPair; i++)
      expectLoginFailed(await t.login(user.email, 'rossz-jelszo', { address }));
    for (let i = 0; i < 3; i++)
      expect((await t.login(user.email, user.password, { address })).statusCode).toBe(429);
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual([
      ...Array(THROTTLE.lockAfterPerPair).fill('login_failed'),
      'throttle_lock',
    ]);
    expect(entries.at(-1)).toMatchObject({
      ...writtenBy(user),
      entity: 'session',
      entityId: null,
      changes: null,
    });
    expectNothingSecret(entries, [user.password]);
  });

  it('the backstop: one login_backstop entry on the account when failures from many addresses reach it', async () => {
    const user = await t.createUser();
    const mark = await lastAuditId();
    for (let i = 0; i < THROTTLE.lockAfterPerEmail; i++)
      expectLoginFailed(await t.login(user.email, 'rossz-jelszo'));
    // Refused from every address now, the right password included; no further entry.
    for (let i = 0; i < 2; i++) expect((await t.login(user.email, user.password)).statusCode).toBe(429);
    const entries = await auditSince(mark);
    expect(entries.map((e) => e.action)).toEqual([
      ...Array(THROTTLE.lockAfterPerEmail).fill('login_failed'),
      'login_backstop',
    ]);
    expect(entries.at(-1)).toMatchObject({
      ...writtenBy(user),
      entity: 'user',
      entityId: user.id,
      label: user.email,
      changes: null,
    });
    expectNothingSecret(entries, [user.password]);
  });
});
