import type { Db } from './db/client.ts';
import { inTransaction } from './lib/transaction.ts';
import { seedSettings, seedSidebarModules } from './modules/app/app.service.ts';
import { seedReferenceMenus } from './modules/menus/menus.service.ts';
import { createFirstAdministrator } from './modules/users/users.service.ts';

/**
 * The start-up seeding (main.ts runs it under the start-up lock, after the migrations): each
 * module seeds its own tables through its service.
 */

/**
 * Seeds the reference data of README.md in one transaction: the sidebar's modules, the settings,
 * the menus and the post types; each set only when its table is empty (a setting only when its
 * code is missing).
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await seedSidebarModules(tx);
    await seedSettings(tx);
    await seedReferenceMenus(tx);
  });
}

/**
 * Creates the first administrator when the database has no user. Without ADMIN_PASSWORD a random
 * password is generated and returned so the caller can print it once.
 */
export function ensureFirstAdmin(
  db: Db,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  return createFirstAdministrator(db, email, password);
}
