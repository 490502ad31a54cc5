// `npm run typecheck`: every TypeScript project of the repository, checked by tsc, two at a time
// (tsc uses one core; the machine the tests run on has two). Exits 1 when any project fails; each
// project's errors are printed together, after it ends.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const PROJECTS = [
  'apps/api',
  'apps/web',
  'apps/web/tsconfig.e2e.json',
  'apps/site',
  'apps/web/tsconfig.test.json',
  'packages/shared',
];

function check(project) {
  return new Promise((resolve) => {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`typecheck: ${project} failed`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const lanes = Math.max(1, Math.min(2, os.availableParallelism()));
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
