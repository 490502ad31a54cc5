import {
  idParamsSchema,
  listReply,
  okReply,
  POST_MESSAGES,
  pageQuerySchema,
  postReplySchema,
  restoreRevisionInputSchema,
  revisionListReplySchema,
  revisionParamsSchema,
  revisionReplySchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SettingSources } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { getPost, restorePost } from '../posts/posts.service.ts';
import {
  getRevision,
  listRevisions,
  type RestoreArticle,
  type RevisionDeps,
  restoreRevision,
} from './revisions.service.ts';

export interface RevisionRoutesOptions {
  db: Db;
  /** The save of a restore; default the posts module's (posts.service.ts restorePost). */
  restore?: RestoreArticle;
  settings?: SettingSources;
}

/** An article's revisions: the list, one revision, and a restore. Access: lib/route-access.ts. */
export function revisionsRoutes(app: FastifyInstance, options: RevisionRoutesOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps: RevisionDeps = {
    db: options.db,
    getPost,
    restore: options.restore ?? restorePost,
    settings: options.settings,
  };

  api.get(
    '/api/posts/:id/revisions',
    {
      schema: {
        tags: ['Articles'],
        summary: "One page of an article's revisions, newest first",
        description:
          'Every successful save of the article (create, update, publish, unpublish, restore, scheduled publication) stored one.',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: revisionListReplySchema },
      },
    },
    async (req) => {
      const { rows, total } = await listRevisions(deps, req.params.id, req.query);
      return listReply(rows, total, req.query);
    },
  );

  api.get(
    '/api/posts/:id/revisions/:revision_id',
    {
      schema: {
        tags: ['Articles'],
        summary: 'One revision of an article: the article as that save stored it',
        description: '404 also for a revision of another article.',
        params: revisionParamsSchema,
        response: { 200: revisionReplySchema },
      },
    },
    async (req) => okReply(await getRevision(deps, req.params.id, req.params.revision_id)),
  );

  api.post(
    '/api/posts/:id/revisions/:revision_id/restore',
    {
      schema: {
        tags: ['Articles'],
        summary: 'Makes the article that revision again, as a new save',
        description:
          "Send the `last_update` of the article the editor loaded: 409 when it changed since, as for PUT /api/posts/{id}, whose reply this is. The revision's texts, category, type, cover and state come back; the article keeps its address (shortname, post_url). The restore is a revision too.",
        params: revisionParamsSchema,
        body: restoreRevisionInputSchema,
        response: { 200: postReplySchema, ...errorReplies(409) },
      },
    },
    async (req) => {
      const post = await restoreRevision(
        deps,
        currentUser(req),
        req.params.id,
        req.params.revision_id,
        req.body,
      );
      return okReply(post, post.menu_type === 'post' ? POST_MESSAGES.published : POST_MESSAGES.savedAsDraft);
    },
  );
}
