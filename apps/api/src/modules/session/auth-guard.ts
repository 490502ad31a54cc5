import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerAccessGuard } from '../../lib/auth.ts';
import type { Access } from '../../lib/route-access.ts';
import { findUserOfToken } from './sign-in.service.ts';

/**
 * The authorisation guard of lib/auth.ts (the access of every /api route from ROUTE_ACCESS), with
 * this module's lookup of a bearer token's user: the sessions table, read on every request.
 * `table` defaults to ROUTE_ACCESS (lib/route-access.ts).
 */
export function registerAuthGuard(app: FastifyInstance, db: Db, table?: Record<string, Access>): void {
  registerAccessGuard(app, (tokenHash) => findUserOfToken(db, tokenHash), table);
}
