import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { WORKFLOW_MESSAGES, WORKFLOW_UI } from '@newsroom/shared';
import { useState } from 'react';

interface ReturnDialogProps {
  opened: boolean;
  /** Who will be told: the author's name. */
  author: string;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/** 'Visszaküldés': the note for the author is required, and the dialog says who will be told. */
export function ReturnDialog({ opened, author, onConfirm, onCancel }: ReturnDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    if (note.trim() === '') {
      setError(WORKFLOW_MESSAGES.noteRequired);
      return;
    }
    onConfirm(note.trim());
    setNote('');
    setError(null);
  }

  return (
    <Modal opened={opened} onClose={onCancel} title={WORKFLOW_UI.returnTitle} centered>
      <Stack>
        <Textarea
          label={WORKFLOW_UI.noteLabel}
          placeholder={WORKFLOW_UI.notePlaceholder}
          autosize
          minRows={3}
          required
          data-autofocus
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
        />
        <Text size="sm" c="dimmed" data-testid="return-recipients">
          {WORKFLOW_UI.toldAuthor(author)}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {WORKFLOW_UI.cancel}
          </Button>
          <Button color="orange" onClick={confirm}>
            {WORKFLOW_UI.returnConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
