import { Badge, Button, Collapse, Group, Paper, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LIST_CONTROLS } from '@newsroom/shared';
import { IconChevronDown, IconFilter, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import classes from './FilterPanel.module.css';

interface FilterPanelProps {
  /** The filter fields; they are laid out in a responsive grid. */
  children: ReactNode;
  /** 'Keresés' (and Enter in a field). */
  onSearch: () => void;
  /** 'Törlés': back to the default filters. */
  onReset: () => void;
  /** Whether the panel starts open. */
  defaultOpened?: boolean;
  /** How many filters differ from the defaults; shown on the toggle while the panel is closed. */
  activeCount?: number;
  title?: string;
}

/** A collapsible filter form with 'Keresés' and 'Törlés' buttons, shared by the list screens. */
export function FilterPanel({
  children,
  onSearch,
  onReset,
  defaultOpened = true,
  activeCount = 0,
  title = LIST_CONTROLS.filters,
}: FilterPanelProps) {
  const [opened, { toggle }] = useDisclosure(defaultOpened);
  const bodyId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }

  return (
    <Paper withBorder radius="md" className={classes.panel}>
      <UnstyledButton
        className={classes.toggle}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={bodyId}
        title={opened ? LIST_CONTROLS.hideFilters : LIST_CONTROLS.showFilters}
      >
        <Group gap="xs" wrap="nowrap">
          <IconFilter size={18} stroke={1.7} aria-hidden />
          <span className={classes.title}>{title}</span>
          {!opened && activeCount > 0 && (
            <Badge size="sm" variant="light" circle>
              {activeCount}
            </Badge>
          )}
        </Group>
        <IconChevronDown
          size={18}
          stroke={1.7}
          aria-hidden
          className={classes.chevron}
          data-opened={opened || undefined}
        />
      </UnstyledButton>
      <Collapse expanded={opened} id={bodyId}>
        <form onSubmit={handleSubmit} className={classes.body} aria-label={title} noValidate>
          <div className={classes.fields}>{children}</div>
          <Group justify="flex-end" gap="sm" mt="md">
            <Button
              type="button"
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={onReset}
            >
              {LIST_CONTROLS.reset}
            </Button>
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {LIST_CONTROLS.search}
            </Button>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}
