import {
  mostUsedKeywordsReplySchema,
  POST_MESSAGES,
  postFilterSchema,
  postInputSchema,
  postListItemSchema,
  postSchema,
} from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerCrudRoutes } from '../../lib/crud-routes.ts';
import {
  createPost,
  deletePost,
  getMostUsedKeywords,
  getPost,
  listPosts,
  type PostDeps,
  updatePost,
} from './posts.service.ts';

/** A cover image travels as a data URL inside the JSON: up to 10 MB of image, base64-encoded. */
const POST_BODY_LIMIT = 16 * 1024 * 1024;

/** Articles and drafts (docs/api.md). Access: lib/route-access.ts. */
export function postsRoutes(app: FastifyInstance, deps: PostDeps): void {
  registerCrudRoutes(app, {
    tag: 'Articles',
    names: { one: 'an article', many: 'articles' },
    listUrl: '/api/admin-posts',
    itemsUrl: '/api/posts',
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
}
