import { Paper, Stack, Text } from '@mantine/core';
import { ABOUT, TITLES } from '@newsroom/shared';
import { PageHeader } from '../../components/PageHeader.tsx';

/** /about: placeholder text about the product (docs/product.md). */
export default function AboutPage() {
  return (
    <>
      <PageHeader title={TITLES.about} />
      <Paper withBorder radius="md" p="xl" maw={720}>
        <Stack gap="sm">
          <Text fw={600}>{ABOUT.lead}</Text>
          <Text c="dimmed">{ABOUT.body}</Text>
        </Stack>
      </Paper>
    </>
  );
}
