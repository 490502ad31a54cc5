// The command line of `npm run seed:demo`: how many articles to add.

export const DEFAULT_DEMO_POSTS = 300;

/** Reads `--posts N` (or `--posts=N`) from the command line. */
export function parsePostsArgument(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg === '--posts') value = argv[i + 1];
    else if (arg.startsWith('--posts=')) value = arg.slice('--posts='.length);
    else continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
      throw new Error(`--posts needs a whole number between 0 and 10000000, got ${value ?? 'nothing'}.`);
    }
    return n;
  }
  return DEFAULT_DEMO_POSTS;
}
