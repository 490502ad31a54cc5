import { Paper, Select, Stack } from '@mantine/core';
import { CATEGORIES_UI, EDITOR, RESPONSIBLE_EDITOR_UI } from '@newsroom/shared';
import { useAllCategories, useMenus, usePostTypes } from '../../../lib/reference-lists.ts';
import type { RulesForm } from '../../../lib/rules-form.ts';
import { useMostUsedKeywords } from '../api/most-used-keywords.ts';
import { useResponsibleEditors } from '../api/reviewers.ts';
import { useSubmenus } from '../api/submenus.ts';
import { KeywordsInput } from './KeywordsInput.tsx';
import type { PostFormValues } from './post-form.ts';

/**
 * Where the article belongs: Menü, Almenü (the menu's submenus), Típus and the keywords, with the
 * menu's most-used keywords offered.
 */
export function EditorCategoryFields({ form }: { form: RulesForm<PostFormValues> }) {
  const { values, errors } = form;
  const menus = useMenus();
  const submenus = useSubmenus(values.menu_id);
  const postTypes = usePostTypes();
  const menuPath = menus.data?.find((m) => m.id === values.menu_id)?.path;
  const keywordSuggestions = useMostUsedKeywords(menuPath);

  const menuOptions = (menus.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const submenuOptions = [
    { value: '0', label: EDITOR.noSubmenu },
    ...(submenus.data ?? []).map((s) => ({ value: String(s.id), label: s.title })),
  ];
  // An article filed under a category or subcategory since deactivated keeps it (the server saves
  // it so); the selects offer only active ones, plus the stored one, named (kikapcsolva).
  const menuGone = menus.data !== undefined && !menuOptions.some((o) => o.value === String(values.menu_id));
  const submenuGone =
    values.secondary_menu_id > 0 &&
    submenus.data !== undefined &&
    !submenuOptions.some((o) => o.value === String(values.secondary_menu_id));
  const all = useAllCategories(menuGone || submenuGone);
  const storedMenu = all.data?.categories.find((m) => m.id === values.menu_id);
  if (menuGone && storedMenu)
    menuOptions.push({ value: String(storedMenu.id), label: CATEGORIES_UI.inactiveOption(storedMenu.name) });
  const storedSubmenu = storedMenu?.submenus.find((s) => s.id === values.secondary_menu_id);
  if (submenuGone && storedSubmenu)
    submenuOptions.push({
      value: String(storedSubmenu.id),
      label: CATEGORIES_UI.inactiveOption(storedSubmenu.title),
    });
  const editors = useResponsibleEditors();
  const editorOptions = [
    { value: '', label: RESPONSIBLE_EDITOR_UI.none },
    ...(editors.data ?? []).map((e) => ({ value: String(e.id), label: e.name })),
  ];
  // One who can no longer be chosen (deactivated, another role) still shows while it is stored.
  if (values.responsible_editor_id && !editorOptions.some((o) => o.value === values.responsible_editor_id))
    editorOptions.push({ value: values.responsible_editor_id, label: `#${values.responsible_editor_id}` });
  const typeOptions = [
    { value: '', label: EDITOR.noPostType },
    ...(postTypes.data ?? []).map((t) => ({ value: t.name, label: t.name })),
  ];
  // A stored value the lists no longer hold still shows.
  if (values.post_type && !typeOptions.some((o) => o.value === values.post_type))
    typeOptions.push({ value: values.post_type, label: values.post_type });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Select
          label={EDITOR.menu}
          data={menuOptions}
          value={String(values.menu_id)}
          onChange={(v) => {
            form.setFieldValue('menu_id', Number(v ?? 0));
            form.setFieldValue('secondary_menu_id', 0);
          }}
          error={Boolean(errors.menu_id)}
          allowDeselect={false}
          withAsterisk
        />
        <Select
          label={EDITOR.submenu}
          data={submenuOptions}
          value={String(values.secondary_menu_id)}
          onChange={(v) => form.setFieldValue('secondary_menu_id', Number(v ?? 0))}
          allowDeselect={false}
        />
        <Select
          label={EDITOR.postType}
          data={typeOptions}
          value={values.post_type}
          onChange={(v) => form.setFieldValue('post_type', v ?? '')}
          allowDeselect={false}
        />
        <KeywordsInput
          value={values.keywords}
          onChange={(k) => form.setFieldValue('keywords', k)}
          suggestions={keywordSuggestions.data ?? []}
        />
        <Select
          label={RESPONSIBLE_EDITOR_UI.field}
          description={RESPONSIBLE_EDITOR_UI.hint}
          data={editorOptions}
          value={values.responsible_editor_id}
          onChange={(v) => form.setFieldValue('responsible_editor_id', v ?? '')}
          error={errors.responsible_editor_id}
          searchable
          allowDeselect={false}
        />
      </Stack>
    </Paper>
  );
}
