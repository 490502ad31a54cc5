// No source file over 300 lines (tests, CSS and scripts included), checked on every `npm run lint`:
// a longer file is split along the seams it already has. The files are git's (tracked, and new
// ones not ignored), or every file outside the build folders when the root is no checkout.
// Usage: node scripts/check-file-size.mjs [root] (the repository by default).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoFiles } from './repo-files.mjs';

export const MAX_LINES = 300;
export const EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

/**
 * The files allowed to be longer, each with its reason. Generated files belong here too (the
 * migrations drizzle-kit writes, apps/api/drizzle, are SQL and JSON, so none is listed today).
 */
export const ALLOWED = {
  'apps/api/src/scripts/demo-content.ts': "demo data: the demo seed's articles, one long list of texts",
};

/** The root's source files (repo-files.mjs), relative with forward slashes. */
export function sourceFiles(root) {
  return repoFiles(root).filter((f) => EXTENSIONS.test(f));
}

export function countLines(text) {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The files over MAX_LINES that ALLOWED does not name: { file, lines } each, longest first. */
export function checkFileSizes(root) {
  return sourceFiles(root)
    .filter((file) => !(file in ALLOWED))
    .map((file) => ({ file, lines: countLines(fs.readFileSync(path.join(root, file), 'utf8')) }))
    .filter((f) => f.lines > MAX_LINES)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const long = checkFileSizes(root);
  if (long.length > 0) {
    console.error(
      `Source files over ${MAX_LINES} lines (scripts/check-file-size.mjs); split each along its seams:\n${long
        .map((f) => `  ${f.file}: ${f.lines} lines`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    `Every source file is at most ${MAX_LINES} lines (${Object.keys(ALLOWED).length} allowed longer).`,
  );
}
