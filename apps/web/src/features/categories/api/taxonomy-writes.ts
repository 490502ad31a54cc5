import {
  categoriesOverviewReplySchema,
  managedMenuReplySchema,
  managedPostTypeReplySchema,
  managedSubmenuReplySchema,
  messageReplySchema,
  type ReplySchema,
} from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { reloadTaxonomy } from './categories.ts';

/** What 'Rovatok' manages: a category, a subcategory or a post type. */
export type TaxonomyKind = 'category' | 'submenu' | 'postType';

/** Each kind's calls (docs/api.md, "Categories and post types"). */
const BASE: Record<TaxonomyKind, string> = {
  category: '/admin-menu-items',
  submenu: '/admin-sub-menu-items',
  postType: '/posts/types',
};

const REPLY = {
  category: managedMenuReplySchema,
  submenu: managedSubmenuReplySchema,
  postType: managedPostTypeReplySchema,
} as const;

export type TaxonomyWrite =
  /** POST (id null) or PUT of the fields in `body`. */
  | { action: 'save'; kind: TaxonomyKind; id: number | null; body: Record<string, unknown> }
  | { action: 'delete'; kind: TaxonomyKind; id: number }
  /** The ids in their new order; a subcategory's list names its category (`parentId`). */
  | { action: 'order'; kind: TaxonomyKind; ids: number[]; parentId?: number };

/** Sends one write; answers the server's message. */
export async function sendTaxonomyWrite(write: TaxonomyWrite): Promise<{ message?: string }> {
  const base = BASE[write.kind];
  if (write.action === 'save') {
    const [method, path] = write.id === null ? ['POST', base] : ['PUT', `${base}/${write.id}`];
    const schema: ReplySchema<{ message?: string }> = REPLY[write.kind];
    return apiRequest(method, path, schema, { body: write.body });
  }
  if (write.action === 'delete') return apiRequest('DELETE', `${base}/${write.id}`, messageReplySchema);
  const path = write.kind === 'submenu' ? `${base}/${write.parentId}/order` : `${base}/order`;
  return apiRequest('POST', path, categoriesOverviewReplySchema, { body: { ids: write.ids } });
}

/**
 * Every write of 'Rovatok'. Errors are left to the caller (silent): a dialog marks the fields a
 * 400 names, a row action shows the server's message. Whatever the outcome, the lists reload,
 * this screen's and the editor's selects alike.
 */
export function useTaxonomyWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTaxonomyWrite,
    meta: { silent: true },
    onSettled: () => reloadTaxonomy(queryClient),
  });
}
