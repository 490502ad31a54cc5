// The references check (scripts/check-references.mjs) and its comment scanner (scripts/comments.mjs)
// on small trees: each kind of broken reference is reported, and what only looks like a path is not.
import { afterEach, describe, expect, it } from 'vitest';
import { checkReferences, slug } from './check-references.mjs';
import { commentsOf } from './comments.mjs';
import { removeTrees, type Tree, writeTree } from './test-tree.ts';

afterEach(removeTrees);

const DOCS: Tree = {
  'README.md': '# Newsroom\n\nSee [the API](docs/api.md#envelopes) and `apps/api/src/lib/auth.ts`.\n',
  'docs/api.md':
    '# API\n\n## Envelopes\n\n## Two-factor sign-in\n\n## Dashboard (`/`, `/dashboard`)\n\n' +
    '- **Kétlépcsős azonosítás**: the set-up.\n\n[up](#envelopes), [product](product.md#roles)\n',
  'docs/product.md': '# Product\n\n## Roles\n\n```\n## Not a heading\n```\n',
  'apps/api/src/lib/auth.ts':
    '// The guard (lib/route-access.ts; docs/api.md, "Two-factor sign-in").\nexport {};\n',
  'apps/api/src/lib/route-access.ts':
    '/** See server.ts, ../server.ts and docs/api.md#envelopes. */\nexport {};\n',
  'apps/api/src/server.ts':
    '// docs/api.md, "Kétlépcsős azonosítás"; docs/api.md#dashboard--dashboard\nexport {};\n',
  'apps/web/src/features/posts/editor/Form.tsx':
    '// Saves through useSave.ts (features/posts/editor/useSave.ts, posts/editor/useSave.ts)\nexport {};\n',
  'apps/web/src/features/posts/editor/useSave.ts':
    '/* strings/posts.ts (packages/shared/src) */\nexport {};\n',
  'packages/shared/src/strings/posts.ts': '/* src/index.ts, the package root */\nexport {};\n',
  'packages/shared/src/index.ts': 'export {};\n',
  'apps/web/src/x.module.css':
    '/* the columns of components/Table.module.css */\n.a { content: "b/c.css"; }\n',
  'apps/web/src/components/Table.module.css': '.t {}\n',
};

/** The problems once the files are added to the clean tree, as `file:line target`. */
function problems(files: Tree = {}): string[] {
  return checkReferences(writeTree({ ...DOCS, ...files }, 'references-')).map(
    (p) => `${p.file}:${p.line} ${p.target}`,
  );
}

describe('checkReferences', () => {
  it('passes a tree whose comments and docs point to files and sections that exist', () => {
    expect(problems()).toEqual([]);
  });

  it('reports a path in a comment that names no file, by its line', () => {
    const code =
      'const a = 1;\n/**\n * Reads lib/gone.ts and\n * modules/posts/posts.repo.ts.\n */\nexport {};\n';
    expect(problems({ 'apps/api/src/main.ts': code })).toEqual([
      'apps/api/src/main.ts:3 lib/gone.ts',
      'apps/api/src/main.ts:4 modules/posts/posts.repo.ts',
    ]);
  });

  it('reports a relative path, a bare name and a doc that are gone', () => {
    const code = '// ../shared/src/x-y.ts, harness.ts, docs/gone.md and scripts/gone.mjs\nexport {};\n';
    expect(problems({ 'apps/api/src/main.ts': code })).toEqual([
      'apps/api/src/main.ts:1 ../shared/src/x-y.ts',
      'apps/api/src/main.ts:1 harness.ts',
      'apps/api/src/main.ts:1 docs/gone.md',
      'apps/api/src/main.ts:1 scripts/gone.mjs',
    ]);
  });

  it('reports an anchor no heading has, in a comment and in a markdown link', () => {
    const files = {
      'apps/api/src/main.ts': '// docs/api.md#no-such-part\nexport {};\n',
      'docs/ops.md':
        '# Ops\n\n[a](api.md#roles) [b](#ops) [c](#not-here) [d](gone.md) [e](https://x.dev/a.md)\n',
    };
    expect(problems(files)).toEqual([
      'apps/api/src/main.ts:1 docs/api.md#no-such-part',
      'docs/ops.md:3 api.md#roles',
      'docs/ops.md:3 #not-here',
      'docs/ops.md:3 gone.md',
    ]);
  });

  it('reports a section cited by a name no heading or bold lead-in starts with', () => {
    const code =
      '/**\n * The editor (docs/product.md, "Article editor") and its\n * roles (docs/product.md,\n * \'Roles\').\n */\n' +
      "// docs/product.md, 'Not a heading'\nexport {};\n";
    expect(problems({ 'apps/web/src/main.tsx': code })).toEqual([
      'apps/web/src/main.tsx:2 docs/product.md, "Article editor"',
      'apps/web/src/main.tsx:6 docs/product.md, "Not a heading"',
    ]);
  });

  it('leaves alone paths in code, URLs, packages, build output, kinds of file and examples', () => {
    const code = [
      "const fixture = 'apps/api/src/modules/x/gone.routes.ts'; // see https://example.com/docs/gone.md",
      '// GET /api/posts/1.json, /uploads/2026/a.png, @mantine/core/styles.css, node_modules/x/gone.js',
      '// apps/api/dist/main.js, assets/index-abc.js, the .test.ts files, <feature>.routes.ts, *.spec.ts',
      '// an example: src/x/y.ts imports ./z.js; Node.js 20',
      'const re = /gone\\.ts/; const t = `// lib/gone.ts`;',
      'export { fixture, re, t };',
    ].join('\n');
    expect(problems({ 'apps/api/src/main.ts': code })).toEqual([]);
  });

  it("makes GitHub's anchors", () => {
    expect(slug('Dashboard (`/`, `/dashboard`)')).toBe('dashboard--dashboard');
    expect(slug('Napló (`/audit-log`, administrators)')).toBe('napló-audit-log-administrators');
    expect(slug('Saves and 409')).toBe('saves-and-409');
  });
});

/** A template literal's dollar, written apart so the source below is the scanner's input. */
const D = '$';

describe('commentsOf', () => {
  it('finds line and block comments, not strings, templates or regular expressions', () => {
    const source = [
      "const a = 'x // no'; // one",
      '// two',
      `const r = /\\/\\/ no/g; const t = \`a ${D}{ {b: 1}.b } // no ${D}{"y"}\`; /* three`,
      ' * four */ const d = a / 2 / 3; // five',
    ].join('\n');
    const found = commentsOf(source).map((c) => c.text.replace(/\s+/g, ' ').trim());
    expect(found).toEqual(['one two', 'three four', 'five']);
  });

  it('keeps each comment as long as the original, so offsets point into the file', () => {
    const source = 'let x; /**\n * lib/a.ts\n */\n// b\n// c\n';
    for (const c of commentsOf(source))
      expect(source.slice(c.offset, c.offset + c.text.length).length).toBe(c.text.length);
    expect(commentsOf(source).map((c) => source.slice(c.offset, c.offset + 3))).toEqual(['/**', '// ']);
  });

  it('reads only block comments in CSS', () => {
    expect(commentsOf('a { b: url(//x.test/y.css); } /* z.css */', 'css').map((c) => c.text.trim())).toEqual([
      'z.css',
    ]);
  });
});
