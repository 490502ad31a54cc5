/**
 * The site reads everything through the content API over HTTP (docs/architecture.md, "Layering the
 * tools keep"; the dependency-cruiser rule site-only-content-api): it depends on no database client,
 * and none of its own files imports the API's or the web app's code. Only its tests may.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteRoot = path.resolve(import.meta.dirname, '..');
const srcRoot = path.join(siteRoot, 'src');
const appsRoot = path.resolve(siteRoot, '..');

const DATABASE_PACKAGES = ['drizzle-orm', 'pg', '@electric-sql/pglite', 'ioredis'];

/** The site's own source files: not its tests, nor their support in src/test/. */
function ownFiles(): string[] {
  return fs
    .readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f))
    .filter((f) => !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('test'))
    .map((f) => path.join(srcRoot, f));
}

/** Every module specifier of a file: static and type imports, re-exports, import() and require(). */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bexport\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) if (m[1]) found.push(m[1]);
  return found;
}

/** What a specifier names: a folder of the repository for a relative one, else the package. */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('.') || specifier.startsWith('/'))
    return path.resolve(path.dirname(file), specifier);
  return specifier;
}

describe("the site's layering", () => {
  it('has no database client among its dependencies', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(siteRoot, 'package.json'), 'utf8'));
    const all = {
      ...pkg.dependencies,
      ...pkg.devDependencies,
      ...pkg.peerDependencies,
      ...pkg.optionalDependencies,
    };
    for (const name of DATABASE_PACKAGES) expect(Object.keys(all), name).not.toContain(name);
    expect(Object.keys(all).filter((n) => /^@newsroom\/(api|web)$/.test(n))).toEqual([]);
  });

  it('imports nothing of apps/api, apps/web or a database client from its own files', () => {
    const files = ownFiles();
    expect(files.map((f) => path.relative(srcRoot, f))).toEqual(
      expect.arrayContaining(['server.tsx', path.join('lib', 'content-client.ts')]),
    );
    const offending: string[] = [];
    for (const file of files) {
      for (const specifier of specifiersOf(fs.readFileSync(file, 'utf8'))) {
        const to = target(file, specifier);
        const forbidden =
          to.startsWith(path.join(appsRoot, 'api')) ||
          to.startsWith(path.join(appsRoot, 'web')) ||
          /^@newsroom\/(api|web)(\/|$)/.test(to) ||
          DATABASE_PACKAGES.some((p) => to === p || to.startsWith(`${p}/`));
        if (forbidden) offending.push(`${path.relative(srcRoot, file)}: ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds such an import when one is there (the check itself works)', () => {
    const file = path.join(srcRoot, 'lib', 'example.ts');
    const source = [
      "import { posts } from '../../../api/src/db/schema/index.ts';",
      "import type { Db } from '../../../api/src/db/client.ts';",
      "export { x } from '../../../web/src/lib/api.ts';",
      "const pg = await import('pg');",
      "import { drizzle } from 'drizzle-orm/pglite';",
    ].join('\n');
    const targets = specifiersOf(source).map((s) => target(file, s));
    expect(targets).toEqual([
      path.join(appsRoot, 'api/src/db/schema/index.ts'),
      path.join(appsRoot, 'api/src/db/client.ts'),
      'drizzle-orm/pglite',
      path.join(appsRoot, 'web/src/lib/api.ts'),
      'pg',
    ]);
  });
});
