import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import classes from './Dashboard.module.css';

interface DashboardSectionProps {
  title: string;
  children: ReactNode;
  /** A link under the list to the whole of it ('Összes cikk'). */
  more?: { label: string; to: string };
  testId?: string;
}

/** One titled box of the dashboard: a list below the cards, or a part of the administrators' area. */
export function DashboardSection({ title, children, more, testId }: DashboardSectionProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <div className={classes.body}>{children}</div>
        {more ? (
          <Group justify="flex-end">
            <Anchor component={Link} to={more.to} size="sm">
              {more.label}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

interface ArticleLineProps {
  /** The article's title as stored (entities decoded by the caller). */
  title: string;
  /** The editor's address, when the user may write articles; else the title is plain text. */
  to: string | null;
  /** What stands on the right: a number or a time. */
  aside: ReactNode;
  /** The dimmed line below: category, author, device split. */
  details: string;
}

/** One article of a dashboard list: the title (to the editor), what stands beside it, and details below. */
export function ArticleLine({ title, to, aside, details }: ArticleLineProps) {
  return (
    <li className={classes.item}>
      {to ? (
        <Anchor component={Link} to={to} fw={600} className={classes.title}>
          {title}
        </Anchor>
      ) : (
        <Text fw={600} className={classes.title}>
          {title}
        </Text>
      )}
      <Text size="sm" className={classes.aside}>
        {aside}
      </Text>
      {details ? (
        <Text size="sm" c="dimmed" className={classes.details}>
          {details}
        </Text>
      ) : null}
    </li>
  );
}

/** The list of a section, or its empty text. */
export function ArticleList({
  empty,
  children,
  testId,
}: {
  empty: string;
  children: ReactNode[];
  testId?: string;
}) {
  if (children.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="sm" className={classes.list} data-testid={testId}>
      {children}
    </Stack>
  );
}
