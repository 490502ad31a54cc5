// One chunk of the archive (npm run seed:archive) as a single INSERT … SELECT over
// generate_series: each row's choices come from hashes of its number (hashint8extended, the same
// on every machine and in any order of the chunks), its texts from the staged pools
// (archive-staging.ts), in the demo's proportions (demo-articles.ts, demo-article-choices.ts).
import { type SQL, sql } from 'drizzle-orm';
import { DRAFT_SHARE, INACTIVE_SHARE } from '../demo-articles.ts';
import { creationTimeLateral, type Timeline } from './archive-timeline.ts';

export interface ChunkPlan {
  /** Rows from (inclusive) … to (exclusive), numbered 0 … count - 1 in this run. */
  from: number;
  to: number;
  count: number;
  /** Articles there were before the run: the rows' hashes and titles continue after them. */
  base: number;
  /** The id of row 0 (the run's ids are reserved up front, in the order of creation). */
  firstId: number;
  slots: number;
  rounds: number;
  timeline: Timeline;
}

/** Share of the recent active drafts (of the last 30 days) that are scheduled for publication. */
const SCHEDULED_SHARE = 0.3;
const SCHEDULE_WINDOW_DAYS = 30;
/** Share of the articles with a cover; of the articles in a category with submenus, with one of them. */
const COVER_SHARE = 0.92;
const SUBMENU_SHARE = 0.8;
/** Share of the articles last saved by their author. */
const SELF_EDIT_SHARE = 0.85;

const num = (n: number) => sql.raw(String(n));

/** A uniform number in [0, 1) from the row's number and a salt. */
const u = (salt: number) =>
  sql.raw(`((hashint8extended(k, ${salt}) & 9007199254740991)::float8 / 9007199254740992.0)`);
/** A non-negative integer from the row's number and a salt. */
const h = (salt: number) => sql.raw(`(hashint8extended(k, ${salt}) & 2147483647)`);

/** Paragraphs of an article, as the demo's (demo-content.ts): 3 to 7. */
const MIN_PARAGRAPHS = 3;
const MAX_PARAGRAPHS = 7;

/**
 * The article's paragraphs (each with its subhead, list or quote) picked by hash from its
 * category's, the first one among those that may open an article: one lateral lookup each (p0 …
 * p6, the ones past the article's count empty), with the part of the search vector each gives.
 */
function paragraphJoins(): SQL {
  const joins = Array.from({ length: MAX_PARAGRAPHS }, (_, j) => {
    const range = j === 0 ? 'm.openers' : 'm.units';
    const present = j < MIN_PARAGRAPHS ? '' : `r.paragraphs > ${j} and `;
    return `left join lateral (select html, vector from archive_unit
      where ${present}id = m.first_unit + (hashint8extended(r.k, ${100 + j}) & 2147483647) % ${range}) p${j} on true`;
  });
  return sql.raw(joins.join('\n'));
}

const paragraphs = Array.from({ length: MAX_PARAGRAPHS }, (_, j) => `p${j}`);
// concat_ws skips the paragraphs an article does not have; so does a vector's || with coalesce.
const contentSql = sql.raw(`concat_ws(E'\n', ${paragraphs.map((p) => `${p}.html`).join(', ')})`);
const bodyVectorSql = sql.raw(
  `l.vector || ${paragraphs.map((p) => `coalesce(${p}.vector, ''::tsvector)`).join(' || ')}`,
);

