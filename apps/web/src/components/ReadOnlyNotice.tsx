import { Text } from '@mantine/core';

/**
 * The one line that says why a screen offers no writing controls to this user (docs/product.md,
 * Roles); the text comes from READ_ONLY_REASONS. The other read-only lists (ads, polls) show the
 * same line.
 */
export function ReadOnlyNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Text size="sm" c="dimmed" mb="md" data-testid="read-only-reason">
      {reason}
    </Text>
  );
}
