// Small hand-made repository trees for the tests of the checks in scripts/ (check-*.test.ts,
// dependency-cruiser.test.ts): each test writes the files it needs into a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Repository path → file text. */
export type Tree = Record<string, string>;

const made: string[] = [];

/** Removes the trees written so far (a test file's afterEach or afterAll). */
export function removeTrees(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** Writes the tree into a new temporary folder and returns its path. */
export function writeTree(tree: Tree, prefix = 'check-tree-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  for (const [name, text] of Object.entries(tree)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

/** The repository's root folder. */
export const repoRoot = path.resolve(import.meta.dirname, '..');