export function chunkInsert(p: ChunkPlan): SQL {
  const now = p.timeline.now.toISOString();
  return sql`insert into posts (id, title, short_content, content, menu_id, secondary_menu_id, post_type,
      keywords, thumbnail, thumbnail_source, is_active, user_id, updated_by, menu_type, post_url, shortname,
      creation_date, last_update, desktop_visitors, mobile_visitors, total_visitors, publish_at, scheduled_by,
      search_vector)
    select id, title, lead, content, menu_id, secondary_menu_id, post_type, keywords, thumbnail, credit,
      is_active, user_id, updated_by, menu_type, '/' || path || '/' || shortname || '/', shortname,
      created, last_update, total - mobile, mobile, total, publish_at, scheduled_by,
      -- The title's part of the search vector, then the lead's and the paragraphs' (archive-staging.ts).
      post_search_vector(title, '', '') || body_vector
    from (
      select *, round(total * (0.55 + 0.2 * u_mobile))::int as mobile,
        case when publish_at is not null then user_id end as scheduled_by
      from (
      -- At most 80 characters cut at a word (as the demo's slugify), then the id: unique.
      select x.*, case when length(long_slug) <= 80 then long_slug
          else regexp_replace(left(long_slug, 81), '-[a-z0-9]*$', '') end || '-' || id as shortname,
        -- Visitors of a published article: a long-tailed count (as demo-articles.ts draws it).
        case when is_draft then 0 else round(exp(6.8 + 1.3 * sqrt(-2 * ln(1 - u_v1)) * cos(2 * pi() * u_v2)))::int end as total,
        case when is_draft and is_active and u_sched < ${num(SCHEDULED_SHARE)}
          and created > ${now}::timestamptz - interval '${num(SCHEDULE_WINDOW_DAYS)} days'
          then ${now}::timestamptz + interval '1 hour' + u_sched2 * interval '14 days' end as publish_at
      from (
        select ${num(p.firstId)} + r.n as id,
          case when t.colon then t.title || rd.colon_suffix else rd.prefix || t.title || rd.suffix end as title,
          ${contentSql} as content, ${bodyVectorSql} as body_vector,
          case when t.colon then concat_ws('-', t.slug, nullif(rd.colon_suffix_slug, ''))
            else concat_ws('-', nullif(rd.prefix_slug, ''), t.slug, nullif(rd.suffix_slug, '')) end as long_slug,
          m.path, m.id as menu_id, l.text as lead, kw.text as keywords, c.text as credit, tm.created,
          case when cardinality(m.submenu_ids) > 0 and r.u_sec < ${num(SUBMENU_SHARE)}
            then m.submenu_ids[1 + floor(r.u_sec2 * cardinality(m.submenu_ids))::int] else 0 end as secondary_menu_id,
          ty.names[width_bucket(r.u_type, ty.cum)] as post_type,
          case when r.u_thumb < ${num(COVER_SHARE)}
            then m.covers[1 + floor(r.u_thumb2 * cardinality(m.covers))::int] else '' end as thumbnail,
          r.u_draft < ${num(DRAFT_SHARE)} as is_draft,
          case when r.u_draft < ${num(DRAFT_SHARE)} then 'draft' else 'post' end as menu_type,
          r.u_inactive >= ${num(INACTIVE_SHARE)} as is_active,
          m.author_ids[width_bucket(r.u_author, m.author_cum)] as user_id,
          case when r.u_self < ${num(SELF_EDIT_SHARE)} then m.author_ids[width_bucket(r.u_author, m.author_cum)]
            else m.author_ids[width_bucket(r.u_other, m.author_cum)] end as updated_by,
          least(${now}::timestamptz, tm.created + case
            when r.u_edit < 0.55 then r.u_edit2 * interval '10 minutes'
            when r.u_edit < 0.9 then interval '10 minutes' + r.u_edit2 * interval '71 hours 50 minutes'
            else interval '3 days' + r.u_edit2 * interval '197 days' end) as last_update,
          r.u_v1, r.u_v2, r.u_sched, r.u_sched2,
          r.u_mobile
        from (
          select n, k, ${num(MIN_PARAGRAPHS)} + ${h(1)} % ${num(MAX_PARAGRAPHS - MIN_PARAGRAPHS + 1)} as paragraphs,
            ${u(2)} as u_draft, ${u(3)} as u_inactive, ${u(4)} as u_type, ${u(5)} as u_author,
            ${u(6)} as u_self, ${u(7)} as u_other, ${u(8)} as u_edit, ${u(9)} as u_edit2,
            ${u(10)} as u_sec, ${u(11)} as u_sec2, ${u(12)} as u_thumb, ${u(13)} as u_thumb2,
            ${u(14)} as u_v1, ${u(15)} as u_v2, ${u(16)} as u_mobile, ${u(17)} as u_sched,
            ${u(18)} as u_sched2, ${h(19)} as h_lead, ${h(20)} as h_keywords, ${h(21)} as h_credit
          from (select n, n + ${num(p.base)} as k from generate_series(${num(p.from)}::bigint, ${num(p.to - 1)}) as g(n)) g
        ) r
        join archive_slot s on s.i = r.k % ${num(p.slots)}
        join archive_title t on t.id = s.title_id
        join archive_menu m on m.idx = s.menu_idx
        join archive_round rd on rd.d = case when (r.k / ${num(p.slots)}) * s.copies + s.copy = 0 then 0
          else 1 + ((r.k / ${num(p.slots)}) * s.copies + s.copy - 1) % ${num(p.rounds)} end
        join archive_lead l on l.menu_idx = m.idx and l.i = r.h_lead % m.leads
        join archive_keyword kw on kw.menu_idx = m.idx and kw.i = r.h_keywords % m.keywords
        join archive_credit c on c.i = r.h_credit % (select count(*) from archive_credit)
        cross join archive_types ty
        cross join ${creationTimeLateral(p.timeline, sql`r.n`, p.count)}
        ${paragraphJoins()}
      ) x
    ) y
    ) z`;
}
