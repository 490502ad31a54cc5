import { auditEntrySchema, listReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery } from '../../../lib/queries.ts';
import type { AuditParams } from '../audit-filters.ts';

const auditListReplySchema = listReplySchema(auditEntrySchema);

/** GET /api/audit-log: one page of the audit trail, newest first. */
export const auditLogQuery = (params: AuditParams) =>
  pagedListQuery(['audit-log', params], '/audit-log', params, auditListReplySchema);

export function useAuditLog(params: AuditParams) {
  return useQuery(auditLogQuery(params));
}
