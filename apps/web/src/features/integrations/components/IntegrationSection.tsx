import { Group, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from '../Integrations.module.css';

/** A titled part of 'Integrációk' (a named region): its title, its actions on the right, a lead. */
export function IntegrationSection({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap" mb={4}>
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      <Text size="sm" c="dimmed" mb="md" maw={760}>
        {lead}
      </Text>
      {children}
    </section>
  );
}
