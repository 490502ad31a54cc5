import { can, type SessionUser } from '@newsroom/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import { type Access, lookupAccess, ROUTE_ACCESS } from './route-access.ts';
import { hashToken } from './tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the guard from ROUTE_ACCESS (lib/route-access.ts); routes do not declare it. */
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

/** The active user behind a token's hash, or undefined (the session module's lookup). */
export type FindUserOfToken = (tokenHash: string) => Promise<SessionUser | undefined>;

/**
 * The one authorisation guard. The access of every /api route comes from one table, ROUTE_ACCESS
 * (lib/route-access.ts); a route missing from it is refused at start-up, so nothing is left open by
 * omission. A route may still carry `config.access` only when it equals the table's. A bearer
 * token is turned into its user by `findUserOfToken`, which the session module passes in
 * (modules/session/auth-guard.ts).
 */
export function registerAccessGuard(
  app: FastifyInstance,
  findUserOfToken: FindUserOfToken,
  table: Record<string, Access> = ROUTE_ACCESS,
): void {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('tokenHash', null);

  app.addHook('onRoute', (route) => {
    if (!(route.url === '/api' || route.url.startsWith('/api/'))) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    let access: Access | undefined;
    for (const method of methods) {
      const found = lookupAccess(table, method, route.url);
      if (!found) {
        throw new Error(
          `A(z) ${method} ${route.url} útvonal nincs a ROUTE_ACCESS táblában (lib/route-access.ts).`,
        );
      }
      if (access !== undefined && access !== found) {
        throw new Error(
          `A(z) ${route.url} útvonal metódusai eltérő hozzáférést kapnak a ROUTE_ACCESS táblában.`,
        );
      }
      access = found;
    }
    const declared = route.config?.access;
    if (declared !== undefined && declared !== access) {
      throw new Error(
        `A(z) ${methods.join(',')} ${route.url} útvonal config.access értéke (${declared}) eltér a ROUTE_ACCESS táblától (${access}).`,
      );
    }
    route.config = { ...route.config, access };
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    // A content key is checked by the content calls themselves (modules/content-keys).
    if (!access || access === 'public' || access === 'contentKey') return;
    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const tokenHash = hashToken(token);
    const user = await findUserOfToken(tokenHash);
    if (!user) throw unauthorized();
    req.sessionUser = user;
    req.tokenHash = tokenHash;
    if (access !== 'signedIn' && !can(user, access)) throw forbidden();
  });
}
