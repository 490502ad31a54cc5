import { Group, Text } from '@mantine/core';
import { WORKFLOW_UI } from '@newsroom/shared';
import { IconBell } from '@tabler/icons-react';
import { useReviewers } from '../api/reviewers.ts';

/** Before 'Beküldés jóváhagyásra': exactly who the submission will tell. */
export function SubmitRecipients() {
  const reviewers = useReviewers(true);
  if (!reviewers.data) return null;
  return (
    <Group gap={6} wrap="nowrap" mb="sm" c="dimmed">
      <IconBell size={16} aria-hidden />
      <Text size="sm" data-testid="submit-recipients">
        {WORKFLOW_UI.toldReviewers(reviewers.data)}
      </Text>
    </Group>
  );
}
