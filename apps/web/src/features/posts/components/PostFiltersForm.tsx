import { Checkbox, Kbd, Select, TextInput } from '@mantine/core';
import { type MenuType, POST_LIST, POST_LIST_DESK } from '@newsroom/shared';
import type { Ref } from 'react';
import { AuthorSelect } from '../../../components/AuthorSelect.tsx';
import { FilterDateRange } from '../../../components/DateRangeInputs.tsx';
import { FilterForm, type FilterFormProps } from '../../../components/FilterForm.tsx';
import { useMenus, usePostTypes } from '../../../lib/reference-lists.ts';
import type { PostFilters } from '../post-filters.ts';
import classes from './PostFiltersForm.module.css';

/** The selects' "all" option; an empty string cannot be a Mantine option value. */
const ALL = '*';
/** The longest 'Szöveg' the API takes (postFilterSchema's `text`): more would be refused. */
const TEXT_MAX_LENGTH = 200;

interface PostFiltersFormProps extends FilterFormProps<PostFilters> {
  kind: MenuType;
  defaultOpened: boolean;
  /** The filtered author's name, when the list rows tell it (after a reload or a shared link). */
  authorLabel?: string;
  /** The title search field, which '/' focuses (PostListPage). */
  titleRef?: Ref<HTMLInputElement>;
}

/**
 * The filters of docs/product.md: Cím, Szöveg, Menü, Típus, Szerző, Dátum-tól, Dátum-ig, and
 * 'Törölt cikkek is'. The drafts view hides Menü, Típus and Szerző.
 */
export function PostFiltersForm({ kind, authorLabel, titleRef, ...props }: PostFiltersFormProps) {
  const isPostList = kind === 'post';
  const menus = useMenus(isPostList);
  const types = usePostTypes(isPostList);

  /** The options of Menü and Típus; a filtered one stays selectable while the lists load or after it is gone. */
  function options(values: PostFilters) {
    const menuOptions = [
      { value: ALL, label: POST_LIST.allMenus },
      ...(menus.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
    ];
    if (values.menu_id && !menuOptions.some((o) => o.value === values.menu_id))
      menuOptions.push({ value: values.menu_id, label: `#${values.menu_id}` });
    const typeOptions = [
      { value: ALL, label: POST_LIST.allTypes },
      ...(types.data ?? []).filter((t) => t.name).map((t) => ({ value: t.name, label: t.name })),
    ];
    if (values.post_type && !typeOptions.some((o) => o.value === values.post_type))
      typeOptions.push({ value: values.post_type, label: values.post_type });
    return { menuOptions, typeOptions };
  }

  return (
    <FilterForm {...props}>
      {({ values, set }) => {
        const { menuOptions, typeOptions } = options(values);
        return (
          <>
            <TextInput
              ref={titleRef}
              label={POST_LIST.title}
              aria-keyshortcuts="/"
              rightSection={
                <Kbd size="xs" title={POST_LIST_DESK.searchShortcut} aria-hidden>
                  /
                </Kbd>
              }
              rightSectionPointerEvents="none"
              type="search"
              value={values.q}
              onChange={(e) => set('q', e.currentTarget.value)}
            />
            <TextInput
              className={classes.textField}
              label={POST_LIST.text}
              placeholder={POST_LIST.textPlaceholder}
              type="search"
              maxLength={TEXT_MAX_LENGTH}
              value={values.text}
              onChange={(e) => set('text', e.currentTarget.value)}
            />
            {isPostList && (
              <>
                <Select
                  label={POST_LIST.menu}
                  data={menuOptions}
                  value={values.menu_id || ALL}
                  onChange={(v) => set('menu_id', !v || v === ALL ? '' : v)}
                  allowDeselect={false}
                />
                <Select
                  label={POST_LIST.type}
                  data={typeOptions}
                  value={values.post_type || ALL}
                  onChange={(v) => set('post_type', !v || v === ALL ? '' : v)}
                  allowDeselect={false}
                />
                <AuthorSelect
                  value={values.user_id}
                  onChange={(v) => set('user_id', v)}
                  knownLabel={values.user_id === props.initial.user_id ? authorLabel : undefined}
                />
              </>
            )}
            <FilterDateRange values={values} set={set} />
            <Checkbox
              label={POST_LIST.showInactive}
              checked={values.include_inactive}
              onChange={(e) => set('include_inactive', e.currentTarget.checked)}
              mb={8}
            />
          </>
        );
      }}
    </FilterForm>
  );
}
