import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import {
  INTEGRATION_MESSAGES,
  MAX_WEBHOOK_NAME_LENGTH,
  MAX_WEBHOOK_URL_LENGTH,
  type NewWebhook,
  INTEGRATIONS_SCREEN as S,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type Webhook,
} from '@newsroom/shared';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';
import { showMessage } from '../../../lib/messages.ts';
import { submitHandler, useRulesForm } from '../../../lib/rules-form.ts';
import { useSaveWebhook } from '../api/save-webhook.ts';
import { fieldMessage, showSaveError } from '../form-errors.ts';
import {
  type WebhookFormValues,
  webhookFieldOf,
  webhookFormFrom,
  webhookFormValidator,
  webhookInputFrom,
} from '../webhook-form.ts';

interface WebhookDialogProps {
  /** The webhook edited, or null for a new one. */
  webhook: Webhook | null;
  onClose: () => void;
  /** A new webhook was made: its reply, with the signing secret shown once. */
  onCreated: (webhook: NewWebhook) => void;
}

/**
 * 'Új webhook' / 'Webhook szerkesztése': name, URL, the events as checkboxes and, for an existing
 * one, whether it is on (a webhook the server turned off says why). Mounted only while open.
 */
export function WebhookDialog({ webhook, onClose, onCreated }: WebhookDialogProps) {
  useReturnFocusOnUnmount();
  const isNew = webhook === null;
  const save = useSaveWebhook();
  const form = useRulesForm<WebhookFormValues>({
    initialValues: webhookFormFrom(webhook),
    validate: webhookFormValidator,
  });

  const send = submitHandler(form, (values) => {
    save.mutate(
      { id: webhook?.id ?? null, input: webhookInputFrom(values, isNew) },
      {
        onSuccess: (reply) => {
          const said =
            reply.message ||
            (isNew ? INTEGRATION_MESSAGES.webhookCreated : INTEGRATION_MESSAGES.webhookSaved);
          showMessage('success', said, { liveRegion: true });
          if (reply.created) onCreated(reply.created);
          onClose();
        },
        onError: (error) => showSaveError(error, form.setErrors, webhookFieldOf),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={save.isPending ? () => {} : onClose}
      title={isNew ? S.newWebhookTitle : S.editWebhookTitle}
      size="lg"
      radius="md"
      centered
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={send} noValidate>
        <Stack gap="md">
          {webhook?.disabled_reason && !form.values.is_active && (
            <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={18} aria-hidden />}>
              {webhook.disabled_reason}
            </Alert>
          )}
          <TextInput
            label={S.webhookName}
            placeholder={S.webhookNamePlaceholder}
            maxLength={MAX_WEBHOOK_NAME_LENGTH}
            required
            data-autofocus
            {...form.getInputProps('name')}
            error={fieldMessage(form.errors, 'name')}
          />
          <TextInput
            label={S.webhookUrl}
            description={S.webhookUrlHint}
            placeholder="https://"
            type="url"
            maxLength={MAX_WEBHOOK_URL_LENGTH}
            required
            {...form.getInputProps('url')}
            error={fieldMessage(form.errors, 'url')}
          />
          <Checkbox.Group
            label={S.webhookEvents}
            description={S.webhookEventsHint}
            required
            {...form.getInputProps('events')}
            error={fieldMessage(form.errors, 'events')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={WEBHOOK_EVENT_LABELS[event]} description={event} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {!isNew && (
            <Switch
              label={S.webhookActive}
              description={S.webhookActiveHint}
              {...form.getInputProps('is_active', { type: 'checkbox' })}
            />
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
