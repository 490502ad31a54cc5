import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * The one line that says why a screen offers no writing controls to this user (docs/product.md,
 * Roles); the text comes from READ_ONLY_REASONS.
 */
export function ReadOnlyNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" mb="md" data-testid="read-only-reason">
      <IconLock size={16} stroke={1.7} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" c="dimmed">
        {reason}
      </Text>
    </Group>
  );
}
