import { Button, Group, Stack, Text } from '@mantine/core';
import { COMMENTS_UI, type Comment, formatDateTime } from '@newsroom/shared';

interface CommentItemProps {
  comment: Comment;
  busy: boolean;
  onResolve: (resolved: boolean) => void;
}

/** One comment of the thread: who, when, the text, who it mentions, and closing or reopening it. */
export function CommentItem({ comment, busy, onResolve }: CommentItemProps) {
  const resolved = comment.resolved === 1;
  return (
    <Stack
      component="li"
      gap={4}
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="comment"
      c={resolved ? 'dimmed' : undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600} truncate>
          {comment.user_name}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.body}
      </Text>
      {comment.mentions.length > 0 && (
        <Text size="xs" c="dimmed">
          {COMMENTS_UI.mentioned} {comment.mentions.map((m) => m.name).join(', ')}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {resolved && comment.resolved_by_name ? COMMENTS_UI.resolvedBy(comment.resolved_by_name) : ''}
        </Text>
        <Button variant="subtle" size="compact-xs" disabled={busy} onClick={() => onResolve(!resolved)}>
          {resolved ? COMMENTS_UI.reopen : COMMENTS_UI.resolve}
        </Button>
      </Group>
    </Stack>
  );
}
