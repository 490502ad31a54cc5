// The files of a tree for the checks in scripts/ (check-file-size.mjs, check-references.mjs): git's
// list in a checkout (tracked files, and new ones it does not ignore), else every file outside the
// usual build and dependency folders.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.tmp',
  'coverage',
  'test-results',
  'playwright-report',
]);

function walk(root, dir = '') {
  const found = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...walk(root, name));
    } else if (entry.isFile()) found.push(name);
  }
  return found;
}

/** The root's existing files, relative with forward slashes, sorted. */
export function repoFiles(root) {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const top = git('rev-parse', '--show-toplevel');
  const inCheckout = top.status === 0 && path.resolve(top.stdout.trim()) === fs.realpathSync(root);
  const files = inCheckout
    ? git('ls-files', '-z', '--cached', '--others', '--exclude-standard').stdout.split('\0').filter(Boolean)
    : walk(root);
  return [...new Set(files)].filter((f) => fs.existsSync(path.join(root, f))).sort();
}
