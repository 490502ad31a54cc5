// The dashboard, reports and tracking section of docs/benchmarks.md: a table of the read cases per
// database and cache mode, the tracking burst, and why the figures are what they are.
import { DATABASE_LABEL } from '../database.ts';
import { fixed as f1, int } from '../figures.ts';
import type { Section } from './measure.ts';

const P95_TARGET_MS = 50;
const TRACK_TARGET_RPS = 1000;

export function sectionText(s: Section): string {
  const label = `${DATABASE_LABEL[s.kind]}, ${
    s.listCache
      ? 'cache on (as shipped: the article count and each report kept for the revision of their data)'
      : 'cache off (`LIST_CACHE=0`: every query runs for every request)'
  }`;
  const lines = [
    `### ${label}`,
    '',
    `- ${s.version}`,
    `- Articles: ${s.note}; counters: ${s.counters}`,
    '',
    `Target: one at a time, p95 < ${P95_TARGET_MS} ms (the issue sets it for PostgreSQL; the embedded figures are recorded).`,
    '',
    '| Case | p50 ms | p95 ms | p99 ms | errors | p95 met |',
    '| --- | ---: | ---: | ---: | ---: | :---: |',
    ...s.reads.map(
      (r) =>
        `| ${r.name} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${r.errors} | ${r.p95 < P95_TARGET_MS && r.errors === 0 ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
  if (s.track) {
    const t = s.track;
    const met = t.rps >= TRACK_TARGET_RPS && t.counted === t.accepted && t.accepted === t.sent;
    lines.push(
      `Tracking (\`TRACK_FLUSH_MS=${t.flushInterval}\`): ${int(t.sent)} hits of \`POST /api/public/track\` over 50 concurrent keep-alive connections, 2,000 different articles, a browser User-Agent, each hit counted in the per-address limit (PostgreSQL: the shared \`rate_limits\` table): ` +
        `**${int(t.rps)} hits/s**, p95 ${f1(t.p95)} ms, replies ${JSON.stringify(t.statuses)}; ` +
        `after the final flush (${f1(t.flushMs)} ms) the counters grew by ${int(t.counted)} for ${int(t.accepted)} accepted hits` +
        ` (target${s.kind === 'postgres' ? '' : ', set for PostgreSQL'}: ≥ ${int(TRACK_TARGET_RPS)} hits/s, every hit counted: ${met ? 'met' : '**not met**'}).`,
      '',
    );
  }
  return lines.join('\n');
}

export const ANALYSIS = `#### Why it is fast, and what would change it

- **The dashboard** reads three small things: the count of active published articles (an index-only scan, kept for the posts revision), the sum of \`site_visits_daily\` (two rows a day: the site-wide counters exist so that the total of 10 million views is a sum over a few hundred rows, not over the per-article table), and a filtered count of the \`banners\` table. Its cost does not grow with the page views.
- **The reports** count articles published in the range: an index-only range scan of \`posts_menu_list_idx\` or \`posts_list_idx\` (…, menu_type, is_active, creation_date) grouped by day and category or type. 90 days of 100,000 articles spread over two years is about 10,000 rows. With \`visitor_type\`, each of those articles is checked with one probe of the \`post_visits_daily\` primary key (post_id, day, device), so the filter costs about as many index lookups as there are articles in the range, independent of the 10 million views.
- **Tracking** writes no counter per hit: a hit is counted in its address's limit (on PostgreSQL one upsert of the UNLOGGED \`rate_limits\` table, shared by every instance; in memory on the embedded database), validated, its article found through an in-memory cache of paths (\`posts_post_url_idx\` behind it, migration 0008), and added to an in-memory sum per (article, day, device). Once a second the sums are written in one transaction of three multi-row upserts (\`on conflict … do update set views = views + excluded.views\`), sorted by key so concurrent writers cannot deadlock. A burst of thousands of hits costs one small transaction. Trade-offs: up to one second of hits lives only in memory (flushed on a normal shutdown, lost if the process is killed hard), and a deleted or unpublished article can still be counted for up to a minute (the path cache's lifetime); several server processes each keep their own buffer and all add up correctly.
`;
