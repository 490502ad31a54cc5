// The benchmarks' command lines (scripts/bench*.ts): each declares its options (a value and a
// reader each, named after their field), and runs its main function through runBenchmark.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '../../apps/api/src/db/client.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The two databases the API runs on. */
export type Kind = Database['kind'];

/** Reads one option from the command line; a switch (`takesValue: false`) reads no value. */
export interface Reader<T> {
  takesValue: boolean;
  read(arg: string, value: string | undefined): T;
}

function reader<T>(read: (arg: string, value: string | undefined) => T): Reader<T> {
  return { takesValue: true, read };
}

/** A number reader: `value` as a number when `ok`, else an error that says what was `wanted`. */
function numeric(ok: (n: number) => boolean, wanted: string): Reader<number> {
  return reader((arg, value) => {
    const n = Number(value);
    if (!ok(n)) throw new Error(`${arg} needs ${wanted}, got ${value ?? 'nothing'}`);
    return n;
  });
}

/** How many of something: a positive whole number. */
export const count = numeric((n) => Number.isInteger(n) && n > 0, 'a positive whole number');
/** A positive number, fractions allowed (e.g. seconds). */
export const positive = numeric((n) => Number.isFinite(n) && n > 0, 'a positive number');
/** A whole number, 0 included. */
export const zeroOrMore = numeric((n) => Number.isInteger(n) && n >= 0, 'a whole number ≥ 0');
/** A file or folder, relative to the current folder. */
export const file = reader((_arg, value) => path.resolve(value ?? ''));
/** One of the two databases (--only). */
export const kind = reader((arg, value): Kind => {
  if (value !== 'pglite' && value !== 'postgres') throw new Error(`${arg} takes pglite or postgres`);
  return value;
});
/** A switch that turns something off (e.g. --no-browser). */
export const off: Reader<boolean> = { takesValue: false, read: () => false };

/** An option: its value when not given, and how the command line gives another. */
export interface Option<T> {
  value: T;
  reader: Reader<T>;
}

export function option<T>(value: T, reader: Reader<T>): Option<T> {
  return { value, reader };
}

/** The options most benchmarks take: the articles, the sequential requests per case, the report. */
export const BENCH_OPTIONS = {
  posts: option(100_000, count),
  requests: option(200, count),
  out: option(path.join(repoRoot, 'docs/benchmarks.md'), file),
};

/** --only pglite|postgres: one database only. */
export const ONLY = option<Kind | undefined>(undefined, kind);

/** The options' values, by field. */
export type OptionValues<S> = { [K in keyof S]: S[K] extends Option<infer T> ? T : never };

/** The option of a field on the command line: `--max-seconds` for maxSeconds, `--no-browser` for a switch. */
function flagOf(field: string, reader: Reader<unknown>): string {
  const name = field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return reader.takesValue ? `--${name}` : `--no-${name}`;
}

/** Reads `argv` (the arguments after the script's name) with the options of `spec`, by field. */
export function parseOptions<S extends Record<string, Option<unknown>>>(
  argv: readonly string[],
  spec: S,
): OptionValues<S> {
  const fields = new Map(Object.entries(spec).map(([field, o]) => [flagOf(field, o.reader), field]));
  const values: Record<string, unknown> = {};
  for (const [field, o] of Object.entries(spec)) values[field] = o.value;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const field = fields.get(arg);
    const reader = field === undefined ? undefined : spec[field]?.reader;
    if (field === undefined || !reader) throw new Error(`Unknown option ${arg}`);
    values[field] = reader.read(arg, reader.takesValue ? argv[++i] : undefined);
  }
  return values as OptionValues<S>;
}

/** How the benchmark was started, for its report: `npm run <script>` and its arguments. */
export function commandLine(script: string): string {
  const args = process.argv.slice(2);
  return `npm run ${script}${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;
}

/** Runs a benchmark's main function and exits: 0 when it ends, 1 (the error printed) when it throws. */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
