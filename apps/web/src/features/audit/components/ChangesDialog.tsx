import { Button, Group, Modal, Table, Text } from '@mantine/core';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_PAGE,
  type AuditEntry,
  auditFieldLabel,
  formatDateTime,
} from '@newsroom/shared';
import { actorText, itemText, valueText } from '../audit-format.ts';

/** The whole change of one entry: every field with its full value before and after. */
export function ChangesDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  return (
    <Modal
      opened={entry !== null}
      onClose={onClose}
      title={AUDIT_PAGE.changesTitle}
      size="xl"
      radius="md"
      styles={{ title: { fontWeight: 600 } }}
    >
      {entry && (
        <>
          <Text size="sm" mb="md">
            {itemText(entry)} · {AUDIT_ACTION_LABELS[entry.action]} · {actorText(entry)} ·{' '}
            {formatDateTime(entry.at)}
          </Text>
          {/* Scrolls sideways on a phone, so the keyboard can reach and scroll it too. */}
          <Table.ScrollContainer
            minWidth={480}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={AUDIT_PAGE.changesTitle}
          >
            <Table
              withTableBorder
              withColumnBorders
              verticalSpacing="xs"
              aria-label={AUDIT_PAGE.changesTitle}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="20%">{AUDIT_PAGE.field}</Table.Th>
                  <Table.Th w="40%">{AUDIT_PAGE.before}</Table.Th>
                  <Table.Th w="40%">{AUDIT_PAGE.after}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {Object.entries(entry.changes ?? {}).map(([field, change]) => (
                  <Table.Tr key={field}>
                    <Table.Td fw={600} style={{ verticalAlign: 'top' }}>
                      {auditFieldLabel(field)}
                    </Table.Td>
                    <ValueCell value={change.before} />
                    <ValueCell value={change.after} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {AUDIT_PAGE.close}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

function ValueCell({ value }: { value: unknown }) {
  return (
    <Table.Td
      style={{
        verticalAlign: 'top',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'var(--mantine-font-family-monospace)',
        fontSize: 'var(--mantine-font-size-xs)',
      }}
    >
      {valueText(value, true)}
    </Table.Td>
  );
}
