import { loadSiteConfig } from './config.ts';
import { buildSite } from './server.tsx';

/** `npm run serve:site`, or the child process `npm start` runs beside the back office. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadSiteConfig>;
  try {
    config = loadSiteConfig();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const app = await buildSite(config);
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 5000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ api: config.apiUrl }, `Olvasói oldal: ${config.siteUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
