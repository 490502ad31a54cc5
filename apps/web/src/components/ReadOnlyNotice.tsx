import { Text } from '@mantine/core';

/**
 * The one line that says why a screen offers no writing controls to this user (docs/product.md,
 * Roles): articles, drafts, campaigns, banners, Google ads, polls, users and a user's details. The
 * text comes from READ_ONLY_REASONS; null shows nothing.
 */
export function ReadOnlyNotice({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <Text size="sm" c="dimmed" mb="md" data-testid="read-only-reason">
      {reason}
    </Text>
  );
}
