import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles and minifies the browser script (src/client/site.ts) and the stylesheet
 * (src/assets/site.css) of the site whose source folder is `srcDir`. Used by the production build
 * (scripts/build-site.mjs) and, when no build is there, by the server at start.
 */
export async function buildSiteAssets(srcDir: string): Promise<{ js: string; css: string }> {
  const [script, style] = await Promise.all([
    build({
      entryPoints: [path.join(srcDir, 'client/site.ts')],
      bundle: true,
      minify: true,
      format: 'iife',
      target: ['chrome100', 'firefox100', 'safari15'],
      write: false,
      logLevel: 'warning',
    }),
    build({
      entryPoints: [path.join(srcDir, 'assets/site.css')],
      bundle: true,
      minify: true,
      write: false,
      logLevel: 'warning',
    }),
  ]);
  const text = (result: typeof script) => result.outputFiles[0]?.text ?? '';
  return { js: text(script), css: text(style).trim() };
}
