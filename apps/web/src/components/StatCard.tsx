import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './StatCard.module.css';

interface StatCardProps {
  label: string;
  /** The number shown; undefined while it loads. */
  value: number | undefined;
  /** Where a click goes. */
  to: string;
  icon: ReactNode;
  color?: string;
}

const numberFormat = new Intl.NumberFormat('hu-HU', { useGrouping: 'always' });

/** A clickable card with a label and a number (the dashboard's four cards). */
export function StatCard({ label, value, to, icon, color = 'blue' }: StatCardProps) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="md" className={classes.card}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" className={classes.label}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="stat-value">
            {value === undefined ? '–' : numberFormat.format(value)}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
