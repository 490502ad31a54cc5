import { can, type Permission, type SessionUser } from '@newsroom/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { findSessionUser } from '../modules/session/session.repo.ts';
import { forbidden, unauthorized } from './errors.ts';
import { hashToken } from './tokens.ts';

/** Who may call a route: anyone, any signed-in user, or holders of a permission of CONTRACT.md point 3. */
export type Access = 'public' | 'signedIn' | Permission;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
    tokenHash: string | null;
  }
}

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** The signed-in user of a request whose route is not public. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.sessionUser) throw unauthorized();
  return req.sessionUser;
}

/**
 * The one authorisation guard. Every /api route must declare `config.access`; a route that does not
 * is refused at start-up, so nothing is left open by omission.
 */
export function registerAuthGuard(app: FastifyInstance, db: Db): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('tokenHash', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new Error(`A(z) ${route.method} ${route.url} útvonal nem adja meg, ki hívhatja (config.access).`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const user = await findSessionUser(db, tokenHash, new Date());
    if (!user) throw unauthorized();
    req.sessionUser = user;
    req.tokenHash = tokenHash;
    if (access !== 'signedIn' && !can(user, access)) throw forbidden();
  });
}
