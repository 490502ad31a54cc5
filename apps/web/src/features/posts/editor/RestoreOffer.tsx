import { Alert, Button, Group, Text } from '@mantine/core';
import { EDITOR, formatDateTime } from '@newsroom/shared';
import { IconHistory } from '@tabler/icons-react';
import type { UnsavedCopy } from './unsaved-copy.ts';

interface RestoreOfferProps {
  copy: UnsavedCopy;
  /** The article was saved (by anyone) after the copy was made. */
  changedSince: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the unsaved changes an earlier visit left in the browser. */
export function RestoreOffer({ copy, changedSince, onRestore, onDiscard }: RestoreOfferProps) {
  return (
    <Alert color="blue" variant="light" icon={<IconHistory size={18} />} title={EDITOR.restoreTitle} mb="md">
      <Text size="sm">{EDITOR.restoreText(formatDateTime(copy.savedAt))}</Text>
      {changedSince && (
        <Text size="sm" mt={4}>
          {EDITOR.restoreChangedSince}
        </Text>
      )}
      {copy.imageDropped && (
        <Text size="sm" mt={4}>
          {EDITOR.restoreImageDropped}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Button size="xs" onClick={onRestore}>
          {EDITOR.restore}
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {EDITOR.discard}
        </Button>
      </Group>
    </Alert>
  );
}
