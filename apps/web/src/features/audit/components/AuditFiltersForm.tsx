import { Select, TextInput } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  AUDIT_PAGE,
  type AuditAction,
  type AuditEntity,
} from '@newsroom/shared';
import { AuthorSelect } from '../../../components/AuthorSelect.tsx';
import { FilterDateRange } from '../../../components/DateRangeInputs.tsx';
import { FilterForm, type FilterFormProps } from '../../../components/FilterForm.tsx';
import type { AuditFilters } from '../audit-filters.ts';

/** The selects' "all" option; an empty string cannot be a Mantine option value. */
const ALL = '*';

const ENTITY_OPTIONS = [
  { value: ALL, label: AUDIT_PAGE.all },
  ...AUDIT_ENTITIES.map((e) => ({ value: e, label: AUDIT_ENTITY_LABELS[e] })),
];
const ACTION_OPTIONS = [
  { value: ALL, label: AUDIT_PAGE.all },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
];

interface AuditFiltersFormProps extends FilterFormProps<AuditFilters> {
  /** The chosen user's name when the rows tell it (after a reload). */
  userLabel?: string;
}

/** The filters of 'Napló': Felhasználó, Elem típusa, Elem azonosítója, Művelet, Dátum-tól, Dátum-ig. */
export function AuditFiltersForm({ userLabel, ...props }: AuditFiltersFormProps) {
  return (
    <FilterForm {...props}>
      {({ values, set }) => (
        <>
          <AuthorSelect
            label={AUDIT_PAGE.user}
            placeholder={AUDIT_PAGE.userPlaceholder}
            value={values.user_id}
            onChange={(v) => set('user_id', v)}
            knownLabel={userLabel}
          />
          <Select
            label={AUDIT_PAGE.entity}
            data={ENTITY_OPTIONS}
            value={values.entity || ALL}
            onChange={(v) => set('entity', v && v !== ALL ? (v as AuditEntity) : '')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={AUDIT_PAGE.entityId}
            type="search"
            inputMode="numeric"
            value={values.entity_id}
            onChange={(e) => set('entity_id', e.currentTarget.value.replace(/\D/g, ''))}
          />
          <Select
            label={AUDIT_PAGE.action}
            data={ACTION_OPTIONS}
            value={values.action || ALL}
            onChange={(v) => set('action', v && v !== ALL ? (v as AuditAction) : '')}
            allowDeselect={false}
            maxDropdownHeight={320}
            comboboxProps={{ withinPortal: true }}
          />
          <FilterDateRange values={values} set={set} />
        </>
      )}
    </FilterForm>
  );
}
