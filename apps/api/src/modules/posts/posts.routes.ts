import {
  idParamsSchema,
  mostUsedKeywordsReplySchema,
  okReply,
  POST_BULK_MAX_ITEMS,
  POST_MESSAGES,
  postBulkInputSchema,
  postBulkReplySchema,
  postBulkSummary,
  postFilterSchema,
  postInputSchema,
  postListItemSchema,
  postReplySchema,
  postSchema,
  WORKFLOW_MESSAGES,
  workflowInputSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/api-reference.ts';
import { currentUser } from '../../lib/auth.ts';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import { bulkUpdatePosts } from './bulk.service.ts';
import { createPost, deletePost, getPost, type PostDeps, updatePost } from './posts.service.ts';
import { getMostUsedKeywords, listPosts } from './posts-list.service.ts';
import { takeWorkflowStep } from './workflow.service.ts';

/** A cover image travels as a data URL inside the JSON: up to 10 MB of image, base64-encoded. */
const POST_BODY_LIMIT = 16 * 1024 * 1024;

/** Articles and drafts (docs/api.md). Access: lib/route-access.ts. */
export function postsRoutes(app: FastifyInstance, deps: PostDeps): void {
  registerCrudRoutes(app, {
    tag: 'Articles',
    names: { one: 'an article', many: 'articles' },
    urls: {
      list: '/api/admin-posts',
      get: '/api/posts/:id',
      add: '/api/posts/add',
      update: '/api/posts/:id',
      remove: '/api/posts/:id',
    },
    schemas: {
      filter: postFilterSchema,
      input: postInputSchema,
      listItem: postListItemSchema,
      item: postSchema,
    },
    bodyLimit: POST_BODY_LIMIT,
    errors: { create: [409] },
    list: (filter) => listPosts(deps.db, filter, deps.listCache),
    get: (id) => getPost(deps.db, id),
    create: (actor, input) => createPost(deps, actor, input),
    update: (actor, id, input) => updatePost(deps, actor, id, input),
    remove: (actor, id) => deletePost(deps.db, actor, id),
    messages: {
      saved: (post) => (post.menu_type === 'post' ? POST_MESSAGES.published : POST_MESSAGES.savedAsDraft),
      deleted: POST_MESSAGES.deleted,
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/posts/most-used-keywords/:menu_path',
    {
      schema: {
        tags: ['Articles'],
        summary: "A category's most used keywords",
        description: 'Over its newest active articles; an unknown category answers an empty map.',
        params: z.object({ menu_path: z.string().min(1).max(200) }),
        response: { 200: mostUsedKeywordsReplySchema },
      },
    },
    async (req) => ({
      status: 'ok' as const,
      most_used_keywords: await getMostUsedKeywords(deps.db, req.params.menu_path),
    }),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/posts/:id/workflow',
    {
      schema: {
        tags: ['Articles'],
        summary: 'One step of the review workflow: submit, return, approve, publish or unpublish',
        description: [
          'A writer submits their own draft (`Piszkozat` or `Visszaküldve`); a reviewer (`articles.review`) returns it with',
          'a `note` (required) or approves it; only `articles.publish` publishes or withdraws. A step the role does not allow',
          'is a 403 naming the right; one that does not fit the state a 409 naming the steps that do. With `last_update`,',
          'a 409 when the article changed since. Each step writes a revision and an audit entry; publishing is a save of',
          'the stored article, with its rules.',
        ].join(' '),
        params: idParamsSchema,
        body: workflowInputSchema,
        response: { 200: postReplySchema, ...errorReplies(400, 403, 404, 409) },
      },
    },
    async (req) => {
      const post = await takeWorkflowStep(deps, currentUser(req), req.params.id, req.body);
      return okReply(post, WORKFLOW_MESSAGES.done[req.body.action]);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/posts/bulk',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['Articles'],
        summary: 'One action on several articles: delete, move, publish or unpublish',
        description: [
          `Up to ${POST_BULK_MAX_ITEMS} articles, each with the \`last_update\` the list showed. Each article is its own write,`,
          'with the optimistic lock of a save: one that changed since is answered `conflict` and left alone, the others are',
          'applied. A move, a publication and a withdrawal are saves of the stored article (its rules, a revision and an',
          'audit entry each); a delete is the soft delete with its audit entry. `move` needs `menu_id` (and may name one of',
          'its subcategories in `secondary_menu_id`; 0 or absent: none). The reply lists the outcome of every article in the',
          "order sent and `message` sums them up ('12 cikk áthelyezve, 1 időközben módosult'); it is a 200 whatever the",
          'outcomes. A category that does not exist is a 400 and nothing is moved.',
        ].join(' '),
        body: postBulkInputSchema,
        response: { 200: postBulkReplySchema },
      },
    },
    async (req) => {
      const outcome = await bulkUpdatePosts(deps, currentUser(req), req.body);
      return okReply(outcome, postBulkSummary(outcome.action, outcome.counts));
    },
  );
}
