import { randomBytes } from 'node:crypto';
import {
  type ApplicationModules,
  type AppSetting,
  type Notifications,
  SERVER_MESSAGES,
  SETTING_CODES,
} from '@newsroom/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../bootstrap.ts';
import { appModules, posts } from '../../db/schema/index.ts';
import { createTestApp, errorBody, getOkData, type TestApp } from '../../test/harness.ts';
import { builtinRoleId } from '../roles/roles.repo.ts';

const PUBLIC_SITE_URL = 'https://hirek.example.hu';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_SITE_URL } });
});

afterAll(async () => {
  await t?.close();
});

/** docs/api.md, in order: [group, name, path, requires_admin, notification_property]. */
const EXPECTED_MODULES: Array<[string, string, string, 0 | 1, string | null]> = [
  ['Cikkek', 'Cikkek', '/posts', 0, null],
  ['Cikkek', 'Piszkozatok', '/posts/drafts', 0, 'drafts'],
  ['Cikkek', 'Jóváhagyásra vár', '/posts/drafts/review', 0, 'review'],
  ['Cikkek', 'Visszaküldve nekem', '/posts/drafts/returned', 0, 'returned'],
  ['Cikkek', 'Új cikk', '/posts/add', 0, null],
  ['Riportok', 'Cikk típus', '/reports/post-type', 0, null],
  ['Riportok', 'Cikk darabszám', '/reports/post-count', 0, null],
  ['Riportok', 'Látogatók', '/reports/post-visitors', 0, null],
  ['Hirdetések', 'Kampányok', '/campaigns', 0, null],
  ['Hirdetések', 'Bannerek', '/campaigns/banners', 0, null],
  ['Hirdetések', 'Google hirdetések', '/campaigns/google-ads', 0, null],
  ['Tartalom', 'Médiatár', '/media', 0, null],
  ['Tartalom', 'Rovatok', '/categories', 0, null],
  ['Tartalom', 'Címkék', '/keywords', 0, null],
  ['Eszközök', 'Szavazások', '/tools/voting-widgets', 0, null],
  ['Adminisztráció', 'Felhasználók', '/users', 1, null],
  ['Adminisztráció', 'Integrációk', '/integrations', 0, null],
  ['Adminisztráció', 'Szerepkörök', '/roles', 0, null],
  ['Adminisztráció', 'Közzétételi lista', '/publish-checklist', 0, null],
];

/** 'Integrációk' needs integrations.manage (is_administrator's), like 'Napló', not is_admin. */
const INTEGRATIONS_PATH = '/integrations';
/** 'Szerepkörök' needs roles.manage (is_administrator's). */
const ROLES_PATH = '/roles';
/** 'Közzétételi lista' needs roles.manage too. */
const CHECKLIST_PATH = '/publish-checklist';
/** The modules of is_administrator's rights. */
const ADMINISTRATOR_PATHS = [INTEGRATIONS_PATH, ROLES_PATH, CHECKLIST_PATH];
/** The drafts and the desk's lists: for writers ('Jóváhagyásra vár' for reviewers only). */
const DESK_PATHS = ['/posts/drafts', '/posts/drafts/review', '/posts/drafts/returned'];

/** 'Napló', computed for administrators (is_administrator), after the stored modules. */
const AUDIT_MODULE: [string, string, string, 0 | 1, string | null] = [
  'Adminisztráció',
  'Napló',
  '/audit-log',
  0,
  null,
];

function getModules(headers: { authorization: string }): Promise<ApplicationModules> {
  return getOkData(t, '/api/application-modules', headers);
}

/** Modules as [group name, name, path, requires_admin, notification_property]. */
function describeModules(data: ApplicationModules) {
  const groupName = new Map(data.groups.map((g) => [g.id, g.name]));
  return data.modules.map((m) => [
    groupName.get(m.group_id),
    m.name,
    m.path,
    m.requires_admin,
    m.notification_property,
  ]);
}

