import { auditEntrySchema, auditFilterSchema, listReply, listReplySchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AUDIT_CSV_LIMIT, auditLogCsv, listAuditLog } from './audit.service.ts';

/**
 * The audit trail (docs/product.md, "Napló"): read-only for administrators (lib/route-access.ts).
 * Entries are written by the services, in the transaction of each change (audit.service.ts); no call
 * edits or deletes them.
 */
export function auditRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/audit-log',
    {
      schema: {
        tags: ['Audit trail'],
        summary: 'One page of the audit trail, newest first',
        description:
          'Every write through the API and every security event, with who, when, from which address, the item and what changed field by field. Filters: user, item kind and id, action, calendar days (both ends inclusive).',
        querystring: auditFilterSchema,
        response: { 200: listReplySchema(auditEntrySchema) },
      },
    },
    async (req) => {
      const { rows, total } = await listAuditLog(deps.db, req.query);
      return listReply(rows, total, req.query);
    },
  );

  api.get(
    '/api/audit-log/csv',
    {
      schema: {
        tags: ['Audit trail'],
        summary: 'The filtered audit trail as a CSV file',
        description: `The filters of GET /api/audit-log (paging ignored); at most ${AUDIT_CSV_LIMIT} entries, newest first. UTF-8 with BOM, separated by semicolons.`,
        querystring: auditFilterSchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (req, reply) => {
      const { page: _page, per_page: _perPage, ...filter } = req.query;
      const csv = await auditLogCsv(deps.db, filter);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="naplo-${day}.csv"`)
        .serializer((payload: unknown) => String(payload))
        .send(csv);
    },
  );
}
