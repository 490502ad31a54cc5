import { type ReactNode, useState } from 'react';
import { FilterPanel } from './FilterPanel.tsx';

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

/** The form's working copy of the filters, and a setter of one filter. */
export interface FilterDraft<Filters> {
  values: Filters;
  set: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
}

/**
 * The filter form's working copy of the filters: `initial` until edited, taken over again whenever
 * `syncKey` changes (back/forward, a link or 'Törlés' changed the filters in force).
 */
function useFilterDraft<Filters extends object>(initial: Filters, syncKey: string): FilterDraft<Filters> {
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

interface FilterFormOwnProps<Filters> extends FilterFormProps<Filters> {
  /** The fields, drawn from the working copy of the filters. */
  children: (draft: FilterDraft<Filters>) => ReactNode;
}

/**
 * A list screen's filter form, the same for every list: the collapsible FilterPanel whose fields
 * edit a working copy of the filters in force, which 'Keresés' hands to `onSearch`. Each list's
 * form gives only its fields.
 */
export function FilterForm<Filters extends object>({
  initial,
  syncKey,
  onSearch,
  onReset,
  activeCount,
  defaultOpened,
  children,
}: FilterFormOwnProps<Filters>) {
  const draft = useFilterDraft(initial, syncKey);
  return (
    <FilterPanel
      onSearch={() => onSearch(draft.values)}
      onReset={onReset}
      activeCount={activeCount}
      defaultOpened={defaultOpened}
    >
      {children(draft)}
    </FilterPanel>
  );
}
