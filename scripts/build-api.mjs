// Compiles the API to plain JavaScript in apps/api/dist/, so that production runs `node
// apps/api/dist/main.js` with only the production dependencies installed (no tsx, no TypeScript).
// Our own code, including the workspace package @newsroom/shared (published as TypeScript source),
// is bundled; every npm package stays an import, resolved from node_modules at run time (native
// modules such as sharp and argon2 cannot be bundled anyway). The build fails when the bundle
// imports a package that `npm ci --omit=dev` would not install.
//
// Plain JavaScript rather than TypeScript: it runs before anything is compiled, on Node.js 20.

import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'apps/api');
const sharedDir = path.join(root, 'packages/shared');

/**
 * What operators run on a production install: the server (dist/main.js), the copy of the
 * uploads into the object store before switching to it (dist/scripts/uploads-to-s3.js), and the
 * secrets key's rotation and read-out (dist/scripts/secrets-key.js rotate | show). The demo
 * seed (src/scripts/seed-demo.ts) is left out on purpose: it creates staff accounts with the
 * password the README publishes, so it stays a development tool, run with tsx (`npm run seed:demo`).
 */
export const API_ENTRY_POINTS = [
  path.join(apiDir, 'src/main.ts'),
  path.join(apiDir, 'src/scripts/uploads-to-s3.ts'),
  path.join(apiDir, 'src/scripts/secrets-key.ts'),
];
export const API_OUTDIR = path.join(apiDir, 'dist');

const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`; undefined for Node's own modules. */
export function packageNameOf(specifier) {
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function dependenciesOf(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.optionalDependencies ?? {})];
}

/** The packages the API may import at run time: the production dependencies of apps/api and packages/shared. */
export function productionDependencies() {
  return new Set([...dependenciesOf(apiDir), ...dependenciesOf(sharedDir)]);
}

/**
 * The npm packages the built files import (from esbuild's metafile), checked against `allowed`.
 * Throws, naming each offender and the file that imports it, when one is not allowed.
 */
export function checkExternalImports(metafile, allowed, app = 'apps/api') {
  const used = new Set();
  const offenders = new Map();
  for (const [output, { imports }] of Object.entries(metafile.outputs)) {
    for (const imported of imports) {
      if (!imported.external) continue;
      const name = packageNameOf(imported.path);
      if (name === undefined) continue;
      used.add(name);
      if (!allowed.has(name)) offenders.set(name, output);
    }
  }
  if (offenders.size > 0) {
    const list = [...offenders].map(([name, output]) => `${name} (in ${output})`).join(', ');
    throw new Error(
      `The ${app} bundle imports packages that are not production dependencies of ${app} or packages/shared: ${list}. ` +
        `Add them to "dependencies" of ${app}/package.json, or stop importing them from the server code.`,
    );
  }
  return [...used].sort();
}

/** The workspace package is TypeScript source that node_modules cannot run: bundle it like our own code. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(b) {
    b.onResolve({ filter: /^@newsroom\/shared$/ }, () => ({ path: path.join(sharedDir, 'src/index.ts') }));
  },
};

/**
 * Builds the API into `outdir` (src/main.ts → main.js, src/x/y.ts → x/y.js); resolves with the npm
 * packages the bundle imports. Tests pass other entry points, with the folder they sit in as `outbase`.
 */
export async function buildApi({
  entryPoints = API_ENTRY_POINTS,
  outdir = API_OUTDIR,
  outbase = path.join(apiDir, 'src'),
  logLevel = 'warning',
} = {}) {
  const result = await build({
    entryPoints,
    outdir,
    outbase,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Every bare import stays external (the plugin above takes @newsroom/shared back in).
    packages: 'external',
    plugins: [bundleWorkspacePackages],
    // Not minified, and with the original function and class names: stack traces in production
    // logs stay readable without source maps.
    keepNames: true,
    metafile: true,
    logLevel,
  });
  return checkExternalImports(result.metafile, productionDependencies());
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    const packages = await buildApi();
    const where = path.relative(root, API_OUTDIR);
    console.log(`API built into ${where}/ in ${Date.now() - started} ms; it imports ${packages.join(', ')}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
