import { BUILTIN_ROLES, compareHungarian, type UserListItem } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/harness.ts';
import { expectNoPassword, tag, useUsersApp } from './users-support.ts';

const { t, administrator, plain, call } = useUsersApp();

describe('GET /api/users', () => {
  interface ListReply {
    status: string;
    data: UserListItem[];
    pagination: { total: number; per_page: number; current_page: number; last_page: number };
  }

  /** The list as the administrator (users.manage: every address, and the email filter applies). */
  async function list(query: string, headers = administrator.headers): Promise<ListReply> {
    const res = await call('GET', `/api/users?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    expectNoPassword(res.body);
    return res.json<ListReply>();
  }

  /** Five users sharing a tag in their last name and e-mail: two admins, one inactive. */
  async function family() {
    const label = tag();
    const make = (first: string, last: string, extra: Record<string, boolean> = {}) =>
      t.createUser({
        first_name: first,
        last_name: `${last}${label}`,
        email: `${first.toLowerCase()}.${label}@teszt.local`,
        ...extra,
      });
    const members: TestUser[] = [
      await make('Zoltán', 'Bvezeték'),
      await make('Anna', 'Bvezeték', { is_admin: true }),
      await make('Csaba', 'Avezeték'),
      await make('Dóra', 'Cvezeték', { is_admin: true }),
      await make('Ernő', 'Avezeték', { is_active: false }),
    ];
    return { label, members };
  }

  it('answers the list shape, ordered by last then first name, active users only', async () => {
    const { label, members } = await family();
    const [zoltan, anna, csaba, dora] = members as [TestUser, TestUser, TestUser, TestUser, TestUser];
    const body = await list(`q=${label}`);
    expect(body.status).toBe('ok');
    expect(body.pagination).toEqual({ total: 4, per_page: 20, current_page: 1, last_page: 1 });
    expect(body.data.map((u) => u.id)).toEqual([csaba.id, anna.id, zoltan.id, dora.id]);
    const first = body.data[0];
    expect(first && Object.keys(first).sort()).toEqual([
      'email',
      'full_name',
      'id',
      'is_active',
      'is_admin',
      'last_update',
      'role_id',
      'role_name',
    ]);
    expect(body.data[1]).toMatchObject({
      id: anna.id,
      full_name: `Bvezeték${label} Anna`,
      email: anna.email,
      is_admin: 1,
      role_id: anna.role_id,
      role_name: BUILTIN_ROLES.editor.name,
      is_active: 1,
    });
    expect(body.data[0]).toMatchObject({ id: csaba.id, is_admin: 0, role_name: BUILTIN_ROLES.reader.name });
    expect(Date.parse(body.data[1]?.last_update ?? '')).not.toBeNaN();
  });

  it('answers null e-mails to a reader without users.manage, but their own, and ignores their email filter', async () => {
    const { label, members } = await family();
    const asPlain = await list(`q=${label}`, plain.headers);
    expect(asPlain.data.map((u) => u.id)).toHaveLength(4);
    expect(asPlain.data.map((u) => u.email)).toEqual([null, null, null, null]);
    expect(JSON.stringify(asPlain)).not.toContain(`${label}@`);
    // Their own row keeps its address.
    const me = await t.signIn({ last_name: `Önmaga${label}` });
    const own = await list(`q=${encodeURIComponent(`Önmaga${label}`)}`, me.headers);
    expect(own.data).toMatchObject([{ id: me.user.id, email: me.user.email }]);
    // Searching by address would reveal addresses: the filter is left out, every user is listed.
    const all = await list('per_page=1', plain.headers);
    const filtered = await list(
      `email=${encodeURIComponent(`${members[3]?.email}`)}&per_page=1`,
      plain.headers,
    );
    expect(filtered.pagination.total).toBe(all.pagination.total);
    expect(filtered.pagination.total).toBeGreaterThan(1);
  });

  it('role_id keeps the users of one role', async () => {
    const { label, members } = await family();
    const editors = await list(`q=${label}&role_id=${members[1]?.role_id}`);
    expect(editors.data.map((u) => u.id)).toEqual([members[1]?.id, members[3]?.id]);
    const readers = await list(`q=${label}&role_id=${members[0]?.role_id}&include_inactive=1`);
    expect(readers.pagination.total).toBe(3);
  });

  it('orders names in Hungarian alphabetical order, on either database', async () => {
    const label = tag();
    // Long vowels with their short pair (Mészáros before Molnár), ö/ü after o/u, digraphs as letters
    // (Cukor before Csaba, Lukács before Lyka), a doubled digraph twice (Kosszú before Koszta).
    const names: Array<[string, string]> = [
      ['Molnár', 'Béla'],
      ['Mészáros', 'Anna'],
      ['Major', 'Ádám'],
      ['Ábel', 'Judit'],
      ['Abai', 'Péter'],
      ['Ács', 'Ilona'],
      ['Csaba', 'Dénes'],
      ['Cukor', 'Irén'],
      ['Orbán', 'Olga'],
      ['Ökrös', 'Ödön'],
      ['Őri', 'Lili'],
      ['Ozsvár', 'Pál'],
      ['Szabó', 'Tamás'],
      ['Sós', 'Emma'],
      ['Zsolt', 'Márk'],
      ['Zágon', 'Vera'],
      ['Gyula', 'Gábor'],
      ['Gál', 'Ferenc'],
      ['Nyári', 'Lőrinc'],
      ['Németh', 'Kinga'],
      ['Lyka', 'Károly'],
      ['Lukács', 'Andrea'],
      ['Tyukodi', 'Ákos'],
      ['Tóth', 'Katalin'],
      ['Dzsida', 'Jenő'],
      ['Dobos', 'Rita'],
      ['Kosszú', 'Ede'],
      ['Koszta', 'Ede'],
      ['Kis', 'Anna'],
      ['Kís', 'Anna'],
      ['Kiss', 'Anna'],
      ['Üveges', 'Ádám'],
      ['Uzsoki', 'Ádám'],
      ['', 'Zoltán'],
    ];
    for (const [i, [last, first]] of names.entries())
      await t.createUser({ first_name: first, last_name: last, email: `rend${i}.${label}@teszt.local` });
    const body = await list(`email=${label}&per_page=100`);
    const listed = body.data.map((u) => u.full_name.trim());
    const expected = names
      .map(([last, first]) => [last, first].filter(Boolean).join(' '))
      .sort(compareHungarian);
    expect(listed).toEqual(expected);
    expect(listed.indexOf('Mészáros Anna')).toBeLessThan(listed.indexOf('Molnár Béla'));
    // Pages follow the same order.
    const page2 = await list(`email=${label}&per_page=10&page=2`);
    expect(page2.data.map((u) => u.full_name.trim())).toEqual(expected.slice(10, 20));
  });

  it('include_inactive=1 adds the inactive users', async () => {
    const { label, members } = await family();
    const body = await list(`q=${label}&include_inactive=1`);
    expect(body.pagination.total).toBe(5);
    expect(body.data.find((u) => u.id === members[4]?.id)?.is_active).toBe(0);
  });

  it('q matches the name in either order, case-insensitively, and not the e-mail', async () => {
    const { label, members } = await family();
    expect((await list(`q=${encodeURIComponent(`bvezeték${label} anna`)}`)).data.map((u) => u.id)).toEqual([
      members[1]?.id,
    ]);
    expect((await list(`q=${encodeURIComponent(`Anna Bvezeték${label}`)}`)).data.map((u) => u.id)).toEqual([
      members[1]?.id,
    ]);
    expect((await list(`q=${encodeURIComponent(`anna.${label}`)}`)).pagination.total).toBe(0);
  });

  it('email matches a part of the address', async () => {
    const { label, members } = await family();
    expect((await list(`email=${label}`)).pagination.total).toBe(4);
    const one = await list(`email=${encodeURIComponent(`DÓRA.${label}`.toLowerCase())}`);
    expect(one.data.map((u) => u.id)).toEqual([members[3]?.id]);
  });

  it('is_admin=1 and is_admin=0 split the users, an empty value filters nothing', async () => {
    const { label } = await family();
    expect((await list(`q=${label}&is_admin=1`)).pagination.total).toBe(2);
    expect((await list(`q=${label}&is_admin=0`)).pagination.total).toBe(2);
    expect((await list(`q=${label}&is_admin=0&include_inactive=1`)).pagination.total).toBe(3);
    expect((await list(`q=${label}&is_admin=`)).pagination.total).toBe(4);
  });

  it('pages with exact totals, and a page past the end is empty', async () => {
    const { label, members } = await family();
    const page2 = await list(`q=${label}&per_page=3&page=2`);
    expect(page2.pagination).toEqual({ total: 4, per_page: 3, current_page: 2, last_page: 2 });
    expect(page2.data.map((u) => u.id)).toEqual([members[3]?.id]);
    const past = await list(`q=${label}&per_page=3&page=5`);
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(4);
  });

  it('a bad filter is a 400; per_page is capped at 100', async () => {
    expect((await call('GET', '/api/users?is_admin=2', plain.headers)).statusCode).toBe(400);
    expect((await list('per_page=101')).pagination.per_page).toBe(100);
    expect((await call('GET', '/api/users?per_page=0', plain.headers)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await call('GET', '/api/users', {});
    expect(res.statusCode).toBe(401);
  });
});
