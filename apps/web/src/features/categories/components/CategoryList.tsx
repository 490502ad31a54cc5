import { Button, Text } from '@mantine/core';
import { type ManagedMenu, CATEGORIES_UI as S } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import classes from '../Categories.module.css';
import type { DialogTarget, useTaxonomyActions } from '../use-taxonomy-actions.ts';
import { TaxonomyRow } from './TaxonomyRow.tsx';

interface CategoryListProps {
  categories: ManagedMenu[];
  /** null: read-only (no taxonomy.manage). */
  manage: ReturnType<typeof useTaxonomyActions> | null;
}

/**
 * The categories in the site's menu order, each a card: its row (name, path, article count,
 * state, actions), its old paths, and its subcategories with theirs.
 */
export function CategoryList({ categories, manage }: CategoryListProps) {
  if (categories.length === 0) return <Text c="dimmed">{S.empty}</Text>;
  const open = (target: DialogTarget) => () => manage?.openDialog(target);
  return (
    <ul className={classes.list} aria-label={S.categoriesList}>
      {categories.map((menu, index) => (
        <li
          key={menu.id}
          className={`${classes.card} ${menu.is_active ? '' : classes.inactiveCard}`}
          data-testid="category-card"
        >
          <TaxonomyRow
            variant="head"
            name={menu.name}
            active={menu.is_active === 1}
            postCount={menu.post_count}
            extra={<span className={classes.path}>/{menu.path}/</span>}
            actions={manage?.actionsFor(
              'category',
              categories,
              index,
              menu.name,
              open({ kind: 'category', item: menu }),
            )}
          />
          <ul className={classes.sublist} aria-label={`${S.submenus}: ${menu.name}`}>
            {menu.submenus.map((sub, subIndex) => (
              <li key={sub.id}>
                <TaxonomyRow
                  variant="sub"
                  name={sub.title}
                  active={sub.is_active === 1}
                  postCount={sub.post_count}
                  actions={manage?.actionsFor(
                    'submenu',
                    menu.submenus,
                    subIndex,
                    sub.title,
                    open({ kind: 'submenu', menu, item: sub }),
                    menu.id,
                  )}
                />
              </li>
            ))}
          </ul>
          {(menu.submenus.length === 0 || manage || menu.old_paths.length > 0) && (
            <div className={classes.subFooter}>
              <span className={classes.oldPaths}>
                {menu.submenus.length === 0 && <span>{S.noSubmenus} </span>}
                {menu.old_paths.length > 0 && (
                  <span data-testid="old-paths">
                    {S.oldPaths}: {menu.old_paths.map((p) => `/${p}/`).join(', ')}
                  </span>
                )}
              </span>
              {manage && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={open({ kind: 'submenu', menu, item: null })}
                  aria-label={`${S.addSubmenu}: ${menu.name}`}
                >
                  {S.addSubmenu}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
