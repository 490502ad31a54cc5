import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface EditorPanelProps {
  /** The panel's heading. */
  title: string;
  /** The region's accessible name (the heading's text when absent). */
  label?: string;
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A named card of the editor's right column (the publish checklist, corrections, comments): a
 * region with its heading, the same frame and spacing as the field cards beside it.
 */
export function EditorPanel({ title, label, icon, children }: EditorPanelProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={label ?? title}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="sm">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
