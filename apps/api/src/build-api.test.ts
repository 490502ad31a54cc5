// The production build of the API (scripts/build-api.mjs): what the bundle may import, and that the
// compiled server starts from its dist/ layout (migrations and the web build found from there).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_OUTDIR,
  buildApi,
  checkExternalImports,
  packageNameOf,
  productionDependencies,
} from '../../../scripts/build-api.mjs';

// Inside apps/api/dist/ (ignored by git), so that the bundle finds apps/api/drizzle and node_modules
// by walking up, exactly as apps/api/dist/main.js does.
const outdir = path.join(API_OUTDIR, `.test-${process.pid}-${randomBytes(3).toString('hex')}`);
const scratch = path.join(
  os.tmpdir(),
  `newsroom-build-test-${process.pid}-${randomBytes(3).toString('hex')}`,
);
let imported: string[];

beforeAll(async () => {
  imported = await buildApi({ outdir, logLevel: 'silent' });
  await fs.mkdir(scratch, { recursive: true });
});

afterAll(async () => {
  await fs.rm(outdir, { recursive: true, force: true });
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the bundle', () => {
  it('imports only production dependencies of apps/api and packages/shared', async () => {
    expect(imported).toEqual(expect.arrayContaining(['fastify', '@fastify/static', 'zod']));
    for (const name of imported) expect(productionDependencies().has(name), name).toBe(true);
    // The workspace package is TypeScript source: bundled, never imported at run time.
    expect(imported).not.toContain('@newsroom/shared');
    // The operators' scripts are built beside the server, under the same rules.
    await expect(fs.stat(path.join(outdir, 'scripts', 'uploads-to-s3.js'))).resolves.toBeTruthy();
    await expect(fs.stat(path.join(outdir, 'scripts', 'secrets-key.js'))).resolves.toBeTruthy();
    const main = await fs.readFile(path.join(outdir, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from ["']@newsroom\/shared["']/);
    // No import of a .ts file (a path in a string, e.g. the reader site's source entry, is no import).
    expect(main).not.toMatch(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["'][^"'\n]*\.ts["']/);
  });

  it('fails the build when the server code imports a development dependency', async () => {
    const entry = path.join(scratch, 'uses-dev-tools.ts');
    await fs.writeFile(
      entry,
      "import { defineConfig } from 'drizzle-kit';\nimport { z } from 'zod';\nconsole.log(defineConfig, z);\n",
    );
    await expect(
      buildApi({
        entryPoints: [entry],
        outbase: scratch,
        outdir: path.join(scratch, 'out'),
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/not production dependencies.*drizzle-kit/);
  });

  it('names each offender with the output that imports it, and ignores Node.js modules', () => {
    const metafile = {
      outputs: {
        'dist/main.js': {
          imports: [
            { path: 'node:fs', kind: 'import-statement', external: true },
            { path: 'fs/promises', kind: 'import-statement', external: true },
            { path: '@fastify/static', kind: 'import-statement', external: true },
            { path: 'drizzle-orm/pg-core', kind: 'import-statement', external: true },
            { path: 'vitest', kind: 'dynamic-import', external: true },
            { path: 'apps/api/src/lib/paths.ts', kind: 'import-statement' },
          ],
        },
      },
    };
    expect(() => checkExternalImports(metafile, productionDependencies())).toThrow(
      /vitest \(in dist\/main\.js\)/,
    );
    metafile.outputs['dist/main.js'].imports.splice(4, 1);
    expect(checkExternalImports(metafile, productionDependencies())).toEqual([
      '@fastify/static',
      'drizzle-orm',
    ]);
  });

  it('names packages by their scope and name', () => {
    expect(packageNameOf('@electric-sql/pglite/contrib/pg_trgm')).toBe('@electric-sql/pglite');
    expect(packageNameOf('drizzle-orm/pglite/migrator')).toBe('drizzle-orm');
    expect(packageNameOf('sharp')).toBe('sharp');
    expect(packageNameOf('node:path')).toBeUndefined();
    expect(packageNameOf('crypto')).toBeUndefined();
  });
});

describe('the compiled server', () => {
  let server: ChildProcess | undefined;

  afterAll(() => {
    server?.kill('SIGKILL');
  });

  // A cold start of the embedded database (initdb and every migration): seconds on a busy machine.
  it('starts from dist/ with node alone, serves the API and the web app, and stops on SIGTERM', async () => {
    const webDist = path.join(scratch, 'web');
    await fs.mkdir(webDist, { recursive: true });
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Newsroom</title>');
    // Plain node, no tsx loader: the bundle must need nothing that compiles TypeScript.
    const child = spawn(process.execPath, [path.join(outdir, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: path.join(scratch, 'data'),
        WEB_DIST: webDist,
        ADMIN_PASSWORD: 'Teszt-jelszó-123',
        LOG_LEVEL: 'info',
        // No embedded reader site: this test is about the API's own bundle.
        SITE_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening?.[1]) resolve(listening[1]);
      });
      void exited.then((code) =>
        reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
      );
    });

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@newsroom.local', password: 'rossz-jelszó' }),
    });
    expect(login.status).toBe(401);
    expect(await login.json()).toMatchObject({ status: 'error' });

    const page = await fetch(`${base}/posts`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Newsroom</title>');

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    server = undefined;

    // The secrets key the first start kept, read by the compiled operators' script.
    const shown = await new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const script = spawn(process.execPath, [path.join(outdir, 'scripts', 'secrets-key.js'), 'show'], {
        env: { PATH: process.env.PATH, DATA_DIR: path.join(scratch, 'data') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      script.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      script.stderr?.on('data', (chunk: Buffer) => {
        err += chunk.toString();
      });
      script.on('exit', (code) => resolve({ code, out, err }));
    });
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
    expect(shown.err).toContain('To move it to the environment, set SECRETS_KEY');
  }, 90_000);
});
