import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { POST_LIST } from '@newsroom/shared';
import { useMemo, useState } from 'react';
import { useUserSearch } from '../lib/user-search.ts';

interface AuthorSelectProps {
  /** The chosen user's id, '' for every author. */
  value: string;
  onChange: (value: string) => void;
  /** The chosen author's name when known from elsewhere (e.g. the list rows after a reload). */
  knownLabel?: string;
  /** The field's label and placeholder ('Szerző' and its placeholder unless given). */
  label?: string;
  placeholder?: string;
}

interface Option {
  value: string;
  label: string;
}

/** 'Szerző' (or another user field): a searchable select whose options come from GET /api/users/search/{q}. */
export function AuthorSelect({
  value,
  onChange,
  knownLabel,
  label = POST_LIST.author,
  placeholder = POST_LIST.authorPlaceholder,
}: AuthorSelectProps) {
  const [picked, setPicked] = useState<Option | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);

  const current: Option | null = value
    ? { value, label: (picked?.value === value ? picked.label : knownLabel) || `#${value}` }
    : null;
  // The search box shows the chosen name; searching for that again would be pointless.
  const hits = useUserSearch(term === current?.label ? '' : term);

  const data = useMemo(() => {
    const options: Option[] = (hits.data ?? []).map((u) => ({ value: String(u.id), label: u.full_name }));
    if (current && !options.some((o) => o.value === current.value)) options.unshift(current);
    return options;
  }, [hits.data, current?.value, current?.label, current]);

  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      value={current?.value ?? null}
      data={data}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(option ? { value: String(option.value), label: option.label } : null);
        onChange(next ?? '');
      }}
      // The server already matched the names; don't filter its hits again on the client.
      filter={({ options }) => options}
      nothingFoundMessage={term && !hits.isFetching ? POST_LIST.noAuthorFound : undefined}
      rightSection={hits.isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
