import { Alert, List } from '@mantine/core';
import { POST_LIST_DESK } from '@newsroom/shared';

/** The failed articles of a bulk call shown by name under the bar; the rest are counted. */
const SHOWN_FAILURES = 8;

/** What a bulk action could not do: its summary, and each article left undone with the reason. */
export interface BulkReport {
  summary: string;
  failures: Array<{ id: number; title: string; message: string }>;
}

/** The report under the bulk actions' bar of the articles a bulk action left undone, until closed. */
export function BulkReportAlert({ report, onClose }: { report: BulkReport; onClose: () => void }) {
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      title={report.summary}
      withCloseButton
      closeButtonLabel={POST_LIST_DESK.closeReport}
      onClose={onClose}
      data-testid="bulk-report"
    >
      <List size="sm" spacing={2}>
        {report.failures.slice(0, SHOWN_FAILURES).map((f) => (
          <List.Item key={f.id}>{POST_LIST_DESK.failedRow(f.title, f.message)}</List.Item>
        ))}
      </List>
      {report.failures.length > SHOWN_FAILURES && (
        <div>{POST_LIST_DESK.moreFailed(report.failures.length - SHOWN_FAILURES)}</div>
      )}
    </Alert>
  );
}
