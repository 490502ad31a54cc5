import { ActionIcon, Badge } from '@mantine/core';
import { A11Y, CATEGORIES_UI as S } from '@newsroom/shared';
import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import rowAction from '../../../components/RowActionButton.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import classes from '../Categories.module.css';

export interface RowActions {
  onUp?: () => void;
  onDown?: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

interface TaxonomyRowProps {
  name: string;
  active: boolean;
  postCount: number;
  /** The category's path and the like, after the name. */
  extra?: ReactNode;
  /** 'head': a category's own row; 'sub': a subcategory's; 'item': a post type's. */
  variant: 'head' | 'sub' | 'item';
  /** Without taxonomy.manage: no actions. */
  actions: RowActions | null | undefined;
}

/** An icon button of a row, named after the item ('Feljebb: Sport'), with the CSS tooltip. */
function RowIcon(props: { label: string; item: string; onClick?: () => void; children: ReactNode }) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      className={rowAction.button}
      aria-label={A11Y.rowAction(props.label, props.item)}
      data-tip={props.label}
      disabled={props.onClick === undefined}
      onClick={props.onClick}
    >
      {props.children}
    </ActionIcon>
  );
}

/**
 * One category, subcategory or post type: its name, its facts (path, article count, 'Kikapcsolva'),
 * and for a manager the actions: up, down, edit, deactivate or reactivate, delete.
 */
export function TaxonomyRow({ name, active, postCount, extra, variant, actions }: TaxonomyRowProps) {
  const rowClass = [classes.row, variant === 'head' && classes.head, variant === 'sub' && classes.sub]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${rowClass} ${active ? '' : classes.inactive}`} data-testid={`${variant}-row`}>
      <div className={classes.main}>
        <span className={classes.name}>{name}</span>
        <span className={classes.facts}>
          {extra}
          <span className={classes.count}>{S.articles(postCount)}</span>
          {!active && (
            <Badge size="sm" variant="light" color="gray" className={classes.badge}>
              {S.inactive}
            </Badge>
          )}
        </span>
      </div>
      {actions && (
        <div className={classes.actions}>
          <RowIcon label={S.moveUp} item={name} onClick={actions.onUp}>
            <IconArrowUp size={18} stroke={1.7} aria-hidden />
          </RowIcon>
          <RowIcon label={S.moveDown} item={name} onClick={actions.onDown}>
            <IconArrowDown size={18} stroke={1.7} aria-hidden />
          </RowIcon>
          <RowActionButton label={S.edit} item={name} kind="edit" onClick={actions.onEdit} />
          <RowIcon label={active ? S.deactivate : S.activate} item={name} onClick={actions.onToggle}>
            {active ? (
              <IconEyeOff size={18} stroke={1.7} aria-hidden />
            ) : (
              <IconEye size={18} stroke={1.7} aria-hidden />
            )}
          </RowIcon>
          <RowActionButton label={S.delete} item={name} kind="delete" onClick={actions.onDelete} />
        </div>
      )}
    </div>
  );
}
