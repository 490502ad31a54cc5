import { Button, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface SmallButtonProps {
  /** The icon before the text (decorative: the text names the button). */
  icon: Icon;
  iconSize?: number;
  variant?: 'default' | 'light' | 'subtle';
  color?: MantineColor;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** The lists' and reports' small text button with an icon before its text (CSV, bulk actions…). */
export function SmallButton({
  icon: IconOf,
  iconSize = 16,
  variant = 'default',
  children,
  ...rest
}: SmallButtonProps) {
  return (
    <Button size="xs" variant={variant} leftSection={<IconOf size={iconSize} aria-hidden />} {...rest}>
      {children}
    </Button>
  );
}
