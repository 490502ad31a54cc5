import { z } from 'zod';
import { okReplySchema, recordIdSchema } from './envelope.ts';
import { flag, flagInput } from './flags.ts';
import { idOrNoneSchema, idSchema } from './ids.ts';
import { isFilled, rule } from './rules.ts';
import { CATEGORY_MESSAGES as m } from './strings/categories.ts';

/**
 * Managing the categories, their subcategories and the post types ('Rovatok'; docs/api.md,
 * "Categories and post types"): the write calls' bodies and the management list. SPEC's read calls
 * keep their shapes (replies/menus.ts).
 */

export const MAX_CATEGORY_NAME_LENGTH = 60;
export const MAX_CATEGORY_PATH_LENGTH = 60;
/** A category's path: a slug, as the site's address `/{path}/` uses it. */
export const CATEGORY_PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Paths the reader site answers itself (apps/site/src/server.tsx, apps/site/src/routes/feeds.ts). */
export const RESERVED_CATEGORY_PATHS = ['api', 'uploads', 'assets', 'sitemaps'] as const;
export const MAX_SORT_ORDER = 100_000;

/** A name: spaces trimmed and collapsed, required, at most 60 characters. */
const nameField = (missing: string, tooLong: string) =>
  z
    .string()
    .default('')
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .refine(isFilled, rule(missing))
    .refine((v) => v.length <= MAX_CATEGORY_NAME_LENGTH, rule(tooLong));

/** A path sent by the client; empty means "made from the name" (on create) or "kept" (on update). */
const pathField = z
  .string()
  .max(200)
  .transform((v) => v.trim())
  .refine((v) => v === '' || v.length <= MAX_CATEGORY_PATH_LENGTH, rule(m.pathTooLong))
  .refine((v) => v === '' || CATEGORY_PATH_PATTERN.test(v), rule(m.pathInvalid))
  .refine((v) => !(RESERVED_CATEGORY_PATHS as readonly string[]).includes(v), rule(m.pathReserved));

const sortOrderField = z
  .number()
  .int(m.sortOrderInvalid)
  .min(0, m.sortOrderInvalid)
  .max(MAX_SORT_ORDER, m.sortOrderInvalid);

/** POST /api/admin-menu-items. */
export const menuCreateSchema = z.object({
  name: nameField(m.nameMissing, m.nameTooLong),
  path: pathField.optional(),
  sort_order: sortOrderField.optional(),
  is_active: flagInput.optional(),
});
export type MenuCreateInput = z.input<typeof menuCreateSchema>;

/** PUT /api/admin-menu-items/{id}: only the fields sent change. */
export const menuUpdateSchema = menuCreateSchema.partial();
export type MenuUpdateInput = z.input<typeof menuUpdateSchema>;

/** POST /api/admin-sub-menu-items. */
export const submenuCreateSchema = z.object({
  menu_id: idOrNoneSchema.refine((v) => v > 0, rule(m.parentMissing)),
  title: nameField(m.titleMissing, m.titleTooLong),
  sort_order: sortOrderField.optional(),
  is_active: flagInput.optional(),
});
export type SubmenuCreateInput = z.input<typeof submenuCreateSchema>;

/** PUT /api/admin-sub-menu-items/{id}: a subcategory stays in its category. */
export const submenuUpdateSchema = submenuCreateSchema.omit({ menu_id: true }).partial();
export type SubmenuUpdateInput = z.input<typeof submenuUpdateSchema>;

/** POST /api/posts/types. */
export const postTypeCreateSchema = z.object({
  name: nameField(m.postTypeNameMissing, m.postTypeNameTooLong),
  sort_order: sortOrderField.optional(),
  is_active: flagInput.optional(),
});
export type PostTypeCreateInput = z.input<typeof postTypeCreateSchema>;

export const postTypeUpdateSchema = postTypeCreateSchema.partial();
export type PostTypeUpdateInput = z.input<typeof postTypeUpdateSchema>;

/**
 * POST …/order: the ids in their new order. Those named come first, in this order; the others keep
 * their order after them.
 */
export const orderInputSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, m.orderInvalid)
    .max(1000, m.orderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, rule(m.orderInvalid)),
});
export type OrderInput = z.input<typeof orderInputSchema>;

const managedFields = {
  sort_order: z.number().int(),
  is_active: flag,
  post_count: z.number().int().describe('Active articles (any state) filed under it.'),
};

export const managedSubmenuSchema = z
  .object({ id: recordIdSchema, menu_id: recordIdSchema, title: z.string(), ...managedFields })
  .meta({ id: 'ManagedSubmenu' });
export type ManagedSubmenu = z.infer<typeof managedSubmenuSchema>;

export const managedMenuSchema = z
  .object({
    id: recordIdSchema,
    name: z.string(),
    path: z.string(),
    ...managedFields,
    old_paths: z.array(z.string()).describe('Earlier paths, each redirecting to this category.'),
    submenus: z.array(managedSubmenuSchema),
  })
  .meta({ id: 'ManagedMenu' });
export type ManagedMenu = z.infer<typeof managedMenuSchema>;

export const managedPostTypeSchema = z
  .object({ id: recordIdSchema, name: z.string(), ...managedFields })
  .meta({ id: 'ManagedPostType' });
export type ManagedPostType = z.infer<typeof managedPostTypeSchema>;

/** GET /api/categories: everything the 'Rovatok' screen shows, inactive items included. */
export const categoriesOverviewSchema = z.object({
  categories: z.array(managedMenuSchema),
  post_types: z.array(managedPostTypeSchema),
});
export type CategoriesOverview = z.infer<typeof categoriesOverviewSchema>;

export const categoriesOverviewReplySchema = okReplySchema(categoriesOverviewSchema);
export const managedMenuReplySchema = okReplySchema(managedMenuSchema);
export const managedSubmenuReplySchema = okReplySchema(managedSubmenuSchema);
export const managedPostTypeReplySchema = okReplySchema(managedPostTypeSchema);
