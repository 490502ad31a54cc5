// Comments and docs point only to what exists, checked on every `npm run lint`. It reads the
// comments of the code under apps/, packages/ and scripts/ (.ts, .tsx, .mts, .mjs, .cjs, .css) and
// the whole text of README.md and docs/*.md, and reports:
//   - a repository path that names no file (`lib/auth.ts`, `modules/posts/posts.repo.ts`,
//     `docs/api.md`): ./ and ../ resolve from the file's folder; another path from that folder or
//     one above it, or from a package's root (apps/api/src, apps/web/src, packages/shared/src,
//     and apps/api, apps/web, packages/shared); a bare name (`server.ts`) must be some file's name;
//   - a section that no heading holds: a markdown link or path `<doc>.md#anchor` (GitHub's heading
//     anchors) and a citation `docs/<doc>.md, "Section"`, which names a heading or a bold lead-in
//     (`- **Name**: …`) of that doc by its beginning.
// URLs, absolute paths (/api/…), npm packages (@scope/…, node_modules), build output (dist/,
// assets/), kinds of file (.test.ts) and examples (<feature>.routes.ts, *.test.ts, src/x/y.ts: a
// one-letter name) are not the repository's files and are left alone.
// Usage: node scripts/check-references.mjs [root] (the repository by default).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commentsOf } from './comments.mjs';
import { repoFiles } from './repo-files.mjs';

const CODE = /^(apps|packages|scripts)\/.+\.(ts|tsx|mts|mjs|cjs|css)$/;
const DOCS = /^(README\.md|docs\/[^/]+\.md)$/;
const APP_ROOTS = [
  'apps/api/src',
  'apps/web/src',
  'packages/shared/src',
  'apps/api',
  'apps/web',
  'packages/shared',
];
/** Not the repository's files: the builds' output, and examples (x.ts, ./y.js, src/a/b.ts). */
const NOT_REPOSITORY = /(^|\/)(dist|assets|node_modules)\/|(^|\/)[a-z]\.\w+$/;

const EXT = '(?:tsx|ts|mts|cts|mjs|cjs|json|js|css|md|sql|html|sh)';
/** A path-like token: not inside a URL or an absolute path, nor next to a placeholder's marks. */
const PATH = new RegExp(
  `(?<![\\w@/.$*<>{}\\\\-])((?:\\.{1,2}/)*(?:[\\w.-]+/)*[\\w.-]+\\.${EXT})(#[\\w-]+)?(?![\\w/*<>{}-])`,
  'g',
);
/** A markdown link's target. */
const LINK = /\[[^\]\n]*\]\(([^()\s]+)\)/g;
/** A section cited by name: docs/<doc>.md, "Name". */
const CITATION = /([\w./-]+\.md),\s+(?:"([^"\n]+)"|'([^'\n]+)'|“([^”\n]+)”)/g;

/** GitHub's anchor of a heading's text. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A markdown file's headings (text) and bold lead-ins, outside fenced code. */
function sections(text) {
  const headings = [];
  const bold = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1]) headings.push(heading[1]);
    const lead = /^\s*(?:[-*+]\s+|\d+\.\s+)?\*\*(.+?)\*\*/.exec(line);
    if (lead?.[1]) bold.push(lead[1]);
  }
  return { headings, bold };
}

function anchors(headings) {
  const seen = new Map();
  const result = new Set();
  for (const heading of headings) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Whether a text starts with the name as whole words (case apart). */
const startsWithName = (text, name) =>
  new RegExp(`^${name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(
    text.replace(/`/g, ''),
  );

