import { Button, Group } from '@mantine/core';
import { can, POLL_LIST, type Poll, READ_ONLY_REASONS } from '@newsroom/shared';
import { IconLayoutSidebarRightCollapse, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog, useDeleteQuestion } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { ReadOnlyNotice } from '../../components/ReadOnlyNotice.tsx';
import { pageFromSearch } from '../../lib/page-param.ts';
import { usePagedListGuards } from '../../lib/paged-list.ts';
import { useSession } from '../../lib/session.ts';
import { useDeletePoll } from './api/delete-poll.ts';
import { useMarkRightSide } from './api/mark-right-side.ts';
import { usePolls } from './api/polls-list.ts';
import { useRemoveAllRightSide } from './api/remove-all-right-side.ts';
import { PollDialog, type PollDialogTarget } from './components/PollDialog.tsx';
import { PollTable } from './components/PollTable.tsx';

/** The voting polls screen (/tools/voting-widgets, docs/product.md), English as the product shows it (docs/product.md). */
export default function PollsPage() {
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const list = usePolls(page);
  const reply = list.data;
  const lastPage = reply?.pagination.last_page ?? 0;
  usePagedListGuards({
    call: 'GET /api/voting-widgets',
    error: list.error,
    isPlaceholderData: list.isPlaceholderData,
    page,
    lastPage,
  });
  const canWrite = can(user, 'writeAds');

  const [dialog, setDialog] = useState<PollDialogTarget>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const deletion = useDeletePoll();
  const question = useDeleteQuestion<Poll>(deletion.mutate);
  const marking = useMarkRightSide();
  const removeAll = useRemoveAllRightSide();

  return (
    <>
      <PageHeader title={POLL_LIST.title}>
        {canWrite && (
          <Group gap="sm" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconLayoutSidebarRightCollapse size={18} stroke={1.7} aria-hidden />}
              onClick={() => removeAll.mutate()}
              loading={removeAll.isPending}
            >
              {POLL_LIST.removeAll}
            </Button>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog('new')}>
              {POLL_LIST.newPoll}
            </Button>
          </Group>
        )}
      </PageHeader>
      <ReadOnlyNotice reason={canWrite ? null : READ_ONLY_REASONS.writePolls} />

      <PollTable
        polls={reply?.data}
        isStale={list.isPlaceholderData}
        failed={list.isError}
        canWrite={canWrite}
        markingId={marking.isPending ? (marking.variables ?? null) : null}
        onEdit={(poll) => setDialog(poll.id)}
        onDelete={question.ask}
        onMarkRightSide={(poll) => marking.mutate(poll.id)}
      />

      {reply && <Pagination page={reply.pagination.current_page} lastPage={lastPage} />}

      <PollDialog target={dialog} onClose={closeDialog} />

      <ConfirmDialog
        {...question.dialogProps((poll) => POLL_LIST.deleteConfirm(poll.name))}
        title={POLL_LIST.confirmTitle}
        confirmLabel={POLL_LIST.yes}
        cancelLabel={POLL_LIST.cancel}
        loading={deletion.isPending}
      />
    </>
  );
}