describe('GET /api/application-modules', () => {
  it('answers the seeded groups in order', async () => {
    const { headers } = await t.signIn();
    const data = await getModules(headers);
    expect(data.groups.map((g) => g.name)).toEqual([
      'Cikkek',
      'Riportok',
      'Hirdetések',
      'Tartalom',
      'Eszközök',
      'Adminisztráció',
    ]);
    for (const group of data.groups) {
      expect(Object.keys(group).sort()).toEqual(['id', 'name']);
      expect(Number.isInteger(group.id) && group.id > 0).toBe(true);
    }
  });

  it('gives an is_admin user every module but Integrációk and Szerepkörök, exactly as the contract lists them', async () => {
    const { headers } = await t.signIn({ is_admin: true });
    const data = await getModules(headers);
    expect(describeModules(data)).toEqual(
      EXPECTED_MODULES.filter(([, , path]) => !ADMINISTRATOR_PATHS.includes(path)),
    );
    for (const m of data.modules) {
      expect(Object.keys(m).sort()).toEqual(
        ['group_id', 'icon', 'name', 'notification_property', 'path', 'requires_admin'].sort(),
      );
      expect(typeof m.icon).toBe('string');
      expect(m.icon.length).toBeGreaterThan(0);
    }
  });

  it("leaves 'Új cikk' and 'Piszkozatok' out for users who may not write articles, and only for them", async () => {
    const reader = await t.signIn();
    const administrator = await t.signIn({ is_administrator: true });
    for (const who of [reader, administrator]) {
      const paths = (await getModules(who.headers)).modules.map((m) => m.path);
      expect(paths).not.toContain('/posts/add');
      // Nobody without a right to write ever has a draft.
      for (const desk of DESK_PATHS) expect(paths).not.toContain(desk);
      // The lists stay: any signed-in user reads them.
      expect(paths).toEqual(expect.arrayContaining(['/posts', '/campaigns/google-ads']));
    }
    expect(describeModules(await getModules(reader.headers))).toEqual(
      EXPECTED_MODULES.filter(
        ([, , path, requiresAdmin]) =>
          !requiresAdmin && !['/posts/add', ...DESK_PATHS, ...ADMINISTRATOR_PATHS].includes(path),
      ),
    );
    const author = await t.signIn({ role_id: await builtinRoleId(t.db, 'author') });
    for (const headers of [
      (await t.signIn({ is_admin: true })).headers,
      (await t.signIn({ is_developer: true })).headers,
      author.headers,
    ]) {
      const paths = (await getModules(headers)).modules.map((m) => m.path);
      expect(paths).toEqual(expect.arrayContaining(['/posts/add', '/posts/drafts']));
    }
  });

  it('hides the requires_admin modules from a user who is not is_admin', async () => {
    // is_administrator and is_developer alone do not make a user is_admin.
    const { headers } = await t.signIn({ is_administrator: true, is_developer: true });
    const data = await getModules(headers);
    expect(describeModules(data)).toEqual([
      ...EXPECTED_MODULES.filter(
        ([, , path, requiresAdmin]) => !requiresAdmin && path !== '/posts/drafts/review',
      ),
      AUDIT_MODULE,
    ]);
    expect(data.modules.some((m) => m.name === 'Felhasználók')).toBe(false);
    // The groups are the same for everyone.
    expect(data.groups).toHaveLength(6);
  });

  it("adds 'Napló' under Adminisztráció for administrators only", async () => {
    const all = await t.signIn({ is_admin: true, is_administrator: true, is_developer: true });
    expect(describeModules(await getModules(all.headers))).toEqual([...EXPECTED_MODULES, AUDIT_MODULE]);
    const audit = (await getModules(all.headers)).modules.find((m) => m.path === '/audit-log');
    expect(audit?.icon).toBe('history');
    for (const roles of [{}, { is_admin: true }, { is_developer: true }]) {
      const { headers } = await t.signIn(roles);
      const paths = (await getModules(headers)).modules.map((m) => m.path);
      expect(paths, JSON.stringify(roles)).not.toContain('/audit-log');
    }
  });
});

