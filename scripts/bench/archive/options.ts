// The command line of the archive benchmark (scripts/bench-archive.ts, which lists the options),
// and its targets.
import { casePart } from '../lists/options.ts';
import {
  BENCH_OPTIONS,
  count,
  type Kind,
  ONLY,
  type OptionValues,
  option,
  parseOptions,
  positive,
} from '../options.ts';

/**
 * The targets: p95 one request at a time (a text search has its own), and requests a second over
 * the concurrent connections (none on the embedded database). The first request after a write is
 * held to the same p95 as its case group.
 */
export const TARGETS: Record<Kind, { p95Ms: number; textP95Ms: number; rps?: number }> = {
  postgres: { p95Ms: 20, textP95Ms: 50, rps: 1000 },
  pglite: { p95Ms: 50, textP95Ms: 50 },
};

/** Above this 1-minute load average at the start the figures say more about the machine than the API. */
export const QUIET_LOAD = 1.5;

const ARCHIVE_OPTIONS = {
  ...BENCH_OPTIONS,
  posts: option(1_000_000, count),
  pglitePosts: option(100_000, count),
  only: ONLY,
  concurrentRequests: option(2000, count),
  connections: option(10, count),
  maxSeconds: option(10, positive),
  /** Seconds between the writer's saves. */
  saveEvery: option(2, positive),
  /** First requests after a write measured per case group. */
  probes: option(20, count),
  /** The page of the deep-page cases (20 articles a page). */
  deepPage: option(2000, count),
  cases: option<string | undefined>(undefined, casePart),
};

export type ArchiveOptions = OptionValues<typeof ARCHIVE_OPTIONS>;

export function parseArchiveOptions(argv: readonly string[]): ArchiveOptions {
  return parseOptions(argv, ARCHIVE_OPTIONS);
}

/** The embedded archive's folder, relative to the repository. */
export const PGLITE_DIR = '.tmp/bench/archive-pglite';

/** The PostgreSQL archive (BENCH_ARCHIVE_URL), the one `npm run seed:archive` fills by default here. */
export const archiveUrl = (): string =>
  process.env.BENCH_ARCHIVE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/newsroom_archive';