/** The reference problems of the tree at root: { file, line, target, reason } each. */
export function checkReferences(root) {
  const files = repoFiles(root);
  const known = new Set(files);
  const names = new Set(files.map((f) => path.posix.basename(f)));
  const docCache = new Map();
  const doc = (file) => {
    if (!docCache.has(file)) docCache.set(file, sections(fs.readFileSync(path.join(root, file), 'utf8')));
    return docCache.get(file);
  };

  /** The repository file a reference from `from` names, or null. */
  function resolve(from, target, linkOnly = false) {
    const dir = path.posix.dirname(from);
    const inRepo = (p) => (known.has(p) ? p : null);
    if (linkOnly || target.startsWith('./') || target.startsWith('../')) {
      return inRepo(path.posix.normalize(path.posix.join(dir, target)));
    }
    if (!target.includes('/')) {
      if (names.has(target)) return inRepo(path.posix.join(dir, target)) ?? target;
      return null;
    }
    const bases = [];
    for (let d = dir; d !== '.'; d = path.posix.dirname(d)) bases.push(d);
    for (const base of ['', ...bases, ...APP_ROOTS]) {
      const found = inRepo(path.posix.normalize(base ? `${base}/${target}` : target));
      if (found) return found;
    }
    return null;
  }

  const problems = [];
  for (const file of files.filter((f) => CODE.test(f) || DOCS.test(f))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const isDoc = DOCS.test(file);
    const chunks = isDoc ? [{ offset: 0, text }] : commentsOf(text, file.endsWith('.css') ? 'css' : 'js');
    const lineOf = (offset) => text.slice(0, offset).split('\n').length;
    const seen = new Set();
    const report = (offset, target, reason) => {
      const key = `${lineOf(offset)} ${target}`;
      if (seen.has(key)) return;
      seen.add(key);
      problems.push({ file, line: lineOf(offset), target, reason, offset });
    };
    const checkAnchor = (offset, mdFile, anchor, target) => {
      if (!mdFile.endsWith('.md')) return;
      if (!anchors(doc(mdFile).headings).has(anchor))
        report(offset, target, `no heading of ${mdFile} has this anchor`);
    };

    for (const chunk of chunks) {
      for (const m of chunk.text.matchAll(PATH)) {
        const [, target = '', hash] = m;
        if (NOT_REPOSITORY.test(target) || (!target.includes('/') && target.endsWith('.js'))) continue;
        // a kind of file (.test.ts, .module.css) rather than one; a dotfile only when it exists
        if (/^\.[^./]/.test(target) && !names.has(target)) continue;
        const offset = chunk.offset + (m.index ?? 0);
        const found = resolve(file, target);
        if (!found) report(offset, target, 'no such file');
        else if (hash) checkAnchor(offset, found, hash.slice(1), `${target}${hash}`);
      }
      for (const m of chunk.text.matchAll(CITATION)) {
        const [, target = '', ...quoted] = m;
        const name = quoted.find((q) => q !== undefined) ?? '';
        const found = resolve(file, target);
        if (!found) continue; // reported as a path above
        const { headings, bold } = doc(found);
        if (![...headings, ...bold].some((h) => startsWithName(h, name))) {
          report(
            chunk.offset + (m.index ?? 0),
            `${target}, "${name}"`,
            `no heading or bold lead-in of ${found} starts so`,
          );
        }
      }
      if (!isDoc) continue;
      for (const m of chunk.text.matchAll(LINK)) {
        const [, link = ''] = m;
        if (/^[a-z][\w+.-]*:/i.test(link) || link.startsWith('/')) continue;
        const offset = chunk.offset + (m.index ?? 0);
        const [target = '', anchor] = link.split('#');
        const found = target === '' ? file : resolve(file, target, true);
        if (!found) report(offset, link, 'no such file');
        else if (anchor !== undefined) checkAnchor(offset, found, anchor, link);
      }
    }
  }
  return problems
    .sort((a, b) => a.file.localeCompare(b.file) || a.offset - b.offset)
    .map(({ offset: _, ...problem }) => problem);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkReferences(root);
  if (problems.length > 0) {
    console.error(
      `References to files or sections that do not exist (scripts/check-references.mjs):\n${problems
        .map((p) => `  ${p.file}:${p.line}: ${p.target} (${p.reason})`)
        .join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Every file and section that comments and docs point to exists.');
}
