/**
 * The embedded reader site (apps/site), which main.ts starts beside the API as a child process when
 * SITE_PORT is not 0. The site reads the API only over HTTP, with its own content key
 * (modules/content-keys, ensureSiteContentKey); its output goes to this process's.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/paths.ts';

/** How the site is run: its production build, else (in development) its source through tsx. */
export interface SiteEntry {
  file: string;
  execArgv: string[];
}

/**
 * Loaded into the site before its own code: when this process is gone (even killed, with no time
 * to stop the site), the IPC channel closes and the site stops as on a SIGTERM, so it never
 * outlives the API. The channel is unref'd, so it keeps no site alive that would end by itself.
 */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  "const stop = () => process.kill(process.pid, 'SIGTERM'); if (process.connected === false) stop(); else { process.on('disconnect', stop); process.channel?.unref(); }",
)}`;

/** True when this server runs from its TypeScript source (npm run dev), not from apps/api/dist. */
const RUNNING_FROM_SOURCE = !import.meta.filename.split(path.sep).includes('dist');

/**
 * The site's entry under `root` (the repository): `apps/site/dist/main.js`, else
 * `apps/site/src/main.ts`; with `preferSource` (a server run from source) the source first, so a
 * stale build never hides the code being worked on.
 */
export function findSiteEntry(root: string = repoRoot, preferSource = false): SiteEntry | undefined {
  const built = path.join(root, 'apps/site/dist/main.js');
  const source = path.join(root, 'apps/site/src/main.ts');
  const entries: SiteEntry[] = [
    ...(fs.existsSync(built) ? [{ file: built, execArgv: [] }] : []),
    ...(fs.existsSync(source) ? [{ file: source, execArgv: ['--import', 'tsx'] }] : []),
  ];
  return preferSource ? entries.at(-1) : entries[0];
}

/**
 * The address the site calls the API at: localhost when the API listens on every interface or on
 * the loopback one (the site then reaches it as a loopback proxy, whose X-Forwarded-For the API
 * believes by default), else the one address it listens on.
 */
export function apiUrlForSite(host: string, port: number): string {
  const bare = host.replace(/^\[|\]$/g, '');
  const local = ['', 'localhost', '0.0.0.0', '::', '127.0.0.1', '::1'].includes(bare);
  const name = local ? 'localhost' : bare.includes(':') ? `[${bare}]` : bare;
  return `http://${name}:${port}`;
}

export interface SiteProcessOptions {
  sitePort: number;
  /** HOST, the API's: the site listens on the same interface. */
  host: string;
  /** The port the API listens on (CONTENT_API_URL). */
  apiPort: number;
  /** The site's content key (CONTENT_API_KEY). */
  contentKey: string;
  /** The effective PUBLIC_SITE_URL (modules/app, getSettings). */
  publicSiteUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The repository the site is found in (tests pass a tree of their own). */
  root?: string;
  /** The rest of the site's environment; process.env by default. */
  env?: NodeJS.ProcessEnv;
}

export interface SiteProcess {
  readonly child: ChildProcess;
  /** Sends SIGTERM and resolves once the site has exited (at once when it already has). */
  stop(): Promise<void>;
  /** Ends the site at once (SIGKILL), when a graceful stop took too long. */
  kill(): void;
}

/**
 * Starts the reader site; undefined (logged) when neither entry exists. An exit that stop() did
 * not ask for is logged, never fatal: the API goes on serving without the site.
 */
export function startSiteProcess(options: SiteProcessOptions): SiteProcess | undefined {
  const { log, sitePort } = options;
  const root = options.root ?? repoRoot;
  const entry = findSiteEntry(root, RUNNING_FROM_SOURCE && options.root === undefined);
  if (!entry) {
    log.error(
      { root, sitePort },
      'reader site not started: neither apps/site/dist/main.js nor apps/site/src/main.ts exists (SITE_PORT=0 turns it off)',
    );
    return undefined;
  }
  const child = fork(entry.file, [], {
    // The repository, so that `--import tsx` resolves from its node_modules wherever the API started.
    cwd: root,
    execArgv: ['--import', EXIT_WITH_PARENT, ...entry.execArgv],
    env: {
      ...(options.env ?? process.env),
      SITE_PORT: String(sitePort),
      HOST: options.host,
      CONTENT_API_URL: apiUrlForSite(options.host, options.apiPort),
      CONTENT_API_KEY: options.contentKey,
      PUBLIC_SITE_URL: options.publicSiteUrl,
    },
    stdio: 'inherit',
  });
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping)
        log.error({ code, signal, sitePid: child.pid }, 'reader site exited; the API goes on without it');
      resolve();
    });
    child.once('error', (err) => {
      log.error({ err }, 'reader site failed');
      // A process that never started sends no exit event.
      if (child.pid === undefined) resolve();
    });
  });
  const running = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  log.info(
    { sitePid: child.pid, entry: path.relative(root, entry.file) },
    `Olvasói oldal: http://localhost:${sitePort}`,
  );
  return {
    child,
    async stop() {
      stopping = true;
      if (running()) child.kill('SIGTERM');
      await exited;
    },
    kill() {
      stopping = true;
      if (running()) child.kill('SIGKILL');
    },
  };
}
