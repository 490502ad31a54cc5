import {
  INBOX_MESSAGES,
  idDataSchema,
  idParamsSchema,
  inboxSchema,
  okReply,
  okReplySchema,
  workflowEditorsReplySchema,
  workflowReviewersReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { getInbox, readAll, readEntry, responsibleEditors, reviewerNames } from './inbox.service.ts';

/** The signed-in user's inbox (docs/api.md, "Workflow"). Access: lib/route-access.ts. */
export function inboxRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['Inbox'];

  api.get(
    '/api/inbox',
    {
      schema: {
        tags,
        summary:
          "The user's newest notifications (kind, article, from, text, when, read) and the unread count",
        response: { 200: okReplySchema(inboxSchema) },
      },
    },
    async (req) => okReply(await getInbox(db, currentUser(req))),
  );

  api.get(
    '/api/workflow/reviewers',
    {
      schema: {
        tags,
        summary:
          'Who a submission of the signed-in user would tell: the active reviewers (articles.review), names only',
        response: { 200: workflowReviewersReplySchema },
      },
    },
    async (req) => okReply({ names: await reviewerNames(db, currentUser(req).id) }),
  );

  api.get(
    '/api/workflow/editors',
    {
      schema: {
        tags,
        summary: "Who may be an article's responsible editor: active users whose role writes every article",
        response: { 200: workflowEditorsReplySchema },
      },
    },
    async () => okReply(await responsibleEditors(db)),
  );

  api.post(
    '/api/inbox/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of the own notifications read (another user’s is a 404)',
        params: idParamsSchema,
        response: { 200: okReplySchema(idDataSchema), ...errorReplies(404) },
      },
    },
    async (req) => {
      await readEntry(db, currentUser(req), req.params.id);
      return okReply({ id: req.params.id }, INBOX_MESSAGES.read);
    },
  );

  api.post(
    '/api/inbox/read-all',
    {
      schema: {
        tags,
        summary: 'Marks every own notification read',
        response: { 200: okReplySchema(inboxSchema) },
      },
    },
    async (req) => {
      const user = currentUser(req);
      await readAll(db, user);
      return okReply(await getInbox(db, user), INBOX_MESSAGES.allRead);
    },
  );
}
