import { Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MEDIA_UI } from '@newsroom/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { MediaFilters } from '../../lib/media.ts';
import { AuthorSelect } from '../AuthorSelect.tsx';
import { DayInput } from '../DateRangeInputs.tsx';

/**
 * The library's search and filters; the search box waits for a pause in typing. `compact` (the
 * picker) shows the search alone.
 */
export function MediaFiltersBar({
  filters,
  onChange,
  compact = false,
}: {
  filters: MediaFilters;
  onChange: (filters: MediaFilters) => void;
  compact?: boolean;
}) {
  const [text, setText] = useState(filters.q);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== filters.q) onChange({ ...filters, q: debounced });
  }, [debounced, filters, onChange]);
  const search = (
    <TextInput
      label={MEDIA_UI.search}
      placeholder={MEDIA_UI.searchPlaceholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      type="search"
      // In the filters' row it takes the most room; alone (the picker) it is a plain field.
      style={compact ? undefined : { flex: '2 1 260px' }}
    />
  );
  if (compact) return search;
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {search}
      <div style={{ flex: '1 1 200px' }}>
        <AuthorSelect
          label={MEDIA_UI.uploader}
          placeholder=""
          value={filters.uploader}
          onChange={(uploader) => onChange({ ...filters, uploader })}
        />
      </div>
      <div style={{ flex: '1 1 150px' }}>
        <DayInput
          label={MEDIA_UI.from}
          value={filters.from}
          onChange={(from) => onChange({ ...filters, from })}
        />
      </div>
      <div style={{ flex: '1 1 150px' }}>
        <DayInput label={MEDIA_UI.to} value={filters.to} onChange={(to) => onChange({ ...filters, to })} />
      </div>
      <Switch
        label={MEDIA_UI.unused}
        checked={filters.unused}
        onChange={(e) => onChange({ ...filters, unused: e.currentTarget.checked })}
        mb={8}
      />
    </Group>
  );
}