describe("'Integrációk' in the sidebar", () => {
  it('is shown to administrators (is_administrator), with or without is_admin, under Adminisztráció', async () => {
    for (const roles of [{ is_administrator: true }, { is_admin: true, is_administrator: true }]) {
      const { headers } = await t.signIn(roles);
      const modules = (await getModules(headers)).modules;
      expect(
        modules.find((m) => m.path === INTEGRATIONS_PATH),
        JSON.stringify(roles),
      ).toMatchObject({
        name: 'Integrációk',
        icon: 'plug',
        requires_admin: 0,
      });
      expect(
        modules.find((m) => m.path === ROLES_PATH),
        JSON.stringify(roles),
      ).toMatchObject({ name: 'Szerepkörök', icon: 'shield', requires_admin: 0 });
      expect(
        modules.find((m) => m.path === CHECKLIST_PATH),
        JSON.stringify(roles),
      ).toMatchObject({ name: 'Közzétételi lista', icon: 'checklist', requires_admin: 0 });
    }
    for (const roles of [{}, { is_admin: true }, { is_developer: true }]) {
      const { headers } = await t.signIn(roles);
      const paths = (await getModules(headers)).modules.map((m) => m.path);
      expect(paths, JSON.stringify(roles)).not.toContain(INTEGRATIONS_PATH);
      expect(paths, JSON.stringify(roles)).not.toContain(ROLES_PATH);
      expect(paths, JSON.stringify(roles)).not.toContain(CHECKLIST_PATH);
    }
  });

  it('is added to a database seeded before it existed, once, at the end of its group', async () => {
    await t.db.delete(appModules).where(eq(appModules.path, INTEGRATIONS_PATH));
    const all = await t.signIn({ is_admin: true, is_administrator: true });
    expect((await getModules(all.headers)).modules.map((m) => m.path)).not.toContain(INTEGRATIONS_PATH);

    await ensureReferenceData(t.db);
    await ensureReferenceData(t.db);
    const integrations = EXPECTED_MODULES.find(([, , path]) => path === INTEGRATIONS_PATH);
    if (!integrations) throw new Error('no Integrációk');
    expect(describeModules(await getModules(all.headers))).toEqual([
      ...EXPECTED_MODULES.filter((m) => m !== integrations),
      integrations,
      AUDIT_MODULE,
    ]);
    const stored = await t.db.select().from(appModules).where(eq(appModules.path, INTEGRATIONS_PATH));
    expect(stored).toHaveLength(1);
  });
});

describe('GET /api/app-settings', () => {
  it('answers the settings as {code, name, value}, environment overrides winning', async () => {
    const { headers } = await t.signIn();
    const res = await t.app.inject({ method: 'GET', url: '/api/app-settings', headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; data: AppSetting[] }>();
    expect(body.status).toBe('ok');
    for (const s of body.data) {
      expect(Object.keys(s).sort()).toEqual(['code', 'name', 'value']);
      expect(typeof s.value).toBe('string');
      expect(s.name.length).toBeGreaterThan(0);
    }
    const byCode = new Map(body.data.map((s) => [s.code, s.value]));
    for (const code of SETTING_CODES) expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('PUBLIC_SITE_URL')).toBe(PUBLIC_SITE_URL);
    // Without an override, the stored value.
    expect(byCode.get('REDIRECT_AFTER_LOGIN')).toBe('');
    expect(byCode.get('ANALYTICS_URL')).toMatch(/^https:\/\//);
  });
});

describe('GET /api/notifications', () => {
  let postSequence = 0;
  async function addPost(userId: number, fields: { menuType?: 'draft' | 'post'; isActive?: boolean } = {}) {
    postSequence += 1;
    const shortname = `teszt-cikk-${postSequence}-${randomBytes(3).toString('hex')}`;
    await t.db.insert(posts).values({
      title: `Teszt cikk ${postSequence}`,
      menuId: 1,
      userId,
      menuType: fields.menuType ?? 'draft',
      isActive: fields.isActive ?? true,
      postUrl: `/hirek/${shortname}`,
      shortname,
    });
  }

  function notifications(headers: { authorization: string }): Promise<Notifications> {
    return getOkData(t, '/api/notifications', headers);
  }

  it("counts only the session user's active drafts", async () => {
    const author = await t.signIn({ is_admin: true });
    const colleague = await t.signIn({ is_admin: true });
    const newcomer = await t.signIn();

    await addPost(author.user.id);
    await addPost(author.user.id);
    await addPost(author.user.id, { menuType: 'post' });
    await addPost(author.user.id, { isActive: false });
    await addPost(author.user.id, { menuType: 'post', isActive: false });
    await addPost(colleague.user.id);

    // Nothing waits for review, nothing was returned, nobody was mentioned (inbox.test.ts).
    const quiet = { review: 0, returned: 0, mentions: 0 };
    expect(await notifications(author.headers)).toEqual({ drafts: 2, ...quiet });
    expect(await notifications(colleague.headers)).toEqual({ drafts: 1, ...quiet });
    expect(await notifications(newcomer.headers)).toEqual({ drafts: 0, ...quiet });
  });
});

describe('without a token', () => {
  it.each(['/api/application-modules', '/api/app-settings', '/api/notifications'])(
    'GET %s is 401',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(errorBody(res).message).toBe(SERVER_MESSAGES.unauthorized);
    },
  );
});
