import { Group, Title } from '@mantine/core';
import { SHELL } from '@newsroom/shared';
import { type ReactNode, useEffect } from 'react';

/**
 * A screen's title (an h1 the tests and screen readers find) with optional actions on the right.
 * The h1 takes the focus after a navigation (components/focus.ts), so it is focusable by script.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${SHELL.productName}`;
  }, [title]);
  return (
    <Group justify="space-between" align="center" mb="lg" wrap="wrap" gap="sm">
      <Title order={1} size="h2" tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Group>
  );
}
