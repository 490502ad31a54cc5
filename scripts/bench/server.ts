// The measured server of the benchmarks: built in the benchmark's process on its database, real
// HTTP on 127.0.0.1, with a signed-in benchmark user.
import type { Server } from 'node:net';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { builtinRoleId } from '../../apps/api/src/modules/roles/roles.repo.ts';
import { buildServer, type ServerOptions } from '../../apps/api/src/server.ts';

export const BENCH_EMAIL = 'bench@newsroom.local';
export const BENCH_PASSWORD = 'Bench-jelszo-2026';

/** Starts the server on a free port of 127.0.0.1; returns the port. */
export async function listenOnLoopback(app: {
  listen(options: { host: string; port: number }): Promise<unknown>;
  server: Pick<Server, 'address'>;
}): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/**
 * The measured server: built on the benchmark database with `env` (LOG_LEVEL warn unless given),
 * listening on a free port of 127.0.0.1, and the benchmark user signed in. The caller closes `app`.
 */
export async function startBenchServer(
  database: Database,
  env: Record<string, string>,
  options: Pick<ServerOptions, 'auditTrail'> = {},
) {
  await ensureBenchUser(database);
  const app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'warn', ...env }), database, ...options });
  try {
    const port = await listenOnLoopback(app);
    const baseUrl = `http://127.0.0.1:${port}`;
    return { app, port, baseUrl, token: await login(baseUrl) };
  } catch (err) {
    await app.close();
    throw err;
  }
}

/** Signs the benchmark user in; returns its access token. */
export async function login(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD, remember: false }),
  });
  const body = (await res.json()) as { status?: string; access_token?: string; message?: string };
  if (body.status !== 'ok' || !body.access_token)
    throw new Error(`login failed: ${res.status} ${body.message ?? ''}`);
  return body.access_token;
}

/**
 * A signed-in user for the benchmarks with a known password, is_admin so that it sees everything;
 * its sessions from earlier runs are dropped.
 */
export async function ensureBenchUser(database: Database): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await database.db.execute(
    sql`delete from sessions where user_id in (select id from users where lower(email) = ${BENCH_EMAIL})`,
  );
  const found = (await database.db.execute(
    sql`select id from users where lower(email) = ${BENCH_EMAIL}`,
  )) as unknown as { rows: Array<{ id: number }> };
  const first = found.rows[0];
  if (first) {
    await database.db.execute(
      sql`update users set password_hash = ${passwordHash}, is_active = true, role_id = (select id from roles where builtin = 'editor') where id = ${first.id}`,
    );
    return;
  }
  await database.db.insert(users).values({
    email: BENCH_EMAIL,
    firstName: 'Mérés',
    lastName: 'Benchmark',
    passwordHash,
    roleId: await builtinRoleId(database.db, 'editor'),
  });
}
