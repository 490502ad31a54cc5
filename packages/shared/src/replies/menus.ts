import { z } from 'zod';
import { okReplySchema, recordIdSchema } from '../envelope.ts';

/** The categories, their subcategories and the article types the articles are filed under. */

/** A category (GET /api/admin-menu-items). */
export const menuSchema = z.object({ id: recordIdSchema, name: z.string(), path: z.string() }).meta({
  id: 'Menu',
});
export type Menu = z.infer<typeof menuSchema>;

/** A subcategory of a category (GET /api/admin-sub-menu-items/{parent_id}). */
export const submenuSchema = z.object({ id: recordIdSchema, title: z.string() }).meta({ id: 'Submenu' });
export type Submenu = z.infer<typeof submenuSchema>;

/** An article type (GET /api/posts/types). */
export const postTypeSchema = z.object({ name: z.string() }).meta({ id: 'PostType' });
export type PostType = z.infer<typeof postTypeSchema>;

export const menusReplySchema = okReplySchema(z.array(menuSchema));
export const submenusReplySchema = okReplySchema(z.array(submenuSchema));
export const postTypesReplySchema = okReplySchema(z.array(postTypeSchema));
