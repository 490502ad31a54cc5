// The command line of `npm run seed:demo` (and seed:archive): how many articles to add, and
// running a script's main function when the script is the command.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '../db/lock.ts';

export const DEFAULT_DEMO_POSTS = 300;

/** The value of `--name V` (or `--name=V`) on the command line; undefined when the option is absent. */
export function argumentValue(
  argv: readonly string[],
  name: string,
): { value: string | undefined } | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === `--${name}`) return { value: argv[i + 1] };
    if (arg.startsWith(`--${name}=`)) return { value: arg.slice(name.length + 3) };
  }
  return undefined;
}

/** Reads `--posts N` (or `--posts=N`) from the command line; `fallback` without it. */
export function parsePostsArgument(argv: readonly string[], fallback = DEFAULT_DEMO_POSTS): number {
  const option = argumentValue(argv, 'posts');
  if (!option) return fallback;
  const { value } = option;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
    throw new Error(`--posts needs a whole number between 0 and 10000000, got ${value ?? 'nothing'}.`);
  }
  return n;
}

/**
 * Runs `main` when the module at `moduleUrl` (its import.meta.url) is the script node was started
 * with, not when a test imports it; a failure is printed (a locked data folder by its message
 * alone) and exits with 1.
 */
export function runWhenInvoked(moduleUrl: string, main: () => Promise<void>): void {
  const script = process.argv[1];
  if (script === undefined || fs.realpathSync(script) !== fs.realpathSync(fileURLToPath(moduleUrl))) return;
  main().catch((err) => {
    console.error(err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  });
}
