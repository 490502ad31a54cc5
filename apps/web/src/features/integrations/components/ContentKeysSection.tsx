import { Button, Group, TextInput } from '@mantine/core';
import {
  type ContentKey,
  contentKeyInputSchema,
  INTEGRATION_MESSAGES,
  MAX_CONTENT_KEY_NAME_LENGTH,
  type NewContentKey,
  INTEGRATIONS_SCREEN as S,
} from '@newsroom/shared';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, useDeleteQuestion } from '../../../components/ConfirmDialog.tsx';
import { showMessage } from '../../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { rulesValidator } from '../../../lib/rules-validator.ts';
import { useContentKeys } from '../api/content-keys.ts';
import { useCreateContentKey } from '../api/create-content-key.ts';
import { useRevokeContentKey } from '../api/revoke-content-key.ts';
import { fieldMessage, showSaveError } from '../form-errors.ts';
import classes from '../Integrations.module.css';
import { ContentKeyTable } from './ContentKeyTable.tsx';
import { IntegrationSection } from './IntegrationSection.tsx';
import { OnceSecret } from './OnceSecret.tsx';

type KeyForm = { name: string };

const validateKey = rulesValidator<KeyForm>(contentKeyInputSchema, INTEGRATION_MESSAGES.keyNameMissing);

/**
 * 'Tartalomkulcsok': a new key by name (shown once, with a copy button), the keys with their
 * prefix, creation, last use and state, and 'Visszavonás' after a question.
 */
export function ContentKeysSection() {
  const keys = useContentKeys(true);
  const create = useCreateContentKey();
  const revoke = useRevokeContentKey();
  const [created, setCreated] = useState<NewContentKey | null>(null);
  const question = useDeleteQuestion<ContentKey>((id, options) => {
    // The key shown once is no use any more either.
    if (created?.id === id) setCreated(null);
    revoke.mutate(id, options);
  });
  const form = useRulesForm<KeyForm>({ initialValues: { name: '' }, validate: validateKey });

  const send = submitHandler(form, (values) => {
    create.mutate(
      { name: values.name.trim() },
      {
        onSuccess: (reply) => {
          setCreated(reply.data);
          form.reset();
          showMessage('success', reply.message || INTEGRATION_MESSAGES.keyCreated, { liveRegion: true });
        },
        onError: (error) => showSaveError(error, form.setErrors),
      },
    );
  });

  return (
    <IntegrationSection title={S.keysTitle} lead={S.keysLead}>
      <form onSubmit={send} noValidate className={classes.createForm}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={S.keyName}
            placeholder={S.keyNamePlaceholder}
            maxLength={MAX_CONTENT_KEY_NAME_LENGTH}
            className={classes.nameField}
            {...form.getInputProps('name')}
            error={fieldMessage(form.errors, 'name')}
          />
          <Button type="submit" loading={create.isPending} leftSection={<IconKey size={16} aria-hidden />}>
            {S.createKey}
          </Button>
        </Group>
      </form>

      {created && (
        <OnceSecret
          key={created.id}
          title={S.newKeyTitle(created.name)}
          label={S.newKeyLabel}
          value={created.key}
          warning={S.newKeyWarning}
          onDismiss={() => setCreated(null)}
        />
      )}

      <ContentKeyTable keys={keys.data} failed={keys.isError} onRevoke={question.ask} />

      <ConfirmDialog
        {...question.dialogProps((key) => S.revokeConfirm(key.name))}
        title={S.revokeTitle}
        confirmLabel={S.revoke}
        cancelLabel={S.cancel}
        loading={revoke.isPending}
      />
    </IntegrationSection>
  );
}
