// The revisions section of docs/benchmarks.md: the table's size, the time a revision adds to a
// save, and the list call against its target.
import { fixed, int, mib, spread } from '../figures.ts';
import { commandLine } from '../options.ts';
import { machineLines } from '../report.ts';
import type { RevisionsOptions, Sizes } from './data.ts';
import type { ListTimes, SaveTimes } from './measure.ts';

const LIST_TARGET_P95_MS = 20;
const ms = (n: number) => fixed(n, 2);

export interface RevisionsFigures {
  startedAt: Date;
  loadBefore: number[];
  version: string;
  articles: number;
  notes: string[];
  sizes: Sizes;
  saves: SaveTimes;
  list: ListTimes;
}

export function revisionsReport(options: RevisionsOptions, f: RevisionsFigures): string {
  const { sizes, list } = f;
  const without = spread(f.saves.without);
  const withRevision = spread(f.saves.with);
  const insert = spread(f.saves.insert);
  const listStats = spread(list.latencies);
  const met = listStats.p95 < LIST_TARGET_P95_MS && list.failures === 0;
  const perRevision = sizes.total / Math.max(1, sizes.revisions);
  return [
    '## Article revisions (post_revisions)',
    '',
    ...machineLines(f.startedAt, f.loadBefore, [`Database: ${f.version}`]),
    `- Command: \`${commandLine('bench:revisions')}\` (${int(f.articles)} articles, ${options.revisions} revisions each, ${int(options.saves)} saves of each kind, ${options.requests} sequential list requests)`,
    ...f.notes.map((n) => `- Data: ${n}`),
    '',
    '### Size',
    '',
    '| part | size |',
    '| --- | ---: |',
    `| table (heap) | ${mib(sizes.heap)} |`,
    `| TOAST (contents over ~2 KB, compressed) | ${mib(sizes.toast)} |`,
    ...sizes.indexes.map((i) => `| index \`${i.name}\` | ${mib(i.bytes)} |`),
    `| **post_revisions in all** | **${mib(sizes.total)}** |`,
    `| for comparison: posts in all | ${mib(sizes.postsTotal)} |`,
    '',
    `${int(sizes.revisions)} revisions, ${int(perRevision)} bytes each on average (contents of ${int(sizes.avgContentChars)} characters on average). ` +
      'A revision is a full copy of the article (no deltas): the space grows linearly with saves, about ' +
      `${mib(perRevision * 1_000_000)} per million saves for articles of this length. The demo articles are short; ` +
      'a revision costs about what its article does, so longer articles cost more, less than in proportion past ~2 KB, where ' +
      'PostgreSQL compresses the content into TOAST.',
    '',
    '### Save time',
    '',
    'One save transaction on a random article (a compare-and-set update of its content and `last_update`, then COMMIT), measured in the server process through the pool, interleaved:',
    '',
    '| | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    `| save without a revision | ${ms(without.p50)} | ${ms(without.p95)} | ${ms(without.p99)} | ${ms(without.max)} |`,
    `| save with its revision (\`recordRevision\` in the transaction) | ${ms(withRevision.p50)} | ${ms(withRevision.p95)} | ${ms(withRevision.p99)} | ${ms(withRevision.max)} |`,
    `| the revision's \`INSERT … SELECT\` alone | ${ms(insert.p50)} | ${ms(insert.p95)} | ${ms(insert.p99)} | ${ms(insert.max)} |`,
    '',
    `A revision adds one statement (one round trip) to the save: about ${ms(withRevision.p50 - without.p50)} ms at the median.`,
    '',
    '### GET /api/posts/{id}/revisions',
    '',
    `${options.requests} sequential requests over HTTP on 127.0.0.1 (keep-alive, after 10 warm-up requests), each for another random article, first page (20 per page, ${options.revisions} revisions each): ` +
      `p50 ${ms(listStats.p50)} ms, p95 **${ms(listStats.p95)} ms**, p99 ${ms(listStats.p99)} ms, max ${ms(listStats.max)} ms; ` +
      `${list.failures === 0 ? 'every reply complete' : `${list.failures} incomplete replies`}. ` +
      `Target p95 < ${LIST_TARGET_P95_MS} ms: ${met ? 'met' : '**not met**'}. The client runs in the server's process, so the figures include its own work.`,
    '',
    'The page and its count read `post_revisions_post_idx` (post_id, id desc): the plan of one page, on this data:',
    '',
    '```',
    list.plan,
    '```',
  ].join('\n');
}
