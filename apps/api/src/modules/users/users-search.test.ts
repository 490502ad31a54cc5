import { randomBytes } from 'node:crypto';
import type { UserSearchHit } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { errorBody, type TestUser, useTestApp } from '../../test/harness.ts';

/**
 * The author filter is for every signed-in user: `reader`, one without role flags, is sent names
 * only; `manager` (users.manage) is sent the addresses too and may search by them.
 */
const { t, reader, manager } = useTestApp({ reader: {}, manager: { is_administrator: true } });

interface SearchReply {
  status: 'ok';
  data: { data: UserSearchHit[] };
}

function search(q: string, query = '', headers: Record<string, string> = reader.headers) {
  return t.app.inject({
    method: 'GET',
    url: `/api/users/search/${encodeURIComponent(q)}${query ? `?${query}` : ''}`,
    headers,
  });
}

async function hits(q: string, query = '', headers = reader.headers): Promise<UserSearchHit[]> {
  const res = await search(q, query, headers);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<SearchReply>();
  expect(body.status).toBe('ok');
  return body.data.data;
}

/** A token no other test uses, so each test sees only its own users. */
const token = () => `x${randomBytes(4).toString('hex')}`;

/** A hit as `reader` is sent it (email: null: not their row, no users.manage); withEmail as `manager`. */
function hitOf(user: TestUser, withEmail = false): UserSearchHit {
  return {
    id: user.id,
    full_name: `${user.last_name} ${user.first_name}`,
    email: withEmail ? user.email : null,
  };
}

describe('GET /api/users/search/:q', () => {
  it('answers data.data hits with id, full_name and email only, the e-mail as null to a non-manager', async () => {
    const tag = token();
    const user = await t.createUser({ first_name: 'Ilona', last_name: `Keres${tag}` });
    const res = await search(tag);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', data: { data: [hitOf(user)] } });
    expect(res.body).not.toContain(user.email);
    const byManager = await search(tag, '', manager.headers);
    expect(byManager.json()).toEqual({ status: 'ok', data: { data: [hitOf(user, true)] } });
  });

  it("answers one's own e-mail to a non-manager", async () => {
    const tag = token();
    const me = await t.signIn({ first_name: 'Saját', last_name: `Keres${tag}` });
    expect(await hits(tag, '', me.headers)).toEqual([hitOf(me.user, true)]);
  });

  it('matches the first name and the last name case-insensitively; the e-mail only for users.manage', async () => {
    const tag = token();
    const byFirst = await t.createUser({ first_name: `Elso${tag}`, last_name: 'Alfa' });
    const byLast = await t.createUser({ first_name: 'Béla', last_name: `Masodik${tag}` });
    const byEmail = await t.createUser({ email: `harmadik.${tag}@Teszt.Local` });
    await t.createUser({ first_name: 'Nem', last_name: 'Talált' });

    expect(await hits(`elso${tag}`)).toEqual([hitOf(byFirst)]);
    expect(await hits(`MASODIK${tag.toUpperCase()}`)).toEqual([hitOf(byLast)]);
    // Searching by address would reveal addresses: not for a reader without users.manage.
    expect(await hits(`HARMADIK.${tag}@teszt`)).toEqual([]);
    expect((await hits(tag)).map((h) => h.id).sort()).toEqual([byFirst.id, byLast.id].sort());
    expect(await hits(`HARMADIK.${tag}@teszt`, '', manager.headers)).toEqual([hitOf(byEmail, true)]);
    expect((await hits(tag, '', manager.headers)).map((h) => h.id).sort()).toEqual(
      [byFirst.id, byLast.id, byEmail.id].sort(),
    );
  });

  it('matches the full name in either order, and accented names whatever their case', async () => {
    const tag = token();
    const user = await t.createUser({ first_name: 'Ödön', last_name: `Árvai${tag}` });
    expect(await hits(`Árvai${tag} Ödön`)).toEqual([hitOf(user)]);
    expect(await hits(`ödön árvai${tag}`)).toEqual([hitOf(user)]);
  });

  it('leaves inactive users out', async () => {
    const tag = token();
    const active = await t.createUser({ last_name: `Aktív${tag}` });
    await t.createUser({ last_name: `Inaktív${tag}`, is_active: false });
    expect(await hits(tag)).toEqual([hitOf(active)]);
  });

  it('takes % and _ literally', async () => {
    const tag = token();
    const user = await t.createUser({ first_name: `a_b${tag}` });
    await t.createUser({ first_name: `axb${tag}` });
    expect(await hits(`a_b${tag}`)).toEqual([hitOf(user)]);
    expect(await hits('%%%')).toEqual([]);
  });

  it('answers an empty list when nobody matches, and at most `limit` hits', async () => {
    expect(await hits(token())).toEqual([]);
    const tag = token();
    for (let i = 0; i < 4; i++) await t.createUser({ last_name: `Sok${tag}` });
    expect(await hits(tag)).toHaveLength(4);
    expect(await hits(tag, 'limit=2')).toHaveLength(2);
    expect((await search(tag, 'limit=abc')).statusCode).toBe(400);
    expect((await search(tag, 'limit=51')).statusCode).toBe(400);
  });

  it('a blank query is a 400; no session is a 401', async () => {
    const res = await search('   ');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).errors).toHaveProperty('q');
    expect((await search('kiss', '', {})).statusCode).toBe(401);
  });
});
