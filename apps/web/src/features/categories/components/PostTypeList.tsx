import { Text } from '@mantine/core';
import { type ManagedPostType, CATEGORIES_UI as S } from '@newsroom/shared';
import classes from '../Categories.module.css';
import type { useTaxonomyActions } from '../use-taxonomy-actions.ts';
import { TaxonomyRow } from './TaxonomyRow.tsx';

/** The post types ('Cikktípusok') in the editor's order, in one card. */
export function PostTypeList({
  postTypes,
  manage,
}: {
  postTypes: ManagedPostType[];
  manage: ReturnType<typeof useTaxonomyActions> | null;
}) {
  if (postTypes.length === 0) return <Text c="dimmed">{S.noPostTypes}</Text>;
  return (
    <div className={classes.list}>
      <ul className={`${classes.card} ${classes.sublist}`} aria-label={S.postTypesList}>
        {postTypes.map((type, index) => (
          <li key={type.id} className={index > 0 ? classes.divided : undefined}>
            <TaxonomyRow
              variant="item"
              name={type.name}
              active={type.is_active === 1}
              postCount={type.post_count}
              actions={manage?.actionsFor('postType', postTypes, index, type.name, () =>
                manage.openDialog({ kind: 'postType', item: type }),
              )}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
