import {
  CATEGORY_MESSAGES as M,
  type ManagedMenu,
  type ManagedPostType,
  type ManagedSubmenu,
  CATEGORIES_UI as S,
} from '@newsroom/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { showError, showMessage } from '../../lib/messages.ts';
import { type TaxonomyKind, type TaxonomyWrite, useTaxonomyWrite } from './api/taxonomy-writes.ts';
import type { RowActions } from './components/TaxonomyRow.tsx';

/** What the dialog edits: a new or an existing category, subcategory (of `menu`) or post type. */
export type DialogTarget =
  | { kind: 'category'; item: ManagedMenu | null }
  | { kind: 'submenu'; menu: ManagedMenu; item: ManagedSubmenu | null }
  | { kind: 'postType'; item: ManagedPostType | null };

/** The item the delete question names. */
export interface DeleteTarget {
  kind: TaxonomyKind;
  id: number;
  name: string;
}

/** An item of a list as its row's actions need it. */
interface Listed {
  id: number;
  is_active: number;
}

/**
 * The state and row actions of 'Rovatok': the dialog open, the delete question, and each row's
 * up, down, deactivate and reactivate, sent at once and said through the live region; a refusal
 * shows the server's message (a 409's or the last active category's 400).
 */
export function useTaxonomyActions() {
  const write = useTaxonomyWrite();
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  function run(change: TaxonomyWrite, said: string | undefined, after?: () => void) {
    // One change at a time: a second click while the first is on its way would reorder stale ids.
    if (write.isPending) return;
    write.mutate(change, {
      onSuccess: (reply) => {
        showMessage('success', said ?? reply.message ?? M.saved, { liveRegion: true });
        after?.();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 401)) showError(error.message);
        after?.();
      },
    });
  }

  /** The actions of `list[index]` (a list in its order: the categories, a category's subcategories, the post types). */
  function actionsFor<T extends Listed>(
    kind: TaxonomyKind,
    list: T[],
    index: number,
    name: string,
    open: () => void,
    parentId?: number,
  ): RowActions {
    const item = list[index] as T;
    const move = (to: number) => {
      const ids = list.map((i) => i.id);
      [ids[index], ids[to]] = [ids[to] as number, ids[index] as number];
      run({ action: 'order', kind, ids, parentId }, M.orderSaved);
    };
    const active = item.is_active === 1;
    return {
      onUp: index > 0 ? () => move(index - 1) : undefined,
      onDown: index < list.length - 1 ? () => move(index + 1) : undefined,
      onEdit: open,
      onToggle: () =>
        run(
          { action: 'save', kind, id: item.id, body: { is_active: active ? 0 : 1 } },
          active ? S.deactivated(name) : S.activated(name),
        ),
      onDelete: () => setDeleting({ kind, id: item.id, name }),
    };
  }

  function confirmDelete() {
    if (deleting)
      run({ action: 'delete', kind: deleting.kind, id: deleting.id }, undefined, () => setDeleting(null));
  }

  return {
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    deleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: write.isPending && deleting !== null,
    actionsFor,
  };
}
