import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { formatNumber } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './StatCard.module.css';

interface StatCardProps {
  label: string;
  /** The number shown; undefined while it loads. */
  value: number | undefined;
  /** What the number counts and over which period ('Jelenleg aktív kampányok'); undefined while it loads. */
  period?: string;
  /** Where a click goes. */
  to: string;
  icon: ReactNode;
  color?: string;
}

/** A clickable card with a label, a number in the Hungarian format and its period (the dashboard's four cards). */
export function StatCard({ label, value, period, to, icon, color = 'blue' }: StatCardProps) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="md" className={classes.card}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" className={classes.label}>
            {label}
          </Text>
          <Text fz={28} fw={700} lh={1.2} mt={4} data-testid="stat-value">
            {value === undefined ? '–' : formatNumber(value)}
          </Text>
          {period ? (
            <Text size="xs" c="dimmed" mt={4} data-testid="stat-period">
              {period}
            </Text>
          ) : null}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
