// The reader site as production runs it: built by scripts/build-site.mjs (its buildSite, into the
// benchmark's folder unless --dist names another), then `node <dist>/main.js` in a child process on
// 127.0.0.1, with the environment docs/site.md gives it. Stopped with SIGTERM (SIGKILL after 5 s).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../options.ts';

/** scripts/build-site.mjs's buildSite (plain JavaScript: imported by a path the compiler leaves alone). */
type BuildSite = (options: { outdir?: string }) => Promise<string[]>;

/** Builds the site for production into `outdir`; answers the npm packages its server imports. */
export async function buildSiteInto(outdir: string): Promise<string[]> {
  const script = path.join(repoRoot, 'scripts/build-site.mjs');
  const { buildSite } = (await import(script)) as { buildSite: BuildSite };
  return buildSite({ outdir });
}

export { freePort } from '../../../apps/api/src/instances-support.ts';

export interface SiteProcess {
  child: ChildProcess;
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
}

export interface SiteEnv {
  port: number;
  apiUrl: string;
  contentKey: string;
}

/** Starts `node <dist>/main.js` and waits until its home page answers 200 (30 s at most). */
export async function startSiteProcess(dist: string, env: SiteEnv): Promise<SiteProcess> {
  const baseUrl = `http://127.0.0.1:${env.port}`;
  const child = spawn(process.execPath, [path.join(dist, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_PORT: String(env.port),
      HOST: '127.0.0.1',
      CONTENT_API_URL: env.apiUrl,
      CONTENT_API_KEY: env.contentKey,
      PUBLIC_SITE_URL: baseUrl,
      GPT_ENABLED: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  const running = () => child.exitCode === null && child.signalCode === null && child.pid !== undefined;
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    const timer = setTimeout(() => {
      if (running()) child.kill('SIGKILL');
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 30_000;
  try {
    for (;;) {
      if (!running()) throw new Error(`the site exited (code ${child.exitCode}) before it answered`);
      const status = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) break;
      if (Date.now() > deadline) throw new Error(`the site did not answer 200 within 30 s (last: ${status})`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { child, baseUrl, port: env.port, stop };
}
