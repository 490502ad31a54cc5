import type { AddressInfo } from 'node:net';
import { settingValue } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { ensureFirstAdmin, ensureReferenceData } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startMetricsServer } from './lib/metrics.ts';
import { getSettings } from './modules/app/app.service.ts';
import { SecretsKeys } from './modules/app/secrets-key.service.ts';
import { ensureSiteContentKey } from './modules/content-keys/content-keys.service.ts';
import type { Lifecycle } from './modules/health/health.routes.ts';
import { importUploadsInBackground } from './modules/media/media-import.service.ts';
import { startScheduler } from './modules/posts/scheduling.service.ts';
import { logStartupSealing, sealStoredTotpSecrets } from './modules/two-factor/two-factor-secrets.service.ts';
import { scheduleUploadCleanup } from './modules/uploads/upload-cleaner.ts';
import { startWebhookWorker } from './modules/webhooks/webhooks-worker.service.ts';
import { buildServer } from './server.ts';
import { type SiteProcess, startSiteProcess } from './site-process.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      migrationDatabaseUrl: config.migrationDatabaseUrl,
      dataDir: config.dataDir,
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // One instance at a time (an advisory lock on PostgreSQL): instances started together on an
  // empty database wait for the first to migrate and seed, and find the work done.
  const { admin, siteKey, sealing, migrated } = await database.withStartupLock(async () => {
    // With MIGRATION_DATABASE_URL, the owner migrates and grants DATABASE_URL's role its rights.
    const migrated = await database.migrate();
    // The embedded engine has no autovacuum: refresh statistics and the visibility map at start,
    // so the list's index-only scans and plans stay fast.
    if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
    await ensureReferenceData(database.db);
    const admin = await ensureFirstAdmin(database.db, config.adminEmail, config.adminPassword);
    // The embedded reader site's content key: made once, made again if an administrator revoked it.
    const siteKey = config.sitePort === 0 ? undefined : await ensureSiteContentKey(database.db);
    // Second-factor secrets stored plain before they were sealed are sealed now (idempotent).
    const keys = await SecretsKeys.load(database.db, config.secretsKey);
    const sealing = { keys, report: await sealStoredTotpSecrets(database.db, keys) };
    return { admin, siteKey, sealing, migrated };
  });

  const lifecycle: Lifecycle = { shuttingDown: false };
  const app = await buildServer({ config, database, lifecycle });
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer(app.metrics, config.metricsPort, config.host);
  // Files that crashes and failed saves left behind: a minute after start, then daily.
  const stopCleanup = scheduleUploadCleanup(database.db, app.storage, app.log);
  // Uploads of before the media library become its items (idempotent), in the background.
  void importUploadsInBackground(database.db, app.storage, app.log);
  logStartupSealing(app.log, sealing.keys, sealing.report);
  for (const warning of migrated.warnings) app.log.warn(warning);
  if (admin.created) {
    app.log.info({ email: config.adminEmail }, 'first administrator created');
    if (admin.generatedPassword) {
      // Printed once, outside the structured log, so that it is never stored with the logs' redaction rules bypassed.
      process.stdout.write(
        `\nAz első adminisztrátor: ${config.adminEmail}\nGenerált jelszó (csak most látható): ${admin.generatedPassword}\n\n`,
      );
    }
  }

  // Scheduled publishing (modules/scheduling), started once the server listens.
  let stopScheduler: (() => Promise<void>) | undefined;
  // The webhooks' outbox and deliveries (modules/webhooks), on every instance.
  let stopWebhooks: (() => Promise<void>) | undefined;
  // The reader site (apps/site) on SITE_PORT, a child process started once the server listens.
  let site: SiteProcess | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    lifecycle.shuttingDown = true;
    stopCleanup();
    app.log.info({ signal }, 'shutting down');
    // A request that never ends must not keep the process from stopping.
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out; exiting');
      site?.kill();
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      // The site first: its requests in flight still reach the API.
      await site?.stop();
      // A scheduler run in progress finishes its transaction first.
      await stopScheduler?.();
      // Attempts in flight end within their 5 s deadline; what is left stays queued in the database.
      await stopWebhooks?.();
      // The server first: it stops accepting, finishes the requests in flight and (in its onClose
      // hooks) writes the page views still buffered; the database last.
      await app.close();
      await metricsServer?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Publishes what fell due while no server ran, then checks every 10 s (one instance per article).
  if (!closing) stopScheduler = startScheduler(database.db, app.log);
  if (!closing) {
    stopWebhooks = startWebhookWorker({
      db: database.db,
      content: app.content,
      log: app.log,
      allowPrivateNetworks: config.webhooksAllowPrivateNetworks,
    });
  }
  // The port really listened on (PORT=0 takes a free one); none when a stop closed the server already.
  const address = app.server.address() as AddressInfo | string | null;
  const apiPort = typeof address === 'object' && address !== null ? address.port : config.port;
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === 'pglite' ? config.dataDir : undefined,
      metricsPort: metricsServer?.port,
    },
    `Newsroom: http://localhost:${apiPort}`,
  );
  if (!closing && siteKey !== undefined) {
    const settings = await getSettings(database.db, config.settings);
    if (!closing) {
      site = startSiteProcess({
        sitePort: config.sitePort,
        host: config.host,
        apiPort,
        contentKey: siteKey,
        publicSiteUrl: settingValue(settings, 'PUBLIC_SITE_URL'),
        log: app.log,
      });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
