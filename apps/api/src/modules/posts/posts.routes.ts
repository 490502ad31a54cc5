import { listReply, POST_MESSAGES, postFilterSchema, postInputSchema } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../../lib/auth.ts';
import { idParams } from '../../lib/route-params.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
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

function savedMessage(menuType: string): string {
  return menuType === 'post' ? POST_MESSAGES.published : POST_MESSAGES.savedAsDraft;
}

export function postsRoutes(app: FastifyInstance, deps: PostDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/admin-posts', { schema: { querystring: postFilterSchema } }, async (req) => {
    const filter = req.query;
    const { rows, total } = await listPosts(deps.db, filter, deps.listCache);
    return listReply(rows, total, filter);
  });

  api.get('/api/posts/:id', { schema: { params: idParams } }, async (req) => ({
    status: 'ok',
    message: '',
    data: await getPost(deps.db, req.params.id),
  }));

  api.post(
    '/api/posts/add',
    { bodyLimit: POST_BODY_LIMIT, schema: { body: postInputSchema } },
    async (req) => {
      const post = await createPost(deps, currentUser(req), req.body);
      return { status: 'ok', message: savedMessage(post.menu_type), data: post };
    },
  );

  api.put(
    '/api/posts/:id',
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: { params: idParams, body: postInputSchema },
    },
    async (req) => {
      const post = await updatePost(deps, currentUser(req), req.params.id, req.body);
      return { status: 'ok', message: savedMessage(post.menu_type), data: post };
    },
  );

  api.delete('/api/posts/:id', { schema: { params: idParams } }, async (req) => {
    await deletePost(deps.db, currentUser(req), req.params.id);
    return { status: 'ok', message: POST_MESSAGES.deleted, data: { id: req.params.id } };
  });

  api.get(
    '/api/posts/most-used-keywords/:menu_path',
    {
      schema: { params: z.object({ menu_path: z.string().min(1).max(200) }) },
    },
    async (req) => ({
      status: 'ok',
      most_used_keywords: await getMostUsedKeywords(deps.db, req.params.menu_path),
    }),
  );
}
