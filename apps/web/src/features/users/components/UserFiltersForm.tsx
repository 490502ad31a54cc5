import { Checkbox, Select, TextInput } from '@mantine/core';
import { USER_LIST } from '@newsroom/shared';
import { FilterForm, type FilterFormProps } from '../../../components/FilterForm.tsx';
import type { UserFilters } from '../user-filters.ts';

/** The selects' "all" option; an empty string cannot be a Mantine option value. */
const ALL = '*';

const TYPE_OPTIONS = [
  { value: ALL, label: USER_LIST.typeAll },
  { value: '0', label: USER_LIST.typeUser },
  { value: '1', label: USER_LIST.typeAdmin },
];

/** The filters of the user list: Név, E-mail, Típus and 'Törölt felhasználók is'. */
export function UserFiltersForm(props: FilterFormProps<UserFilters>) {
  return (
    <FilterForm {...props}>
      {({ values, set }) => (
        <>
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
        </>
      )}
    </FilterForm>
  );
}
