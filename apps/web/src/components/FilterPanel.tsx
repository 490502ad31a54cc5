import { Badge, Button, Collapse, Group, Paper, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LIST_CONTROLS } from '@newsroom/shared';
import { IconChevronDown, IconFilter, IconSearch, IconX } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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

/** What a list screen gives its filter form. */
export interface FilterFormProps<Filters> {
  /** The filters in force (from the URL); the form edits a copy until 'Keresés'. */
  initial: Filters;
  /** Changes whenever the filters in force change; the form then takes them over. */
  syncKey: string;
  onSearch: (filters: Filters) => void;
  onReset: () => void;
  activeCount: number;
  defaultOpened?: boolean;
}

/**
 * The filter form's working copy of the filters: `initial` until edited, taken over again whenever
 * `syncKey` changes (back/forward, a link or 'Törlés' changed the filters in force). Answers the
 * values and a setter of one filter.
 */
export function useFilterDraft<Filters extends object>(initial: Filters, syncKey: string) {
  const [values, setValues] = useState(initial);
  const [syncedKey, setSyncedKey] = useState(syncKey);
  if (syncKey !== syncedKey) {
    setSyncedKey(syncKey);
    setValues(initial);
  }
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  return { values, set };
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
