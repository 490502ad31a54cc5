import {
  idDataSchema,
  idParamsSchema,
  idSchema,
  INTEGRATION_MESSAGES as M,
  newWebhookSchema,
  okReply,
  okReplySchema,
  webhookDeliverySchema,
  webhookInputSchema,
  webhookSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import type { Resolve } from './webhook-address.ts';
import {
  createWebhook,
  DELIVERY_LIST_LIMIT,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  retryDelivery,
  saveWebhook,
} from './webhooks.service.ts';

export interface WebhooksDeps {
  db: Db;
  /** WEBHOOKS_ALLOW_PRIVATE_NETWORKS: loopback and private addresses may be targets. */
  allowPrivateNetworks: boolean;
  /** How host names are resolved (tests pass their own); default the system's. */
  resolve?: Resolve;
}

const TAG = 'Webhooks';

const deliveryParamsSchema = z.object({
  id: idSchema,
  delivery_id: z.string().max(100),
});

const URL_RULES =
  'The URL must be http(s). Its host is resolved and every address checked: link-local and cloud metadata addresses (169.254.0.0/16, fd00:ec2::254, fe80::/10, 0.0.0.0/8, multicast) are always refused with a 400, loopback and private ones (127.0.0.0/8, ::1, 10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS=1; a host that does not resolve is a 400 too.';

/** The webhooks of 'Integrációk' (docs/api.md). Access: lib/route-access.ts (administrators). */
export function webhooksRoutes(app: FastifyInstance, deps: WebhooksDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const policy = { allowPrivateNetworks: deps.allowPrivateNetworks, resolve: deps.resolve };

  api.get(
    '/api/webhooks',
    {
      schema: {
        tags: [TAG],
        summary: 'The webhooks (without their secrets)',
        response: { 200: okReplySchema(z.array(webhookSchema)) },
      },
    },
    async () => okReply(await listWebhooks(db)),
  );

  api.post(
    '/api/webhooks',
    {
      schema: {
        tags: [TAG],
        summary: 'Adds a webhook',
        description: `The reply carries the signing secret (\`data.secret\`): the only time it is shown. ${URL_RULES}`,
        body: webhookInputSchema,
        response: { 200: okReplySchema(newWebhookSchema) },
      },
    },
    async (req) => okReply(await createWebhook(db, policy, currentUser(req), req.body), M.webhookCreated),
  );

  api.get(
    '/api/webhooks/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'One webhook',
        params: idParamsSchema,
        response: { 200: okReplySchema(webhookSchema), ...errorReplies(404) },
      },
    },
    async (req) => okReply(await getWebhook(db, req.params.id)),
  );

  api.put(
    '/api/webhooks/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Saves a webhook',
        description: `\`is_active: true\` turns a webhook back on (one the server turned off after a 410 loses its \`disabled_reason\`); \`false\` turns it off. ${URL_RULES}`,
        params: idParamsSchema,
        body: webhookInputSchema,
        response: { 200: okReplySchema(webhookSchema), ...errorReplies(404) },
      },
    },
    async (req) => okReply(await saveWebhook(db, policy, req.params.id, req.body), M.webhookSaved),
  );

  api.delete(
    '/api/webhooks/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Deletes a webhook',
        description: 'Nothing more is sent to it; its pending deliveries are dropped (failed).',
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema), ...errorReplies(404) },
      },
    },
    async (req) => {
      await deleteWebhook(db, req.params.id);
      return okReply({ id: req.params.id }, M.webhookDeleted);
    },
  );

  api.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags: [TAG],
        summary: "A webhook's latest deliveries",
        description: `The latest ${DELIVERY_LIST_LIMIT}, newest first.`,
        params: idParamsSchema,
        response: { 200: okReplySchema(z.array(webhookDeliverySchema)), ...errorReplies(404) },
      },
    },
    async (req) => okReply(await listDeliveries(db, req.params.id)),
  );

  api.post(
    '/api/webhooks/:id/deliveries/:delivery_id/retry',
    {
      schema: {
        tags: [TAG],
        summary: 'Sends a delivery again',
        description:
          'The delivery becomes pending and due now, with the same id and body (a receiver can drop a duplicate); a failed one too. A webhook that is off sends it once it is on again.',
        params: deliveryParamsSchema,
        response: { 200: okReplySchema(webhookDeliverySchema), ...errorReplies(404) },
      },
    },
    async (req) => okReply(await retryDelivery(db, req.params.id, req.params.delivery_id), M.deliveryRetried),
  );
}
