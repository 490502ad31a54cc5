import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  MAX_ROLE_NAME_LENGTH,
  RIGHT_LABELS,
  RIGHTS,
  ROLE_MESSAGES,
  type Role,
  ROLES_SCREEN as S,
} from '@newsroom/shared';
import { IconLock } from '@tabler/icons-react';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';
import { showMessage } from '../../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { useSaveRole } from '../api/save-role.ts';
import classes from '../Roles.module.css';
import {
  fieldMessage,
  type RoleFormValues,
  roleFormFrom,
  roleFormValidator,
  roleInputFrom,
  showRoleSaveError,
} from '../role-form.ts';

interface RoleDialogProps {
  /** The role opened, or null for a new one. A built-in role is shown read-only. */
  role: Role | null;
  onClose: () => void;
}

/**
 * 'Új szerepkör' / 'Szerepkör szerkesztése': the name and a checkbox per right (its label, and its
 * code under it). A built-in role opens read-only, saying why, with nothing to save. Mounted only
 * while open.
 */
export function RoleDialog({ role, onClose }: RoleDialogProps) {
  useReturnFocusOnUnmount();
  const isNew = role === null;
  const readOnly = role?.builtin === 1;
  const save = useSaveRole();
  const form = useRulesForm<RoleFormValues>({
    initialValues: roleFormFrom(role),
    validate: roleFormValidator,
  });

  const send = submitHandler(form, (values) => {
    if (readOnly) return;
    save.mutate(
      { id: role?.id ?? null, input: roleInputFrom(values, role) },
      {
        onSuccess: (reply) => {
          showMessage('success', reply.message || ROLE_MESSAGES.saved, { liveRegion: true });
          onClose();
        },
        onError: (error) => showRoleSaveError(error, form.setErrors),
      },
    );
  });

  let title: string = S.editTitle;
  if (isNew) title = S.newTitle;
  else if (readOnly) title = S.viewTitle(role.name);

  return (
    <Modal
      opened
      onClose={save.isPending ? () => {} : onClose}
      title={title}
      size="xl"
      radius="md"
      centered
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          {readOnly && (
            <Alert
              color="gray"
              variant="light"
              icon={<IconLock size={18} aria-hidden />}
              data-testid="builtin-hint"
            >
              {S.builtinHint}
            </Alert>
          )}
          <TextInput
            label={S.name}
            placeholder={readOnly ? undefined : S.namePlaceholder}
            maxLength={MAX_ROLE_NAME_LENGTH}
            required={!readOnly}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            data-autofocus={readOnly ? undefined : true}
            {...form.getInputProps('name')}
            error={fieldMessage(form.errors, 'name')}
          />
          <Checkbox.Group
            label={S.rights}
            description={readOnly ? undefined : S.rightsHint}
            readOnly={readOnly}
            {...form.getInputProps('rights')}
            error={fieldMessage(form.errors, 'rights')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" mt="xs">
              {RIGHTS.map((right) => (
                <Checkbox
                  key={right}
                  value={right}
                  label={RIGHT_LABELS[right]}
                  description={right}
                  readOnly={readOnly}
                  aria-readonly={readOnly || undefined}
                  classNames={{ description: classes.rightCode }}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm" mt="xs">
            {readOnly ? (
              <Button variant="default" onClick={onClose} data-autofocus>
                {S.close}
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={onClose} disabled={save.isPending}>
                  {S.cancel}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {S.save}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
