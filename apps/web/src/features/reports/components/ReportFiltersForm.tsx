import { Select } from '@mantine/core';
import { REPORTS } from '@newsroom/shared';
import { AuthorSelect } from '../../../components/AuthorSelect.tsx';
import { FilterDateRange } from '../../../components/DateRangeInputs.tsx';
import { FilterForm, type FilterFormProps } from '../../../components/FilterForm.tsx';
import { useMenus, usePostTypes } from '../../../lib/reference-lists.ts';
import type { ReportFilters } from '../report-filters.ts';

const VISITOR_OPTIONS = [
  { value: 'desktop', label: REPORTS.visitorTypes.desktop },
  { value: 'mobile', label: REPORTS.visitorTypes.mobile },
  { value: 'android', label: REPORTS.visitorTypes.android },
];

/** The report filter of docs/product.md: Menü, Látogató típusa, Típus, Szerző, Dátum-tól, Dátum-ig. */
export function ReportFiltersForm(props: Omit<FilterFormProps<ReportFilters>, 'defaultOpened'>) {
  const menus = useMenus();
  const postTypes = usePostTypes();

  return (
    <FilterForm {...props}>
      {({ values, set }) => (
        <>
          <Select
            label={REPORTS.menu}
            data={(menus.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
            value={values.menu_id || null}
            onChange={(v) => set('menu_id', v ?? '')}
            clearable
            searchable
          />
          <Select
            label={REPORTS.visitorType}
            placeholder={REPORTS.visitorTypeAll}
            data={VISITOR_OPTIONS}
            value={values.visitor_type || null}
            onChange={(v) => set('visitor_type', v ?? '')}
            clearable
          />
          <Select
            label={REPORTS.postType}
            data={(postTypes.data ?? []).map((t) => t.name).filter(Boolean)}
            value={values.post_type || null}
            onChange={(v) => set('post_type', v ?? '')}
            clearable
            searchable
          />
          <AuthorSelect value={values.user_id} onChange={(v) => set('user_id', v)} />
          <FilterDateRange values={values} set={set} />
        </>
      )}
    </FilterForm>
  );
}
