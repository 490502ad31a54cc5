import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { appModules, appSettings, menus, moduleGroups, postTypes, submenus, users } from './schema/index.ts';

const MODULE_GROUPS: Array<{ name: string; modules: Array<[string, string, string, boolean?, string?]> }> = [
  {
    name: 'Cikkek',
    modules: [
      ['Cikkek', '/posts', 'article'],
      ['Piszkozatok', '/posts/drafts', 'drafts', false, 'drafts'],
      ['Új cikk', '/posts/add', 'file-plus'],
    ],
  },
  {
    name: 'Riportok',
    modules: [
      ['Cikk típus', '/reports/post-type', 'chart-pie'],
      ['Cikk darabszám', '/reports/post-count', 'chart-bar'],
      ['Látogatók', '/reports/post-visitors', 'eye'],
    ],
  },
  {
    name: 'Hirdetések',
    modules: [
      ['Kampányok', '/campaigns', 'speakerphone'],
      ['Bannerek', '/campaigns/banners', 'photo'],
      ['Google hirdetések', '/campaigns/google-ads', 'ad'],
    ],
  },
  { name: 'Eszközök', modules: [['Szavazások', '/tools/voting-widgets', 'list-check']] },
  { name: 'Adminisztráció', modules: [['Felhasználók', '/users', 'users', true]] },
];

const SETTINGS: Array<{ code: string; name: string; value: string }> = [
  { code: 'REDIRECT_AFTER_LOGIN', name: 'Átirányítás bejelentkezés után', value: '' },
  { code: 'PUBLIC_SITE_URL', name: 'A nyilvános oldal címe', value: 'http://localhost:8080' },
  {
    code: 'ANALYTICS_URL',
    name: 'Az Analytics webes felülete',
    value: 'https://analytics.google.com/analytics/web/',
  },
  { code: 'ANALYTICS_CLIENT_ID', name: 'Analytics kliens azonosító', value: '' },
  { code: 'ANALYTICS_PROPERTY_ID', name: 'Analytics tulajdon azonosító', value: '' },
  {
    code: 'ANALYTICS_API_URL',
    name: 'Az Analytics adat API címe',
    value: 'https://analyticsdata.googleapis.com',
  },
  { code: 'DEVELOPER_SITE_URL', name: 'A fejlesztő oldala', value: '/about' },
];

const MENUS: Array<{ name: string; path: string; submenus: string[] }> = [
  { name: 'Hírek', path: 'hirek', submenus: ['Belföld', 'Külföld', 'Gazdaság', 'Politika'] },
  { name: 'Tech', path: 'tech', submenus: ['Mobil', 'Szoftver', 'Tudomány'] },
  { name: 'Sport', path: 'sport', submenus: ['Labdarúgás', 'Kézilabda', 'Forma-1'] },
  { name: 'Kultúra', path: 'kultura', submenus: ['Film', 'Zene', 'Könyv'] },
  { name: 'Életmód', path: 'eletmod', submenus: ['Egészség', 'Utazás', 'Gasztronómia'] },
];

const POST_TYPES = ['Hír', 'Galéria', 'Videó', 'Interjú', 'Vélemény', 'PR'];

async function isEmpty(
  db: Db,
  table: typeof moduleGroups | typeof appSettings | typeof menus | typeof postTypes,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Seeds the reference data of README.md; each set only when its table is empty. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    if (await isEmpty(tx, moduleGroups)) {
      let order = 0;
      for (const [gi, group] of MODULE_GROUPS.entries()) {
        const [g] = await tx
          .insert(moduleGroups)
          .values({ name: group.name, sortOrder: gi })
          .returning({ id: moduleGroups.id });
        if (!g) continue;
        for (const [name, path, icon, requiresAdmin = false, notificationProperty] of group.modules) {
          await tx.insert(appModules).values({
            groupId: g.id,
            name,
            path,
            icon,
            requiresAdmin,
            notificationProperty: notificationProperty ?? null,
            sortOrder: order++,
          });
        }
      }
    }
    await tx.insert(appSettings).values(SETTINGS).onConflictDoNothing();
    if (await isEmpty(tx, menus)) {
      for (const [mi, menu] of MENUS.entries()) {
        const [m] = await tx
          .insert(menus)
          .values({ name: menu.name, path: menu.path, sortOrder: mi })
          .returning({ id: menus.id });
        if (!m) continue;
        await tx
          .insert(submenus)
          .values(menu.submenus.map((title, si) => ({ menuId: m.id, title, sortOrder: si })));
      }
    }
    if (await isEmpty(tx, postTypes)) {
      await tx.insert(postTypes).values(POST_TYPES.map((name) => ({ name })));
    }
  });
}

/**
 * Creates the first administrator when the database has no user. Without ADMIN_PASSWORD a random
 * password is generated and returned so the caller can print it once.
 */
export async function ensureFirstAdmin(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return { created: false };
  const finalPassword = password ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(finalPassword);
  const inserted = await db
    .insert(users)
    .values({
      firstName: 'Admin',
      lastName: 'Rendszergazda',
      email,
      passwordHash,
      isAdmin: true,
      isAdministrator: true,
      isDeveloper: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return { created: false };
  return { created: true, generatedPassword: password ? undefined : finalPassword };
}
