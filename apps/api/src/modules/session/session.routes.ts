import { loginRequestSchema, SERVER_MESSAGES } from '@newsroom/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { currentUser } from '../../lib/auth.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import type { ZodTypeProvider } from '../../lib/validation.ts';
import { login, logout, type Sleep } from './session.service.ts';

export function sessionRoutes(
  app: FastifyInstance,
  deps: { db: Db; throttle: LoginThrottle; sleep?: Sleep },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/login', { schema: { body: loginRequestSchema } }, async (req) => {
    const session = await login(
      deps.db,
      deps.throttle,
      {
        email: req.body.email,
        password: req.body.password,
        remember: Boolean(req.body.remember),
        address: req.ip,
      },
      deps.sleep,
    );
    return { status: 'ok', message: SERVER_MESSAGES.loggedIn, ...session };
  });

  api.get('/api/user', async (req) => {
    return { status: 'ok', data: currentUser(req) };
  });

  api.post('/api/logout', async (req) => {
    if (req.tokenHash) await logout(deps.db, req.tokenHash);
    return { status: 'ok', message: SERVER_MESSAGES.loggedOut, data: null };
  });
}
