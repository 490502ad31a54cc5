// The file-size check (scripts/check-file-size.mjs) on small trees: which files count, where the
// limit falls, the allow-list, and git's list of files in a checkout.
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOWED, checkFileSizes, countLines, MAX_LINES, sourceFiles } from './check-file-size.mjs';
import { removeTrees, writeTree } from './test-tree.ts';

afterEach(removeTrees);

const lines = (n: number) => 'x;\n'.repeat(n);

describe('checkFileSizes', () => {
  it('counts lines like wc -l, and a last line without its newline too', () => {
    expect([
      countLines(''),
      countLines('a'),
      countLines('a\n'),
      countLines('a\nb'),
      countLines('\n\n'),
    ]).toEqual([0, 1, 1, 2, 2]);
  });

  it('reports each source file over the limit, longest first, and nothing else', () => {
    const root = writeTree({
      'apps/web/src/Long.tsx': lines(MAX_LINES + 1),
      'apps/web/src/long.module.css': lines(MAX_LINES + 5),
      'scripts/x.test.ts': lines(MAX_LINES + 2),
      'scripts/tool.mjs': lines(MAX_LINES),
      'docs/long.md': lines(1000),
      'apps/api/drizzle/meta/0000_snapshot.json': lines(1000),
      'node_modules/dep/index.js': lines(1000),
      'apps/web/dist/assets/index.js': lines(1000),
    });
    expect(checkFileSizes(root)).toEqual([
      { file: 'apps/web/src/long.module.css', lines: MAX_LINES + 5 },
      { file: 'scripts/x.test.ts', lines: MAX_LINES + 2 },
      { file: 'apps/web/src/Long.tsx', lines: MAX_LINES + 1 },
    ]);
  });

  it('lets the allow-listed files be longer', () => {
    const [allowed] = Object.keys(ALLOWED);
    expect(allowed).toBe('apps/api/src/scripts/demo-content.ts');
    expect(checkFileSizes(writeTree({ [allowed ?? '']: lines(2000) }))).toEqual([]);
  });

  it("in a git checkout, reads git's files: tracked and new ones, not ignored ones", () => {
    const root = writeTree({
      '.gitignore': 'generated/\n',
      'tracked.ts': lines(MAX_LINES + 1),
      'new.ts': lines(MAX_LINES + 1),
      'generated/big.ts': lines(MAX_LINES + 1),
    });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    if (git('init', '-q').status !== 0) return; // no git here: the walk above is what runs
    git('add', 'tracked.ts');
    expect(sourceFiles(root)).toEqual(['new.ts', 'tracked.ts']);
    expect(checkFileSizes(root).map((f) => f.file)).toEqual(['new.ts', 'tracked.ts']);
  });
});
