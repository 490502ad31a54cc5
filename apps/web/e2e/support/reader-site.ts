// The reader site (apps/site) beside the browser tests' back office: on the content API of the
// server at `apiPort`, with the content key the product makes for its site, and Google's ad script
// off (no outside request). PUBLIC_SITE_URL (fixtures.ts) is its address.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../api/src/db/client.ts';
import { ensureSiteContentKey } from '../../../api/src/modules/content-keys/content-keys.service.ts';
import { loadSiteConfig } from '../../../site/src/config.ts';
import { buildSite } from '../../../site/src/server.tsx';
import { E2E_SITE } from './fixtures.ts';

export async function startE2EReaderSite(db: Db, apiPort: number): Promise<FastifyInstance> {
  const site = await buildSite(
    loadSiteConfig({
      SITE_PORT: String(E2E_SITE.port),
      CONTENT_API_URL: `http://localhost:${apiPort}`,
      CONTENT_API_KEY: await ensureSiteContentKey(db),
      PUBLIC_SITE_URL: E2E_SITE.url,
      GPT_ENABLED: '0',
      // A test reads what it just published: every read asks the API.
      SITE_FRESH_MS: '0',
      LOG_LEVEL: 'warn',
    }),
  );
  await site.listen({ port: E2E_SITE.port, host: 'localhost' });
  return site;
}
