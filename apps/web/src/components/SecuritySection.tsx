import { Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled part of the account screen ('Kétlépcsős azonosítás', 'Munkamenetek'): a named region. */
export function SecuritySection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p="lg" maw={760} aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb={lead ? 4 : 'md'}>
        {title}
      </Title>
      {lead && (
        <Text size="sm" c="dimmed" mb="md">
          {lead}
        </Text>
      )}
      {children}
    </Paper>
  );
}
