import type { Menu, PostType, Submenu } from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import {
  hasMenus,
  hasPostTypes,
  insertMenu,
  insertPostTypes,
  insertSubmenus,
  listMenus,
  listPostTypes,
  listSubmenus,
} from './menus.repo.ts';

/** The category checks of an article's save and keyword counts (modules/posts). */
export {
  findMenu,
  findMenuAnyState,
  findMenuByPath,
  findSubmenuAnyState,
  submenuBelongsTo,
} from './menus.repo.ts';

/**
 * The reference lists of the article screens: the active categories, subcategories and post
 * types, in their order. Seeded at start (seedReferenceMenus, from bootstrap.ts); administrators
 * manage them on 'Rovatok' (menus-admin.service.ts).
 */
export function getMenus(db: Db): Promise<Menu[]> {
  return listMenus(db);
}

export function getSubmenus(db: Db, parentId: number): Promise<Submenu[]> {
  return listSubmenus(db, parentId);
}

export function getPostTypes(db: Db): Promise<PostType[]> {
  return listPostTypes(db);
}

const MENUS: Array<{ name: string; path: string; submenus: string[] }> = [
  { name: 'Hírek', path: 'hirek', submenus: ['Belföld', 'Külföld', 'Gazdaság', 'Politika'] },
  { name: 'Tech', path: 'tech', submenus: ['Mobil', 'Szoftver', 'Tudomány'] },
  { name: 'Sport', path: 'sport', submenus: ['Labdarúgás', 'Kézilabda', 'Forma-1'] },
  { name: 'Kultúra', path: 'kultura', submenus: ['Film', 'Zene', 'Könyv'] },
  { name: 'Életmód', path: 'eletmod', submenus: ['Egészség', 'Utazás', 'Gasztronómia'] },
];

const POST_TYPES = ['Hír', 'Galéria', 'Videó', 'Interjú', 'Vélemény', 'PR'];

/** Seeds the menus with their submenus, then the post types; each only when its table is empty. */
export async function seedReferenceMenus(tx: Db): Promise<void> {
  if (!(await hasMenus(tx))) {
    for (const [mi, menu] of MENUS.entries()) {
      const menuId = await insertMenu(tx, { name: menu.name, path: menu.path, sortOrder: mi });
      if (menuId === undefined) continue;
      await insertSubmenus(tx, menuId, menu.submenus);
    }
  }
  if (!(await hasPostTypes(tx))) await insertPostTypes(tx, POST_TYPES);
}
