import { Button, Group, Modal, Text } from '@mantine/core';
import { LIST_CONTROLS } from '@newsroom/shared';
import { useState } from 'react';
import { useConfirmFocus } from './focus.ts';

/**
 * The row a list screen asks about deleting: `ask(row)` opens the question; `dialogProps(message)`
 * are the ConfirmDialog's: confirming deletes the row with `remove` and closes the question once
 * that settles, cancelling closes it. The row stays named while the dialog closes.
 */
export function useDeleteQuestion<Row extends { id: number }>(
  remove: (id: number, options: { onSettled: () => void }) => void,
) {
  const [row, setRow] = useState<Row | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    ask(target: Row) {
      setRow(target);
      setOpened(true);
    },
    dialogProps: (message: (row: Row) => string) => ({
      opened,
      message: row ? message(row) : '',
      onConfirm() {
        if (row) remove(row.id, { onSettled: () => setOpened(false) });
      },
      onCancel: () => setOpened(false),
    }),
  };
}

interface ConfirmDialogProps {
  opened: boolean;
  /** The question, e.g. 'Tényleg szeretné törölni a "…" cikket?'. */
  message: string;
  onConfirm: () => void;
  /** 'Mégsem', Escape, the close button or a click outside. */
  onCancel: () => void;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Colour of the confirm button; red for destructive actions. */
  confirmColor?: string;
  /** The confirmed action is running: the confirm button spins and the dialog stays. */
  loading?: boolean;
}

/**
 * A modal question with a confirm and a cancel button; focus is trapped and Escape cancels.
 * Cancelled, the focus goes back to what opened it; confirmed, to the screen's heading (the action
 * changed the screen, and its opener may be about to disappear).
 */
export function ConfirmDialog({
  opened,
  message,
  onConfirm,
  onCancel,
  title = LIST_CONTROLS.confirmTitle,
  confirmLabel = LIST_CONTROLS.confirmYes,
  cancelLabel = LIST_CONTROLS.confirmCancel,
  confirmColor = 'red',
  loading = false,
}: ConfirmDialogProps) {
  const focus = useConfirmFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => {} : onCancel}
      returnFocus={false}
      onExitTransitionEnd={focus.afterClose}
      title={title}
      centered
      radius="md"
      styles={{ title: { fontWeight: 600 } }}
      // Escape and the cancel button close it; a second "close" control would only duplicate them.
      withCloseButton={false}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          color={confirmColor}
          onClick={() => {
            focus.confirmed();
            onConfirm();
          }}
          loading={loading}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
