import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CORRECTIONS_UI, formatDateTime } from '@newsroom/shared';
import { IconPencilExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { useCorrections } from '../../api/corrections.ts';
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
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={CORRECTIONS_UI.listTitle}
    >
      <Stack gap="xs">
        <Title order={2} size="sm">
          {CORRECTIONS_UI.listTitle}
        </Title>
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
      </Stack>
      {opened && <CorrectionDialog postId={postId} onClose={() => setOpened(false)} />}
    </Paper>
  );
}
