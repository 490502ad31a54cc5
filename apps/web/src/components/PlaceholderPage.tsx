import { Paper, Text } from '@mantine/core';
import { SHELL } from '@newsroom/shared';
import { PageHeader } from './PageHeader.tsx';

/** A screen whose content belongs to a later issue: its exact title and nothing else of substance. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl" bg="gray.0">
        <Text c="dimmed" size="sm">
          {SHELL.comingSoon}
        </Text>
      </Paper>
    </>
  );
}
