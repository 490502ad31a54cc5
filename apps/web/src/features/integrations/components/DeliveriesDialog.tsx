import { Badge, Button, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  A11Y,
  formatDateTime,
  formatNumber,
  INTEGRATIONS_SCREEN as S,
  WEBHOOK_EVENT_LABELS,
  type Webhook,
  type WebhookDelivery,
} from '@newsroom/shared';
import { IconRefresh } from '@tabler/icons-react';
import { DataTable, emptyTextOf, SkeletonRows } from '../../../components/DataTable.tsx';
import cards from '../../../components/ResponsiveTable.module.css';
import { useRetryDelivery } from '../api/retry-delivery.ts';
import { useWebhookDeliveries } from '../api/webhook-deliveries.ts';
import classes from '../Integrations.module.css';
import own from './DeliveriesDialog.module.css';

const STATUS_COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  delivered: 'teal',
  failed: 'red',
};

/**
 * 'Kézbesítések' of one webhook: event, state, HTTP status, attempts, duration, next attempt, error
 * and time of each delivery, read again every few seconds while open, and 'Újraküldés' (sent again
 * now, with the same delivery id, whatever became of it). Full screen on a phone.
 */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const deliveries = useWebhookDeliveries(webhook?.id ?? null);
  const rows = deliveries.data;
  const emptyText = emptyTextOf(rows, deliveries.isError, {
    empty: S.deliveriesEmpty,
    loadFailed: S.deliveriesLoadFailed,
  });
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title={webhook ? S.deliveriesTitle(webhook.name) : ''}
      size="min(1280px, 96vw)"
      fullScreen={narrow}
      radius="md"
      centered
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text size="sm" c="dimmed" mb="md">
        {S.deliveriesLead}
      </Text>
      {webhook && (
        <DataTable
          label={S.deliveriesList}
          busy={!rows}
          emptyText={emptyText}
          frameClassName={own.frame}
          tableClassName={`${cards.cards} ${own.table}`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{S.columnTime}</Table.Th>
              <Table.Th>{S.columnEvent}</Table.Th>
              <Table.Th>{S.columnStatus}</Table.Th>
              <Table.Th>{S.columnHttp}</Table.Th>
              <Table.Th className={classes.number}>{S.columnAttempts}</Table.Th>
              <Table.Th className={classes.number}>{S.columnDuration}</Table.Th>
              <Table.Th className={own.wrapHead}>{S.columnNextAttempt}</Table.Th>
              <Table.Th>{S.columnError}</Table.Th>
              <Table.Th className={classes.actions}>
                <VisuallyHidden>{S.columnActions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows ? (
              rows.map((delivery) => (
                <DeliveryRow key={delivery.id} webhookId={webhook.id} delivery={delivery} />
              ))
            ) : (
              <SkeletonRows rows={3} widths={[110, 120, 80, 40, 30, 50, 110, 140, 90]} />
            )}
          </Table.Tbody>
        </DataTable>
      )}
    </Modal>
  );
}

function DeliveryRow({ webhookId, delivery: d }: { webhookId: number; delivery: WebhookDelivery }) {
  const retry = useRetryDelivery(webhookId);
  const label = WEBHOOK_EVENT_LABELS[d.event];
  return (
    <Table.Tr
      data-testid="delivery-row"
      data-delivery-id={d.id}
      data-status={d.status}
      className={classes.row}
    >
      <Table.Td className={`${classes.date} ${own.timeCell}`}>
        <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
      </Table.Td>
      <Table.Td className={own.eventCell}>
        <span className={classes.name}>{label}</span>
        <code className={own.eventCode}>{d.event}</code>
      </Table.Td>
      <Table.Td className={own.statusCell}>
        <Badge color={STATUS_COLORS[d.status]} variant="light" className={classes.badge}>
          {S.deliveryStatus[d.status]}
        </Badge>
      </Table.Td>
      <Table.Td className={own.httpCell} data-testid="delivery-http">
        {d.response_status === null ? (
          <span className={classes.never}>{d.attempts === 0 ? '–' : S.noResponse}</span>
        ) : (
          <>
            <span className={classes.cardLabel}>{S.columnHttp} </span>
            {d.response_status}
          </>
        )}
      </Table.Td>
      <Table.Td className={`${classes.number} ${own.attemptsCell}`} data-testid="delivery-attempts">
        <span className={classes.cardLabel}>{S.columnAttempts}: </span>
        {d.attempts}
      </Table.Td>
      <Table.Td className={`${classes.number} ${own.durationCell}`}>
        {d.duration_ms === null ? '–' : S.durationMs(formatNumber(d.duration_ms))}
      </Table.Td>
      <Table.Td className={`${classes.date} ${own.nextCell}`}>
        {d.next_attempt_at ? (
          <>
            <span className={classes.cardLabel}>{S.columnNextAttempt}: </span>
            <time dateTime={d.next_attempt_at}>{formatDateTime(d.next_attempt_at)}</time>
          </>
        ) : (
          <span className={classes.wideOnly}>–</span>
        )}
      </Table.Td>
      <Table.Td className={own.errorCell}>
        {d.error && (
          <span className={own.error} title={d.error}>
            {d.error}
          </span>
        )}
      </Table.Td>
      <Table.Td className={`${classes.actions} ${own.actionsCell}`}>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          aria-label={A11Y.rowAction(S.retry, `${label}, ${formatDateTime(d.created_at)}`)}
          loading={retry.isPending}
          onClick={() => retry.mutate({ webhookId, deliveryId: d.id })}
        >
          {S.retry}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
