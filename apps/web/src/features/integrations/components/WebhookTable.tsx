import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import {
  A11Y,
  INTEGRATIONS_SCREEN as S,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type Webhook,
} from '@newsroom/shared';
import { IconListDetails } from '@tabler/icons-react';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import classes from '../Integrations.module.css';

interface WebhookTableProps {
  webhooks: Webhook[] | undefined;
  failed: boolean;
  onDeliveries: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}

/** The webhooks: Név, Cím, Események, Állapot (with why the server turned it off) and the actions. */
export function WebhookTable({ webhooks, failed, ...actions }: WebhookTableProps) {
  const emptyText = emptyTextOf(webhooks, failed, {
    empty: S.webhooksEmpty,
    loadFailed: S.webhooksLoadFailed,
  });
  return (
    <DataTable
      label={S.webhookList}
      busy={!webhooks}
      emptyText={emptyText}
      frameClassName={classes.frame}
      tableClassName={`${cards.cards} ${classes.webhookTable}`}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{S.columnName}</Table.Th>
          <Table.Th>{S.columnUrl}</Table.Th>
          <Table.Th>{S.columnEvents}</Table.Th>
          <Table.Th>{S.columnState}</Table.Th>
          <Table.Th className={classes.actions}>
            <VisuallyHidden>{S.columnActions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {webhooks ? (
          webhooks.map((webhook) => <WebhookRow key={webhook.id} webhook={webhook} {...actions} />)
        ) : (
          <SkeletonRows rows={2} widths={[140, 220, 200, 90, 160]} />
        )}
      </Table.Tbody>
    </DataTable>
  );
}

function WebhookRow({
  webhook,
  onDeliveries,
  onEdit,
  onDelete,
}: { webhook: Webhook } & Omit<WebhookTableProps, 'webhooks' | 'failed'>) {
  const all = WEBHOOK_EVENTS.every((e) => webhook.events.includes(e));
  return (
    <Table.Tr data-testid="webhook-row" data-active={webhook.is_active || undefined} className={classes.row}>
      <Table.Td className={classes.nameCell}>
        <span className={classes.name}>{webhook.name}</span>
      </Table.Td>
      <Table.Td className={classes.urlCell}>
        <code className={classes.code}>{webhook.url}</code>
      </Table.Td>
      <Table.Td className={classes.eventsCell}>
        {all ? (
          <Text size="sm">{S.allEvents}</Text>
        ) : (
          <Group gap={4} wrap="wrap">
            {webhook.events.map((event) => (
              <Badge
                key={event}
                size="sm"
                variant="light"
                color="gray"
                title={event}
                className={classes.event}
              >
                {WEBHOOK_EVENT_LABELS[event]}
              </Badge>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td className={classes.stateCell}>
        <Badge color={webhook.is_active ? 'teal' : 'orange'} variant="light" className={classes.badge}>
          {webhook.is_active ? S.webhookOn : S.webhookOff}
        </Badge>
        {!webhook.is_active && webhook.disabled_reason && (
          <Text size="xs" c="orange.9" mt={4} className={classes.reason} data-testid="disabled-reason">
            {webhook.disabled_reason}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={classes.actions}>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconListDetails size={16} aria-hidden />}
            aria-label={A11Y.rowAction(S.deliveries, webhook.name)}
            onClick={() => onDeliveries(webhook)}
          >
            {S.deliveries}
          </Button>
          <RowActionButton label={S.edit} item={webhook.name} kind="edit" onClick={() => onEdit(webhook)} />
          <RowActionButton
            label={S.delete}
            item={webhook.name}
            kind="delete"
            onClick={() => onDelete(webhook)}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
