// Builds the reader site (apps/site) for production into apps/site/dist/: the server bundle
// (main.js; npm packages stay imports, @newsroom/shared is bundled, as for the API) and the
// browser's assets (assets/site.js and assets/site.css, minified). `npm run serve:site` and the
// child process of `npm start` run dist/main.js; from source the server builds the assets itself.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { checkExternalImports } from './build-api.mjs';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.join(root, 'apps/site');
const sharedDir = path.join(root, 'packages/shared');
export const SITE_OUTDIR = path.join(siteDir, 'dist');

function dependenciesOf(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys(pkg.dependencies ?? {});
}

const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(b) {
    b.onResolve({ filter: /^@newsroom\/shared$/ }, () => ({ path: path.join(sharedDir, 'src/index.ts') }));
  },
};

/** Builds server and assets into `outdir`; resolves with the npm packages the server imports. */
export async function buildSite({ outdir = SITE_OUTDIR } = {}) {
  fs.rmSync(outdir, { recursive: true, force: true });
  const server = await build({
    entryPoints: [path.join(siteDir, 'src/main.ts')],
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    plugins: [bundleWorkspacePackages],
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
  });
  const allowed = new Set([...dependenciesOf(siteDir), ...dependenciesOf(sharedDir)]);
  const packages = checkExternalImports(server.metafile, allowed, 'apps/site');
  // The assets, built by the same code the server uses when run from source.
  const { buildSiteAssets } = await import(path.join(siteDir, 'src/lib/build-assets.ts'));
  const { js, css } = await buildSiteAssets(path.join(siteDir, 'src'));
  fs.mkdirSync(path.join(outdir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(outdir, 'assets/site.js'), js);
  fs.writeFileSync(path.join(outdir, 'assets/site.css'), css);
  return packages;
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    const packages = await buildSite();
    console.log(
      `Reader site built into ${path.relative(root, SITE_OUTDIR)}/ in ${Date.now() - started} ms; it imports ${packages.join(', ')}`,
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
