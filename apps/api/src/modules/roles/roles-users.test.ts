/**
 * Roles given to users (POST /api/users/add, PUT /api/users/:id with role_id), and what the users
 * of a role may then do: the session shows the role at once, a role's new rights count from its
 * users' next request, and a 'Szerző' writes drafts of their own only.
 */
import {
  BUILTIN_ROLES,
  ROLE_MESSAGES as M,
  type Post,
  postReplySchema,
  rightMissing,
  SERVER_MESSAGES,
  type SessionUser,
  sessionUserReplySchema,
  type UserDetails,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { errorBody, postEditBody, replyBody, type SignedIn, validPostInput } from '../../test/harness.ts';
import { tag, validUser } from '../users/users-support.ts';
import { roleName, useRolesApp } from './roles-support.ts';

const { t, administrator, call, addRole, putRole, builtinId } = useRolesApp();

/** GET /api/user: the session user as their next request sees them. */
async function sessionUser(who: SignedIn): Promise<SessionUser> {
  const res = await call('GET', '/api/user', who);
  expect(res.statusCode, res.body).toBe(200);
  return replyBody(res, sessionUserReplySchema).data;
}

async function details(id: number): Promise<UserDetails> {
  const res = await call('GET', `/api/users/${id}`, administrator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: UserDetails }>().data;
}

/** How many users have this address (as the administrator, whose email filter applies). */
async function usersWithEmail(email: string): Promise<number> {
  const res = await call(
    'GET',
    `/api/users?include_inactive=1&email=${encodeURIComponent(email)}`,
    administrator,
  );
  return res.json<{ pagination: { total: number } }>().pagination.total;
}

describe('giving roles through the user calls', () => {
  it('POST /api/users/add with role_id gives that role, winning over is_admin', async () => {
    const role = await addRole(['audit.read', 'polls.manage']);
    const res = await call(
      'POST',
      '/api/users/add',
      administrator,
      validUser({ role_id: role.id, is_admin: 1 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ data: UserDetails }>().data).toMatchObject({
      role_id: role.id,
      role_name: role.name,
      rights: ['polls.manage', 'audit.read'],
      is_admin: 0,
      is_administrator: 0,
      is_developer: 0,
    });
    const listed = await call('GET', `/api/users?role_id=${role.id}`, administrator);
    expect(listed.json<{ data: UserDetails[] }>().data.map((u) => u.role_name)).toEqual([role.name]);
  });

  it('an unknown or deleted role_id is a 400, and nothing is written', async () => {
    const gone = await addRole([]);
    expect((await call('DELETE', `/api/roles/${gone.id}`, administrator)).statusCode).toBe(200);
    for (const roleId of [987654, gone.id]) {
      const input = validUser({ role_id: roleId });
      const res = await call('POST', '/api/users/add', administrator, input);
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toMatchObject({ message: M.unknownRole, errors: { role_id: M.unknownRole } });
      expect(await usersWithEmail(String(input.email))).toBe(0);
    }
    const user = await t.createUser();
    const loaded = await details(user.id);
    const res = await call('PUT', `/api/users/${user.id}`, administrator, { ...loaded, role_id: gone.id });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).message).toBe(M.unknownRole);
    expect(await details(user.id)).toEqual(loaded);
  });

  it('a users.manage holder gives only roles whose every right they hold (403 otherwise)', async () => {
    // is_administrator only: users.manage, roles.manage, audit.read, integrations.manage; no article right.
    const manager = await t.signIn({ is_administrator: true });
    const editorRole = await builtinId('editor');
    const user = await t.createUser();
    const loaded = await details(user.id);
    // is_admin: 1 without role_id (the product's (docs/product.md) checkbox) asks for 'Szerkesztő' too.
    const changes = [
      { role_id: editorRole },
      { role_id: await builtinId('author') },
      { role_id: undefined, is_admin: 1 },
    ];
    for (const change of changes) {
      const res = await call('PUT', `/api/users/${user.id}`, manager, { ...loaded, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(errorBody(res).message).toBe(M.notYours);
    }
    expect(await details(user.id)).toEqual(loaded);
    const input = validUser({ role_id: editorRole });
    const add = await call('POST', '/api/users/add', manager, input);
    expect(add.statusCode).toBe(403);
    expect(errorBody(add).message).toBe(M.notYours);
    expect(await usersWithEmail(String(input.email))).toBe(0);
    // A role within their own rights they may give.
    const auditor = await addRole(['audit.read'], roleName('Auditor'));
    const ok = await call('PUT', `/api/users/${user.id}`, manager, { ...loaded, role_id: auditor.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: UserDetails }>().data).toMatchObject({
      role_id: auditor.id,
      rights: ['audit.read'],
    });
  });

  it("a new role shows in the user's session at once, with its rights and derived flags", async () => {
    const user = await t.signIn();
    expect(await sessionUser(user)).toMatchObject({
      role_name: BUILTIN_ROLES.reader.name,
      rights: [],
      is_admin: 0,
    });
    const loaded = await details(user.user.id);
    const res = await call('PUT', `/api/users/${user.user.id}`, administrator, {
      ...loaded,
      role_id: await builtinId('editor'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionUser(user)).toMatchObject({
      role_id: await builtinId('editor'),
      role_name: BUILTIN_ROLES.editor.name,
      rights: [...BUILTIN_ROLES.editor.rights],
      is_admin: 1,
      is_administrator: 0,
      is_developer: 0,
    });
    // And it works: an editor adds polls now.
    const poll = await call('POST', '/api/voting-widgets/add', user, {
      name: tag(),
      items: [{ name: 'Igen' }],
    });
    expect(poll.statusCode, poll.body).toBe(200);
  });

  it("a role's new rights count from its users' next request", async () => {
    const role = await addRole([], roleName('Gyakornok'));
    const user = await t.signIn({ role_id: role.id });
    const before = await call('POST', '/api/posts/add', user, validPostInput({ menu_type: 'draft' }));
    expect(before.statusCode).toBe(403);
    expect(errorBody(before).message).toBe(SERVER_MESSAGES.forbidden);
    const saved = await putRole(role, { rights: ['articles.write_own'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sessionUser(user)).rights).toEqual(['articles.write_own']);
    const after = await call('POST', '/api/posts/add', user, validPostInput({ menu_type: 'draft' }));
    expect(after.statusCode, after.body).toBe(200);
    expect(replyBody(after, postReplySchema).data.user_id).toBe(user.user.id);
  });
});

describe("a 'Szerző' (author)", () => {
  async function author(): Promise<SignedIn> {
    return t.signIn({ role_id: await builtinId('author') });
  }

  async function storedByTitle(title: string) {
    return t.db.select({ id: posts.id, menuType: posts.menuType }).from(posts).where(eq(posts.title, title));
  }

  it('writes drafts of their own', async () => {
    const me = await author();
    const res = await call('POST', '/api/posts/add', me, validPostInput({ menu_type: 'draft' }));
    expect(res.statusCode, res.body).toBe(200);
    const post = replyBody(res, postReplySchema).data;
    expect(post).toMatchObject({ menu_type: 'draft', user_id: me.user.id });
    const edited = await call(
      'PUT',
      `/api/posts/${post.id}`,
      me,
      postEditBody(post, { title: `${post.title} 2` }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('cannot publish: 403 naming articles.publish, and nothing is saved', async () => {
    const me = await author();
    const input = validPostInput({ menu_type: 'post' });
    const res = await call('POST', '/api/posts/add', me, input);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).message).toBe(rightMissing('articles.publish'));
    expect(await storedByTitle(String(input.title))).toEqual([]);

    const draft = replyBody(
      await call('POST', '/api/posts/add', me, validPostInput({ menu_type: 'draft' })),
      postReplySchema,
    ).data;
    const publish = await call(
      'PUT',
      `/api/posts/${draft.id}`,
      me,
      postEditBody(draft, { menu_type: 'post' }),
    );
    expect(publish.statusCode).toBe(403);
    expect(errorBody(publish).message).toBe(rightMissing('articles.publish'));
    expect(await storedByTitle(draft.title)).toEqual([{ id: draft.id, menuType: 'draft' }]);
  });

  it("cannot save a colleague's article: 403 naming articles.write_all", async () => {
    const me = await author();
    const colleague = await t.signIn({ role_id: await builtinId('author') });
    const res = await call('POST', '/api/posts/add', colleague, validPostInput({ menu_type: 'draft' }));
    const theirs: Post = replyBody(res, postReplySchema).data;
    const edit = await call('PUT', `/api/posts/${theirs.id}`, me, postEditBody(theirs, { title: 'Átírva' }));
    expect(edit.statusCode).toBe(403);
    expect(errorBody(edit).message).toBe(rightMissing('articles.write_all'));
    expect(await storedByTitle(theirs.title)).toEqual([{ id: theirs.id, menuType: 'draft' }]);
  });

  it('cannot delete an article, not even their own draft', async () => {
    const me = await author();
    const res = await call('POST', '/api/posts/add', me, validPostInput({ menu_type: 'draft' }));
    const post = replyBody(res, postReplySchema).data;
    const del = await call('DELETE', `/api/posts/${post.id}`, me);
    expect(del.statusCode).toBe(403);
    const still = await call('GET', `/api/posts/${post.id}`, me);
    expect(still.statusCode).toBe(200);
    expect(replyBody(still, postReplySchema).data.is_active).toBe(1);
  });
});
