import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's stylesheet (inlined into every page) and its one script (served under a name with its
 * hash, cached for a year). A production build (scripts/build-site.mjs) leaves both, minified, in
 * apps/site/dist/assets/; run from source (tests, `npm run dev:site`), they are built here at start
 * with esbuild, a development dependency.
 */
export interface SiteAssets {
  css: string;
  script: { url: string; body: string };
}

const here = import.meta.dirname;

function withHash(js: string, css: string): SiteAssets {
  const hash = createHash('sha256').update(js).digest('hex').slice(0, 10);
  return { css, script: { url: `/assets/site.${hash}.js`, body: js } };
}

export async function loadAssets(): Promise<SiteAssets> {
  const built = path.join(here, 'assets');
  if (fs.existsSync(path.join(built, 'site.js'))) {
    return withHash(
      fs.readFileSync(path.join(built, 'site.js'), 'utf8'),
      fs.readFileSync(path.join(built, 'site.css'), 'utf8'),
    );
  }
  const source = path.resolve(here, '..');
  // A name the production bundle leaves alone: only a run from source reaches this line.
  const builder = './build-assets.ts';
  const { buildSiteAssets } = (await import(builder)) as typeof import('./build-assets.ts');
  const { js, css } = await buildSiteAssets(source);
  return withHash(js, css);
}
