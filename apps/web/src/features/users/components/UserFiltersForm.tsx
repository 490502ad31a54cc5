import { Checkbox, Select, TextInput } from '@mantine/core';
import { USER_LIST } from '@newsroom/shared';
import { useState } from 'react';
import { FilterPanel } from '../../../components/FilterPanel.tsx';
import type { UserFilters } from '../user-filters.ts';

/** The selects' "all" option; an empty string cannot be a Mantine option value. */
const ALL = '*';

const TYPE_OPTIONS = [
  { value: ALL, label: USER_LIST.typeAll },
  { value: '0', label: USER_LIST.typeUser },
  { value: '1', label: USER_LIST.typeAdmin },
];

interface UserFiltersFormProps {
  /** The filters in force (from the URL); the form edits a copy until 'Keresés'. */
  initial: UserFilters;
  /** Changes whenever the filters in force change; the form then takes them over. */
  syncKey: string;
  onSearch: (filters: UserFilters) => void;
  onReset: () => void;
  activeCount: number;
  defaultOpened: boolean;
}

/** The filters of the user list: Név, E-mail, Típus and 'Törölt felhasználók is'. */
export function UserFiltersForm({
  initial,
  syncKey,
  onSearch,
  onReset,
  activeCount,
  defaultOpened,
}: UserFiltersFormProps) {
  const [values, setValues] = useState(initial);
  const [syncedKey, setSyncedKey] = useState(syncKey);
  if (syncKey !== syncedKey) {
    setSyncedKey(syncKey);
    setValues(initial);
  }
  const set = <K extends keyof UserFilters>(key: K, value: UserFilters[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  return (
    <FilterPanel
      onSearch={() => onSearch(values)}
      onReset={onReset}
      activeCount={activeCount}
      defaultOpened={defaultOpened}
    >
      <TextInput
        label={USER_LIST.name}
        type="search"
        value={values.q}
        onChange={(e) => set('q', e.currentTarget.value)}
      />
      <TextInput
        label={USER_LIST.email}
        type="search"
        value={values.email}
        onChange={(e) => set('email', e.currentTarget.value)}
      />
      <Select
        label={USER_LIST.type}
        data={TYPE_OPTIONS}
        value={values.is_admin || ALL}
        onChange={(v) => set('is_admin', v === '0' || v === '1' ? v : '')}
        allowDeselect={false}
      />
      <Checkbox
        label={USER_LIST.showInactive}
        checked={values.include_inactive}
        onChange={(e) => set('include_inactive', e.currentTarget.checked)}
        mb={8}
      />
    </FilterPanel>
  );
}
