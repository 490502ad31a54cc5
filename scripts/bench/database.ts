// The benchmarks' small database helpers: raw SQL, the PostgreSQL server's `postgres` database for
// creating and dropping benchmark databases, and what each database is.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPostgres } from '../../apps/api/src/db/client.ts';
import type { Kind } from './options.ts';

/** How the reports name the two databases. */
export const DATABASE_LABEL: Record<Kind, string> = {
  pglite: 'Embedded (PGlite)',
  postgres: 'PostgreSQL',
};

/** The databases a run measures, in order: both, or the one of --only. */
export function databaseKinds(only: Kind | undefined): Kind[] {
  return (['pglite', 'postgres'] as const).filter((kind) => !only || only === kind);
}

export async function rows<T>(database: Database, text: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** The number in the first row's column `n` (0 when null). */
export async function scalar(database: Database, text: string): Promise<number> {
  const [row] = await rows<{ n: string | number | null }>(database, text);
  return Number(row?.n ?? 0);
}

/** The articles in a database; 0 when it has no posts table yet. */
export async function countPosts(database: Database): Promise<number> {
  try {
    return await scalar(database, 'select count(*) as n from posts');
  } catch {
    return 0;
  }
}

/** The database's version for the reports: PostgreSQL's, or PGlite's (which names both). */
export async function databaseVersion(database: Database): Promise<string> {
  const [row] = await rows<{ v: string }>(database, 'select version() as v');
  const version = row?.v ?? '';
  return (database.kind === 'postgres' ? version.split(' on ')[0] : version.split(',')[0]) || database.kind;
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database URL's name and the URL of the server's `postgres` database, for creating and dropping it. */
export function maintenanceTarget(url: string): { name: string; maintenanceUrl: string } {
  const maintenance = new URL(url);
  const name = decodeURIComponent(maintenance.pathname.replace(/^\//, ''));
  maintenance.pathname = '/postgres';
  return { name, maintenanceUrl: maintenance.toString() };
}

export function databaseExists(maintenanceUrl: string, name: string): Promise<boolean> {
  return withClient(maintenanceUrl, async (c) => {
    const r = await c.query('select 1 from pg_database where datname = $1', [name]);
    return (r.rowCount ?? 0) > 0;
  });
}

/** The articles of the database at `url`; 0 when it has no posts table yet. */
function countPostsAt(url: string): Promise<number> {
  return withClient(url, async (c) => {
    try {
      const r = await c.query<{ n: string }>('select count(*) as n from posts');
      return Number(r.rows[0]?.n ?? 0);
    } catch {
      return 0;
    }
  });
}

/**
 * The PostgreSQL benchmark database at `url`, created through the server's `postgres` database when
 * missing (and dropped first when it holds fewer than `recreateBelow` articles), and migrated;
 * answers it with its name, whether it was created and its articles.
 */
export async function openBenchPostgres(url: string, recreateBelow = 0) {
  const { name, maintenanceUrl } = maintenanceTarget(url);
  const quoted = `"${name.replaceAll('"', '""')}"`;
  let exists = await databaseExists(maintenanceUrl, name);
  if (exists && recreateBelow > 0 && (await countPostsAt(url)) < recreateBelow) {
    await withClient(maintenanceUrl, (c) => c.query(`DROP DATABASE ${quoted} WITH (FORCE)`));
    exists = false;
  }
  if (!exists) await withClient(maintenanceUrl, (c) => c.query(`CREATE DATABASE ${quoted}`));
  const database = openPostgres(url);
  await database.migrate();
  return { database, name, created: !exists, existing: await countPosts(database) };
}
