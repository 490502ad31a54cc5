import {
  commentInputSchema,
  commentListReplySchema,
  commentParamsSchema,
  commentReplySchema,
  commentUpdateSchema,
  idParamsSchema,
  COMMENT_MESSAGES as M,
  mentionableReplySchema,
  okReply,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { addComment, listComments, mentionableColleagues, resolveComment } from './comments.service.ts';

/**
 * An article's editorial comments (docs/api.md, "Comments"): only those who may open the article
 * in the editor read or write them (403 otherwise). Access: lib/route-access.ts.
 */
export function commentsRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['Comments'];

  api.get(
    '/api/posts/:id/comments',
    {
      schema: {
        tags,
        summary: "The article's comments, oldest first, with who wrote, mentioned and resolved them",
        params: idParamsSchema,
        response: { 200: commentListReplySchema, ...errorReplies(403, 404) },
      },
    },
    async (req) => okReply(await listComments(db, currentUser(req), req.params.id)),
  );

  api.get(
    '/api/posts/:id/comments/mentionable',
    {
      schema: {
        tags,
        summary: 'The colleagues a comment of the article may mention: those who may open it',
        params: idParamsSchema,
        response: { 200: mentionableReplySchema, ...errorReplies(403, 404) },
      },
    },
    async (req) => okReply(await mentionableColleagues(db, currentUser(req), req.params.id)),
  );

  api.post(
    '/api/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Adds a comment; each mentioned colleague gets an inbox entry',
        params: idParamsSchema,
        body: commentInputSchema,
        response: { 200: commentReplySchema, ...errorReplies(400, 403, 404) },
      },
    },
    async (req) => okReply(await addComment(db, currentUser(req), req.params.id, req.body), M.added),
  );

  api.put(
    '/api/posts/:id/comments/:comment_id',
    {
      schema: {
        tags,
        summary: 'Marks a comment resolved (1) or open again (0)',
        params: commentParamsSchema,
        body: commentUpdateSchema,
        response: { 200: commentReplySchema, ...errorReplies(400, 403, 404) },
      },
    },
    async (req) => {
      const resolved = req.body.resolved === 1;
      const comment = await resolveComment(
        db,
        currentUser(req),
        req.params.id,
        req.params.comment_id,
        resolved,
      );
      return okReply(comment, resolved ? M.resolved : M.reopened);
    },
  );
}
