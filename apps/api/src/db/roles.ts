import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

/** client.ts's Db, named here so that client.ts can grant without an import cycle. */
type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Least privilege on PostgreSQL (docs/operations.md, "Two database roles"). With
 * MIGRATION_DATABASE_URL the owner role runs the migrations, then grants DATABASE_URL's role what
 * the server needs and nothing more: rows of every table (SELECT, INSERT, UPDATE, DELETE), only
 * SELECT and INSERT on the append-only audit_log, the sequences, and reading which migrations are
 * applied (the readiness check). That role owns nothing, so it can neither alter a table (no
 * `ALTER TABLE audit_log DISABLE TRIGGER`) nor create or drop one.
 */

/** The role a connection signs in as, and whether it bypasses every privilege (a superuser). */
export async function roleOf(db: Db): Promise<{ name: string; superuser: boolean }> {
  const result = await db.execute(
    sql`select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  const row = (result as unknown as { rows: Array<{ name: string; superuser: boolean }> }).rows[0];
  if (!row) throw new Error('the database did not name its current role');
  return row;
}

/** Grants `role` (the application's) what the server needs, as the owner after the migrations. */
export async function grantApplicationRole(owner: Db, role: string): Promise<void> {
  const to = sql.identifier(role);
  await owner.transaction(async (tx) => {
    await tx.execute(sql`grant usage on schema public to ${to}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema public to ${to}`);
    await tx.execute(sql`revoke update, delete, truncate, references, trigger on audit_log from ${to}`);
    await tx.execute(sql`grant usage, select on all sequences in schema public to ${to}`);
    await tx.execute(sql`grant usage on schema drizzle to ${to}`);
    await tx.execute(sql`grant select on all tables in schema drizzle to ${to}`);
  });
}

/**
 * After the owner's migrations: grants DATABASE_URL's role its rights, and answers what an operator
 * should be warned of (the same role twice, a superuser, or an application role that owns tables).
 */
export async function grantAfterMigrations(owner: Db, app: Db): Promise<string[]> {
  const [ownerRole, appRole] = await Promise.all([roleOf(owner), roleOf(app)]);
  if (appRole.name === ownerRole.name) {
    return [
      `DATABASE_URL and MIGRATION_DATABASE_URL sign in as the same role (${appRole.name}): the server can alter its tables, the audit trail included`,
    ];
  }
  await grantApplicationRole(owner, appRole.name);
  const warnings: string[] = [];
  if (appRole.superuser)
    warnings.push(`DATABASE_URL's role (${appRole.name}) is a superuser: no grant limits it`);
  const owned = await tablesOwnedBy(owner, appRole.name);
  if (owned.length > 0) {
    warnings.push(
      `DATABASE_URL's role (${appRole.name}) owns ${owned.length} table(s), e.g. ${owned.slice(0, 3).join(', ')}, and can still alter them: REASSIGN OWNED BY ${appRole.name} TO ${ownerRole.name}`,
    );
  }
  return warnings;
}

/** The public tables `role` owns (a former single-role set-up): it could still alter them. */
export async function tablesOwnedBy(db: Db, role: string): Promise<string[]> {
  const result = await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' and tableowner = ${role} order by tablename`,
  );
  return (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => r.tablename);
}
