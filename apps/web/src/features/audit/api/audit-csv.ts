import { today } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, withQuery } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/download.ts';
import type { AuditParams } from '../audit-filters.ts';

/** GET /api/audit-log/csv with the screen's filters, saved under the name the server gives it. */
export async function downloadAuditCsv(params: AuditParams): Promise<void> {
  const file = await apiDownload(withQuery('/audit-log/csv', params));
  saveBlob(file.blob, file.fileName ?? `naplo-${today()}.csv`);
}

/** 'CSV letöltése': a failure shows its message through the query client's mutation handler. */
export function useAuditCsv() {
  return useMutation({ mutationFn: downloadAuditCsv });
}
