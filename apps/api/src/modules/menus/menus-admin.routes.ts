import {
  categoriesOverviewReplySchema,
  idParamsSchema,
  idSchema,
  CATEGORY_MESSAGES as M,
  managedMenuReplySchema,
  managedPostTypeReplySchema,
  managedSubmenuReplySchema,
  menuCreateSchema,
  menuUpdateSchema,
  messageReplySchema,
  okReply,
  orderInputSchema,
  postTypeCreateSchema,
  postTypeUpdateSchema,
  submenuCreateSchema,
  submenuUpdateSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { createMenu, deleteMenu, getCategoriesOverview, updateMenu } from './menus-admin.service.ts';
import {
  createPostType,
  createSubmenu,
  deletePostType,
  deleteSubmenu,
  updatePostType,
  updateSubmenu,
} from './menus-items.service.ts';
import { orderMenus, orderPostTypes, orderSubmenus } from './menus-order.service.ts';

const NOTE =
  'Needs `taxonomy.manage`. Bad input is a 400 with a Hungarian message per field and changes nothing; the write is audited.';

/**
 * Managing the categories, subcategories and post types ('Rovatok'; docs/api.md, "Categories and
 * post types"). Access: lib/route-access.ts.
 */
export function menusAdminRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['Categories'];
  const ok = { status: 'ok' as const };

  api.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary:
          "Every category (inactive ones too) with its subcategories, old paths and article counts, and every post type: the 'Rovatok' screen",
        response: { 200: categoriesOverviewReplySchema },
      },
    },
    async () => okReply(await getCategoriesOverview(db)),
  );

  api.post(
    '/api/admin-menu-items',
    {
      schema: {
        tags,
        summary: 'Adds a category; its path is made from the name when not given',
        description: `${NOTE} Names are unique without case, paths unique; a path an old category left is taken over (its redirect ends).`,
        body: menuCreateSchema,
        response: { 200: managedMenuReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => okReply(await createMenu(db, req.body), M.saved),
  );

  api.put(
    '/api/admin-menu-items/:id',
    {
      schema: {
        tags,
        summary:
          'Renames, moves, reorders, deactivates or reactivates a category (only the fields sent change)',
        description: `${NOTE} A new path keeps the old one as a redirect and moves every article's address; the last active category cannot be deactivated (400).`,
        params: idParamsSchema,
        body: menuUpdateSchema,
        response: { 200: managedMenuReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => okReply(await updateMenu(db, req.params.id, req.body), M.saved),
  );

  api.delete(
    '/api/admin-menu-items/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a category no article was ever filed under',
        description: `${NOTE} One in use is a 409 (deactivate it instead); the last active one a 400.`,
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errorReplies(404, 409) },
      },
    },
    async (req) => {
      await deleteMenu(db, req.params.id);
      return { ...ok, message: M.deleted };
    },
  );

  api.post(
    '/api/admin-menu-items/order',
    {
      schema: {
        tags,
        summary: 'Puts the categories in this order: the ids named first, the others after them',
        description: NOTE,
        body: orderInputSchema,
        response: { 200: categoriesOverviewReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => okReply(await orderMenus(db, req.body.ids), M.orderSaved),
  );

  api.post(
    '/api/admin-sub-menu-items',
    {
      schema: {
        tags,
        summary: 'Adds a subcategory to a category',
        description: `${NOTE} Titles are unique within their category, without case.`,
        body: submenuCreateSchema,
        response: { 200: managedSubmenuReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => okReply(await createSubmenu(db, req.body), M.submenuSaved),
  );

  api.put(
    '/api/admin-sub-menu-items/:id',
    {
      schema: {
        tags,
        summary: 'Renames, reorders, deactivates or reactivates a subcategory',
        description: NOTE,
        params: idParamsSchema,
        body: submenuUpdateSchema,
        response: { 200: managedSubmenuReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => okReply(await updateSubmenu(db, req.params.id, req.body), M.submenuSaved),
  );

  api.delete(
    '/api/admin-sub-menu-items/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a subcategory no article was ever filed under (409 otherwise)',
        description: NOTE,
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errorReplies(404, 409) },
      },
    },
    async (req) => {
      await deleteSubmenu(db, req.params.id);
      return { ...ok, message: M.submenuDeleted };
    },
  );

  api.post(
    '/api/admin-sub-menu-items/:parent_id/order',
    {
      schema: {
        tags,
        summary: "Puts a category's subcategories in this order",
        description: NOTE,
        params: z.object({ parent_id: idSchema }),
        body: orderInputSchema,
        response: { 200: categoriesOverviewReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => okReply(await orderSubmenus(db, req.params.parent_id, req.body.ids), M.orderSaved),
  );

  api.post(
    '/api/posts/types',
    {
      schema: {
        tags,
        summary: 'Adds a post type',
        description: `${NOTE} Names are unique without case.`,
        body: postTypeCreateSchema,
        response: { 200: managedPostTypeReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => okReply(await createPostType(db, req.body), M.postTypeSaved),
  );

  api.put(
    '/api/posts/types/:id',
    {
      schema: {
        tags,
        summary: 'Renames, reorders, deactivates or reactivates a post type',
        description: `${NOTE} Articles store the type's name: a new name is written into every article that has it, in the same transaction.`,
        params: idParamsSchema,
        body: postTypeUpdateSchema,
        response: { 200: managedPostTypeReplySchema, ...errorReplies(400, 404) },
      },
    },
    async (req) => {
      const { item, renamed } = await updatePostType(db, req.params.id, req.body);
      return okReply(item, renamed === null ? M.postTypeSaved : M.postTypeRenamed(renamed));
    },
  );

  api.delete(
    '/api/posts/types/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a post type no article has (409 otherwise)',
        description: NOTE,
        params: idParamsSchema,
        response: { 200: messageReplySchema, ...errorReplies(404, 409) },
      },
    },
    async (req) => {
      await deletePostType(db, req.params.id);
      return { ...ok, message: M.postTypeDeleted };
    },
  );

  api.post(
    '/api/posts/types/order',
    {
      schema: {
        tags,
        summary: 'Puts the post types in this order',
        description: NOTE,
        body: orderInputSchema,
        response: { 200: categoriesOverviewReplySchema, ...errorReplies(400) },
      },
    },
    async (req) => okReply(await orderPostTypes(db, req.body.ids), M.orderSaved),
  );
}
