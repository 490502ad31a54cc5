import { Button, Stack, Text } from '@mantine/core';
import { CORRECTIONS_UI, formatDateTime } from '@newsroom/shared';
import { IconPencilExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useCorrections } from '../../api/corrections.ts';
import { EditorPanel } from '../EditorPanel.tsx';
import { CorrectionDialog } from './CorrectionDialog.tsx';

/**
 * A published article's corrections (docs/product.md, "Corrections"): what readers see under the
 * title, who recorded each, and 'Helyesbítés' for those who may publish.
 */
export function EditorCorrections({ postId, canCorrect }: { postId: number; canCorrect: boolean }) {
  const corrections = useCorrections(postId);
  const [opened, setOpened] = useState(false);
  const list = corrections.data ?? [];
  if (!canCorrect && list.length === 0) return null;

  return (
    <EditorPanel title={CORRECTIONS_UI.listTitle}>
      {list.map((c) => (
        <Stack key={c.id} gap={2} data-testid="correction">
          <Text size="sm">
            <Text span fw={600}>
              {c.kind_label}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {formatDateTime(c.created_at)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {c.text}
          </Text>
          <Text size="xs" c="dimmed">
            {CORRECTIONS_UI.by(c.user_name)}
            {c.revision_id !== null && `, ${CORRECTIONS_UI.revision(c.revision_id)}`}
          </Text>
        </Stack>
      ))}
      {canCorrect && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPencilExclamation size={16} aria-hidden />}
          onClick={() => setOpened(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {CORRECTIONS_UI.button}
        </Button>
      )}
      {opened && <CorrectionDialog postId={postId} onClose={() => setOpened(false)} />}
    </EditorPanel>
  );
}
