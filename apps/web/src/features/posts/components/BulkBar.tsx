import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  type MenuType,
  POST_LIST_DESK,
  type PostBulkAction,
  type PostBulkInput,
  type PostBulkOutcome,
} from '@newsroom/shared';
import { IconEye, IconEyeOff, IconFolderShare, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { SmallButton } from '../../../components/SmallButton.tsx';
import { useBulkPosts } from '../api/bulk-posts.ts';
import classes from './BulkBar.module.css';
import { MoveDialog } from './MoveDialog.tsx';
import type { Selection } from './PostList.tsx';

/** The actions that ask a yes/no question first; a move asks for the category instead. */
type Asked = Exclude<PostBulkAction, 'move'>;

interface BulkBarProps {
  /** The article list offers withdrawal, the drafts list publication. */
  kind: MenuType;
  selection: Selection;
  onClear: () => void;
  /** The reply of a finished call: its summary and each article's outcome. */
  onFinished: (outcome: PostBulkOutcome, message: string) => void;
}

const QUESTIONS: Record<Asked, { message: (n: number) => string; confirm: string; color: string }> = {
  delete: { message: POST_LIST_DESK.deleteConfirm, confirm: POST_LIST_DESK.deleteSelected, color: 'red' },
  publish: { message: POST_LIST_DESK.publishConfirm, confirm: POST_LIST_DESK.publish, color: 'blue' },
  unpublish: { message: POST_LIST_DESK.unpublishConfirm, confirm: POST_LIST_DESK.unpublish, color: 'orange' },
};

/**
 * What can be done with the selected rows: move them to another category, publish or withdraw them,
 * delete them (after a question), or drop the selection. Each article is sent with the
 * last_update the list showed, so one changed meanwhile is left alone and reported.
 */
export function BulkBar({ kind, selection, onClear, onFinished }: BulkBarProps) {
  const bulk = useBulkPosts();
  const [asked, setAsked] = useState<Asked>('delete');
  const [questionOpen, setQuestionOpen] = useState(false);
  const [moveOpen, setMoveOpen] = useState(false);
  const count = selection.size;

  function run(action: PostBulkAction, target: Pick<PostBulkInput, 'menu_id' | 'secondary_menu_id'> = {}) {
    const items = [...selection.values()].map((p) => ({ id: p.id, last_update: p.last_update }));
    bulk.mutate(
      { action, items, ...target },
      {
        onSuccess: (reply) => onFinished(reply.data, reply.message ?? ''),
        onSettled: () => {
          setQuestionOpen(false);
          setMoveOpen(false);
        },
      },
    );
  }
  const ask = (action: Asked) => {
    setAsked(action);
    setQuestionOpen(true);
  };
  const question = QUESTIONS[asked];

  return (
    <>
      <fieldset className={classes.bulkBar}>
        <VisuallyHidden component="legend">{POST_LIST_DESK.bulkActions}</VisuallyHidden>
        <div className={classes.bulkInner}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" aria-live="polite">
              {POST_LIST_DESK.selected(count)}
            </Text>
            <Tooltip label={POST_LIST_DESK.clearSelection} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={POST_LIST_DESK.clearSelection}
                onClick={onClear}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap="xs" className={classes.bulkButtons}>
            <SmallButton icon={IconFolderShare} onClick={() => setMoveOpen(true)}>
              {POST_LIST_DESK.move}
            </SmallButton>
            {kind === 'draft' ? (
              <SmallButton icon={IconEye} onClick={() => ask('publish')}>
                {POST_LIST_DESK.publish}
              </SmallButton>
            ) : (
              <SmallButton icon={IconEyeOff} onClick={() => ask('unpublish')}>
                {POST_LIST_DESK.unpublish}
              </SmallButton>
            )}
            <SmallButton icon={IconTrash} variant="light" color="red" onClick={() => ask('delete')}>
              {POST_LIST_DESK.deleteSelected}
            </SmallButton>
          </Group>
        </div>
      </fieldset>

      <ConfirmDialog
        opened={questionOpen}
        title={POST_LIST_DESK.confirmTitle}
        message={question.message(count)}
        confirmLabel={question.confirm}
        cancelLabel={POST_LIST_DESK.cancel}
        confirmColor={question.color}
        onConfirm={() => run(asked)}
        onCancel={() => setQuestionOpen(false)}
        loading={bulk.isPending}
      />
      <MoveDialog
        opened={moveOpen}
        count={count}
        onConfirm={(menuId, secondaryMenuId) =>
          run('move', { menu_id: menuId, secondary_menu_id: secondaryMenuId })
        }
        onCancel={() => setMoveOpen(false)}
        loading={bulk.isPending}
      />
    </>
  );
}
