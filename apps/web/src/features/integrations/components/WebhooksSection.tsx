import { Button } from '@mantine/core';
import { type NewWebhook, INTEGRATIONS_SCREEN as S, type Webhook } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, useDeleteQuestion } from '../../../components/ConfirmDialog.tsx';
import { useDeleteWebhook } from '../api/delete-webhook.ts';
import { useWebhooks } from '../api/webhooks.ts';
import { DeliveriesDialog } from './DeliveriesDialog.tsx';
import { IntegrationSection } from './IntegrationSection.tsx';
import { OnceSecret } from './OnceSecret.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';
import { WebhookTable } from './WebhookTable.tsx';

/** What the webhook dialog edits: nothing (closed), a new webhook, or this one. */
type DialogTarget = null | 'new' | Webhook;

/**
 * 'Webhookok': a new endpoint (its signing secret shown once), the endpoints with their events and
 * state, edit, delete after a question, and each one's 'Kézbesítések'.
 */
export function WebhooksSection() {
  const webhooks = useWebhooks(true);
  const deletion = useDeleteWebhook();
  const question = useDeleteQuestion<Webhook>(deletion.mutate);
  const [dialog, setDialog] = useState<DialogTarget>(null);
  const [created, setCreated] = useState<NewWebhook | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<Webhook | null>(null);

  return (
    <IntegrationSection
      title={S.webhooksTitle}
      lead={S.webhooksLead}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog('new')}>
          {S.newWebhook}
        </Button>
      }
    >
      {created && (
        <OnceSecret
          key={created.id}
          title={S.newSecretTitle(created.name)}
          label={S.newSecretLabel}
          value={created.secret}
          warning={S.newSecretWarning}
          onDismiss={() => setCreated(null)}
        />
      )}

      <WebhookTable
        webhooks={webhooks.data}
        failed={webhooks.isError}
        onDeliveries={setDeliveriesOf}
        onEdit={setDialog}
        onDelete={question.ask}
      />

      {dialog !== null && (
        <WebhookDialog
          webhook={dialog === 'new' ? null : dialog}
          onClose={() => setDialog(null)}
          onCreated={setCreated}
        />
      )}
      <DeliveriesDialog webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />
      <ConfirmDialog
        {...question.dialogProps((webhook) => S.deleteConfirm(webhook.name))}
        title={S.deleteTitle}
        confirmLabel={S.delete}
        cancelLabel={S.cancel}
        loading={deletion.isPending}
      />
    </IntegrationSection>
  );
}
