// The command line of the article list's benchmark (scripts/bench.ts, which lists the options), and
// its targets.
import { DATABASE_LABEL } from '../database.ts';
import {
  BENCH_OPTIONS,
  count,
  type Kind,
  ONLY,
  type OptionValues,
  off,
  option,
  parseOptions,
  positive,
  type Reader,
} from '../options.ts';

export const TARGETS: Record<Kind, { p95Ms: number; rps: number; label: string }> = {
  pglite: { p95Ms: 50, rps: 100, label: DATABASE_LABEL.pglite },
  postgres: { p95Ms: 15, rps: 500, label: DATABASE_LABEL.postgres },
};

export const casePart: Reader<string> = {
  takesValue: true,
  read: (arg, value) => {
    if (!value) throw new Error(`${arg} takes a part of a case name`);
    return value.toLowerCase();
  },
};

const LISTS_OPTIONS = {
  ...BENCH_OPTIONS,
  only: ONLY,
  concurrentRequests: option(2000, count),
  connections: option(10, count),
  maxSeconds: option(10, positive),
  /** Only the cases whose name contains this (lower case; the match ignores case). */
  cases: option<string | undefined>(undefined, casePart),
  browser: option(true, off),
};

export type ListsOptions = OptionValues<typeof LISTS_OPTIONS>;

export function parseListsOptions(argv: readonly string[]): ListsOptions {
  return parseOptions(argv, LISTS_OPTIONS);
}
