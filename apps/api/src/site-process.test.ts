/**
 * The embedded reader site's child process (site-process.ts), run on stand-in sites in a tree of
 * their own: which entry runs, the environment it gets, a stop by SIGTERM, an exit nobody asked for.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.ts';
import { apiUrlForSite, findSiteEntry, type SiteProcess, startSiteProcess } from './site-process.ts';

/** A stand-in site: reports its environment over IPC, and on SIGTERM says so and exits. */
const STAND_IN = `
const keys = ['SITE_PORT', 'HOST', 'CONTENT_API_URL', 'CONTENT_API_KEY', 'PUBLIC_SITE_URL', 'EXTRA'];
process.on('SIGTERM', () => { process.send({ got: 'SIGTERM' }, () => setTimeout(() => process.exit(0), 50)); });
process.send({ env: Object.fromEntries(keys.map((k) => [k, process.env[k]])), cwd: process.cwd(), execArgv: process.execArgv });
setInterval(() => {}, 1000);
`;

let root: string;
let started: SiteProcess | undefined;
const logged: Array<{ level: 'info' | 'error'; obj: object; msg: string }> = [];
const log = {
  info: (obj: object, msg: string) => void logged.push({ level: 'info', obj, msg }),
  error: (obj: object, msg: string) => void logged.push({ level: 'error', obj, msg }),
};

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'newsroom-site-'));
  logged.length = 0;
});

afterEach(async () => {
  started?.kill();
  started = undefined;
  await fs.rm(root, { recursive: true, force: true });
});

async function write(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await fs.writeFile(path.join(root, file), text);
}

function start(env: NodeJS.ProcessEnv = { EXTRA: 'marad' }): SiteProcess {
  const site = startSiteProcess({
    sitePort: 4555,
    host: '0.0.0.0',
    apiPort: 4000,
    contentKey: 'nrc_teszt',
    publicSiteUrl: 'http://localhost:4555',
    log,
    root,
    env,
  });
  if (!site) throw new Error('the site did not start');
  started = site;
  return site;
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (m) => resolve(m as T)));
}

describe('findSiteEntry', () => {
  it('prefers the build, falls back to the source run through tsx, and finds nothing in an empty tree', async () => {
    expect(findSiteEntry(root)).toBeUndefined();
    await write('apps/site/src/main.ts', '');
    expect(findSiteEntry(root)).toEqual({
      file: path.join(root, 'apps/site/src/main.ts'),
      execArgv: ['--import', 'tsx'],
    });
    await write('apps/site/dist/main.js', '');
    expect(findSiteEntry(root)).toEqual({ file: path.join(root, 'apps/site/dist/main.js'), execArgv: [] });
  });
});

describe('startSiteProcess', () => {
  it('runs the build with the API address, the key and the site address, and the rest of the environment', async () => {
    await write('apps/site/dist/main.js', STAND_IN);
    const site = start();
    const report = await nextMessage<{ env: Record<string, string>; cwd: string; execArgv: string[] }>(
      site.child,
    );
    expect(report.env).toEqual({
      SITE_PORT: '4555',
      HOST: '0.0.0.0',
      CONTENT_API_URL: 'http://localhost:4000',
      CONTENT_API_KEY: 'nrc_teszt',
      PUBLIC_SITE_URL: 'http://localhost:4555',
      EXTRA: 'marad',
    });
    expect(await fs.realpath(report.cwd)).toBe(await fs.realpath(root));
    expect(report.execArgv).toEqual(['--import', expect.stringMatching(/^data:text\/javascript,/)]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'info', msg: 'Olvasói oldal: http://localhost:4555' }),
    );

    // stop() sends SIGTERM and waits for the exit; a stop is no error.
    const term = nextMessage<{ got: string }>(site.child);
    await site.stop();
    expect(await term).toEqual({ got: 'SIGTERM' });
    expect(site.child.exitCode).toBe(0);
    expect(logged.filter((l) => l.level === 'error')).toEqual([]);
    await site.stop();
  });

  it('runs the source through tsx when there is no build', async () => {
    // The tree's node_modules are the repository's, as the source's would be.
    await fs.symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    await write('apps/site/src/main.ts', `const port: string = process.env.SITE_PORT ?? '';\n${STAND_IN}`);
    const site = start();
    const report = await nextMessage<{ env: Record<string, string>; execArgv: string[] }>(site.child);
    expect(report.env.SITE_PORT).toBe('4555');
    expect(report.execArgv.slice(2)).toEqual(['--import', 'tsx']);
    await site.stop();
    expect(site.child.exitCode).toBe(0);
  });

  it('logs an exit nobody asked for, and goes on', async () => {
    await write('apps/site/dist/main.js', 'process.exit(3);');
    const site = start();
    // A cold start of node can take seconds on a busy machine.
    await expect.poll(() => site.child.exitCode, { timeout: 15_000 }).toBe(3);
    await expect
      .poll(() => logged.find((l) => l.level === 'error'), { timeout: 5000 })
      .toMatchObject({ obj: { code: 3 }, msg: expect.stringContaining('reader site exited') });
    // Stopping a site that is gone answers at once.
    await site.stop();
  });

  it('stops the site when the API process is killed without a chance to stop it', async () => {
    const marker = path.join(root, 'site.txt');
    // A stand-in site that says when it is up and when it got SIGTERM.
    await write(
      'apps/site/dist/main.js',
      `const fs = process.getBuiltinModule('node:fs');
process.on('SIGTERM', () => { fs.writeFileSync(${JSON.stringify(marker)}, 'SIGTERM'); process.exit(0); });
fs.writeFileSync(${JSON.stringify(marker)}, 'up');
setInterval(() => {}, 1000);`,
    );
    // A stand-in API: starts the site and waits to be killed.
    await write(
      'api.ts',
      `import { startSiteProcess } from ${JSON.stringify(path.join(repoRoot, 'apps/api/src/site-process.ts'))};
startSiteProcess({ sitePort: 4555, host: 'localhost', apiPort: 4000, contentKey: 'k', publicSiteUrl: '', log: { info() {}, error() {} }, root: ${JSON.stringify(root)} });
setInterval(() => {}, 1000);`,
    );
    const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api.ts')], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    const read = () => fs.readFile(marker, 'utf8').catch(() => '');
    await expect.poll(read, { timeout: 20_000 }).toBe('up');
    api.kill('SIGKILL');
    await expect.poll(read, { timeout: 20_000 }).toBe('SIGTERM');
  }, 60_000);

  it('logs an error and starts nothing when the site is missing', () => {
    expect(
      startSiteProcess({
        sitePort: 4555,
        host: 'localhost',
        apiPort: 4000,
        contentKey: 'k',
        publicSiteUrl: '',
        log,
        root,
      }),
    ).toBeUndefined();
    expect(logged).toEqual([
      expect.objectContaining({ level: 'error', msg: expect.stringContaining('reader site not started') }),
    ]);
  });
});

describe('apiUrlForSite', () => {
  it('is localhost for every interface and the loopback one, else the address the API listens on', () => {
    for (const host of ['localhost', '0.0.0.0', '::', '127.0.0.1', '::1', '[::1]']) {
      expect(apiUrlForSite(host, 3000), host).toBe('http://localhost:3000');
    }
    expect(apiUrlForSite('10.0.0.5', 3000)).toBe('http://10.0.0.5:3000');
    expect(apiUrlForSite('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
    expect(apiUrlForSite('api.belso', 8080)).toBe('http://api.belso:8080');
  });
});
