import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import {
  CATEGORY_MESSAGES as M,
  MAX_CATEGORY_NAME_LENGTH,
  MAX_CATEGORY_PATH_LENGTH,
  menuCreateSchema,
  postTypeCreateSchema,
  CATEGORIES_UI as S,
  submenuCreateSchema,
} from '@newsroom/shared';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';
import { ApiError } from '../../../lib/api.ts';
import { showError, showMessage } from '../../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { rulesValidator } from '../../../lib/rules-validator.ts';
import { useTaxonomyWrite } from '../api/taxonomy-writes.ts';
import classes from '../Categories.module.css';
import type { DialogTarget } from '../use-taxonomy-actions.ts';

type Values = { name: string; path: string };

const SCHEMA = { category: menuCreateSchema, submenu: submenuCreateSchema, postType: postTypeCreateSchema };

/** The request body of the form: a category's name and path (empty: made from the name, or kept). */
function bodyOf(target: DialogTarget, values: Values): Record<string, unknown> {
  const name = values.name.trim();
  if (target.kind === 'category')
    return { name, ...(values.path.trim() ? { path: values.path.trim() } : {}) };
  if (target.kind === 'submenu') return { title: name, ...(target.item ? {} : { menu_id: target.menu.id }) };
  return { name };
}

/** The form field of a body field's error (a subcategory's `title` is the form's `name`). */
const fieldOf = (path: string) => (path === 'title' ? 'name' : path);

function titleOf(target: DialogTarget): string {
  if (target.kind === 'category') return target.item ? S.editCategoryTitle : S.newCategoryTitle;
  if (target.kind === 'submenu')
    return target.item ? S.editSubmenuTitle : S.newSubmenuTitle(target.menu.name);
  return target.item ? S.editPostTypeTitle : S.newPostTypeTitle;
}

/**
 * 'Új rovat', 'Rovat szerkesztése' and their subcategory and post type kin: the name, and for a
 * category its path (empty makes it from the name; a new one keeps the old redirecting). Checked by
 * the API's own schema; a refusal marks the fields the server names. Mounted only while open.
 */
export function TaxonomyDialog({ target, onClose }: { target: DialogTarget; onClose: () => void }) {
  useReturnFocusOnUnmount();
  const save = useTaxonomyWrite();
  const item = target.item;
  const initialName = item ? ('title' in item ? item.title : item.name) : '';
  const initialPath = target.kind === 'category' && target.item ? target.item.path : '';
  const form = useRulesForm<Values>({
    initialValues: { name: initialName, path: initialPath },
    validate: rulesValidator<Values>(
      SCHEMA[target.kind],
      S.invalid,
      (values) => ({
        ...bodyOf(target, values),
        ...(target.kind === 'submenu' ? { menu_id: target.menu.id } : {}),
      }),
      fieldOf,
    ),
  });

  const send = submitHandler(form, (values) => {
    save.mutate(
      { action: 'save', kind: target.kind, id: item?.id ?? null, body: bodyOf(target, values) },
      {
        onSuccess: (reply) => {
          showMessage('success', reply.message || M.saved, { liveRegion: true });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          if (error instanceof ApiError && error.status === 400) {
            const marked: FormErrors = {};
            for (const [path, message] of Object.entries(error.errors ?? {}))
              marked[fieldOf(path)] ??= message;
            form.setErrors(marked);
          }
          showError(error.message);
        },
      },
    );
  });

  const errorOf = (field: keyof Values) => {
    const error = form.errors[field];
    return typeof error === 'string' && error !== '' ? error : undefined;
  };
  const pathChanged = target.kind === 'category' && item !== null && form.values.path.trim() !== initialPath;

  return (
    <Modal
      opened
      onClose={save.isPending ? () => {} : onClose}
      title={titleOf(target)}
      size="md"
      radius="md"
      centered
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          <TextInput
            label={target.kind === 'submenu' ? S.submenuTitle : S.name}
            placeholder={target.kind === 'category' ? S.namePlaceholder : undefined}
            description={target.kind === 'postType' && item ? S.postTypeRenameHint : undefined}
            maxLength={MAX_CATEGORY_NAME_LENGTH}
            required
            data-autofocus
            {...form.getInputProps('name')}
            error={errorOf('name')}
          />
          {target.kind === 'category' && (
            <TextInput
              label={S.path}
              description={pathChanged ? S.pathChangeHint : S.pathHint}
              maxLength={MAX_CATEGORY_PATH_LENGTH}
              leftSection={<span aria-hidden>/</span>}
              classNames={{ input: classes.path }}
              {...form.getInputProps('path')}
              error={errorOf('path')}
            />
          )}
          {target.kind === 'category' && target.item && target.item.old_paths.length > 0 && (
            <Text size="sm" c="dimmed">
              {S.oldPaths}: {target.item.old_paths.map((p) => `/${p}/`).join(', ')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {S.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {S.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
