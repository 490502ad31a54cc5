import { Center, Loader, Modal } from '@mantine/core';
import { POLL_FORM } from '@newsroom/shared';
import { useEffect } from 'react';
import { showError } from '../../../lib/messages.ts';
import { usePoll } from '../api/get-poll.ts';
import { PollForm } from './PollForm.tsx';

/** What the dialog edits: nothing (closed), a new poll, or the poll with this id. */
export type PollDialogTarget = null | 'new' | number;

interface PollDialogProps {
  target: PollDialogTarget;
  onClose: () => void;
}

/**
 * The modal 'New voting poll' / 'Edit voting poll' (docs/product.md). An existing poll is loaded by
 * id when the dialog opens, so its vote counts are fresh. Escape closes it.
 */
export function PollDialog({ target, onClose }: PollDialogProps) {
  const id = typeof target === 'number' ? target : null;
  const poll = usePoll(id);

  useEffect(() => {
    if (id === null || !poll.error) return;
    console.error('GET /api/voting-widgets/{id} failed', poll.error);
    showError(poll.error.message);
    onClose();
  }, [id, poll.error, onClose]);

  const loading = id !== null && !poll.data;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={id === null ? POLL_FORM.newTitle : POLL_FORM.editTitle}
      size="lg"
      radius="md"
      centered
      closeButtonProps={{ 'aria-label': POLL_FORM.close }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {loading ? (
        <Center py="xl" aria-busy>
          <Loader size="sm" aria-label={POLL_FORM.loading} />
        </Center>
      ) : (
        target !== null && (
          <PollForm
            key={id === null ? 'new' : `${id}-${poll.dataUpdatedAt}`}
            poll={id === null ? undefined : poll.data}
            onSaved={onClose}
            onCancel={onClose}
          />
        )
      )}
    </Modal>
  );
}
