import {
  foldForSearch,
  MEDIA_USAGE_LABELS,
  type MediaUsage,
  type MediaUsageKind,
  paths,
} from '@newsroom/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banners, media, mediaUsages, posts, users } from '../../db/schema/index.ts';
import { withinDays } from '../../lib/day-range.ts';
import { fullNameSql, likePattern } from '../users/users.repo.ts';

/** A library item as stored, with its uploader's name and how many places use it. */
export interface MediaRow {
  id: number;
  url: string;
  fileName: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  alt: string;
  credit: string;
  caption: string;
  focalX: number;
  focalY: number;
  version: number;
  uploadedBy: number | null;
  uploaderName: string | null;
  createdAt: Date;
  updatedAt: Date;
  usageCount: number;
}

const usageCount = sql<number>`(select count(*)::int from ${mediaUsages} where ${mediaUsages.mediaId} = ${media.id})`;

const rowColumns = {
  id: media.id,
  url: media.url,
  fileName: media.fileName,
  type: media.type,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  sha256: media.sha256,
  alt: media.alt,
  credit: media.credit,
  caption: media.caption,
  focalX: media.focalX,
  focalY: media.focalY,
  version: media.version,
  uploadedBy: media.uploadedBy,
  uploaderName: sql<string | null>`case when ${users.id} is null then null else ${fullNameSql} end`,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
  usageCount,
};

function selectRows(db: Db) {
  return db.select(rowColumns).from(media).leftJoin(users, eq(users.id, media.uploadedBy));
}

export async function findMediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await selectRows(db).where(eq(media.id, id));
  return row;
}

/** The item of a stored path ('/uploads/…'), if the library has one. */
export async function findMediaByUrl(db: Db, url: string): Promise<MediaRow | undefined> {
  const [row] = await selectRows(db).where(eq(media.url, url));
  return row;
}

/** The items of stored paths, by path. */
export async function findMediaByUrls(db: Db, urls: readonly string[]): Promise<Map<string, MediaRow>> {
  if (urls.length === 0) return new Map();
  const rows = await selectRows(db).where(inArray(media.url, [...new Set(urls)]));
  return new Map(rows.map((r) => [r.url, r]));
}

/** The first item of these bytes (identical files stored before the library are several). */
export async function findMediaBySha(db: Db, sha256: string): Promise<MediaRow | undefined> {
  const [row] = await selectRows(db).where(eq(media.sha256, sha256)).orderBy(media.id).limit(1);
  return row;
}

/** Serialises the check-then-insert of one hash across connections and instances (transaction-scoped). */
export async function lockHash(tx: Db, sha256: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${sha256}`}))`);
}

/** A new item: its file's facts, and the description and time when known. */
export type NewMedia = Pick<
  MediaRow,
  'url' | 'fileName' | 'type' | 'width' | 'height' | 'bytes' | 'sha256' | 'uploadedBy'
> &
  Partial<Pick<MediaRow, 'alt' | 'credit' | 'caption' | 'createdAt'>>;

export async function insertMedia(db: Db, values: NewMedia): Promise<number> {
  const [row] = await db.insert(media).values(values).returning({ id: media.id });
  if (!row) throw new Error('insert into media returned no row');
  return row.id;
}

/** Inserts an item unless its path is one already (another instance imported it): its id, or undefined. */
export async function insertMediaIfNew(db: Db, values: NewMedia): Promise<number | undefined> {
  const [row] = await db
    .insert(media)
    .values(values)
    .onConflictDoNothing({ target: media.url })
    .returning({ id: media.id });
  return row?.id;
}

export interface MediaPatch {
  alt?: string;
  credit?: string;
  caption?: string;
  focalX?: number;
  focalY?: number;
  /** A replaced file: its new hash, size and type. */
  file?: { sha256: string; width: number; height: number; bytes: number; type: string };
  /** The copies change (a new file, a moved focal point): the version grows. */
  newVersion?: boolean;
}

export async function updateMedia(db: Db, id: number, patch: MediaPatch): Promise<void> {
  const { file, newVersion, ...fields } = patch;
  await db
    .update(media)
    .set({
      ...fields,
      ...(file ?? {}),
      ...(newVersion ? { version: sql`${media.version} + 1` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(media.id, id));
}

/** Sets the credit of an item that has none. */
export async function setCreditIfEmpty(db: Db, id: number, credit: string): Promise<void> {
  await db
    .update(media)
    .set({ credit, updatedAt: sql`now()` })
    .where(and(eq(media.id, id), eq(media.credit, '')));
}

/** Locks the item for a delete or replace; false when there is none. */
export async function lockMedia(tx: Db, id: number): Promise<boolean> {
  const rows = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
  return rows.length > 0;
}

export async function deleteMedia(tx: Db, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id));
}

/** Where an item is used: articles (trashed ones too, they can be restored), banners, campaigns. */
export async function findUsages(db: Db, mediaId: number): Promise<MediaUsage[]> {
  const rows = await db
    .select({
      kind: mediaUsages.kind,
      id: mediaUsages.ownerId,
      postTitle: posts.title,
      postActive: posts.isActive,
      bannerTitle: banners.title,
    })
    .from(mediaUsages)
    .leftJoin(posts, and(inArray(mediaUsages.kind, ['cover', 'content']), eq(posts.id, mediaUsages.ownerId)))
    .leftJoin(
      banners,
      and(inArray(mediaUsages.kind, ['banner', 'campaign']), eq(banners.id, mediaUsages.ownerId)),
    )
    .where(eq(mediaUsages.mediaId, mediaId))
    .orderBy(mediaUsages.kind, desc(mediaUsages.ownerId));
  return rows.map((r) => {
    const kind = r.kind as MediaUsageKind;
    const isPost = kind === 'cover' || kind === 'content';
    return {
      kind,
      label: MEDIA_USAGE_LABELS[kind],
      id: r.id,
      title: (isPost ? r.postTitle : r.bannerTitle) ?? '',
      active: isPost ? (r.postActive ?? false) : true,
      path: isPost
        ? paths.post.href(r.id)
        : kind === 'banner'
          ? paths.banners.href()
          : paths.campaigns.href(),
    };
  });
}

/**
 * The published articles using an item (cover or body), for the content API's webhooks after a
 * replace: drafts and trashed ones are nothing readers see (as in the posts triggers, 0015).
 */
export async function findArticleIdsUsing(db: Db, mediaId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: mediaUsages.ownerId })
    .from(mediaUsages)
    .innerJoin(posts, eq(posts.id, mediaUsages.ownerId))
    .where(
      and(
        eq(mediaUsages.mediaId, mediaId),
        inArray(mediaUsages.kind, ['cover', 'content']),
        eq(posts.menuType, 'post'),
        eq(posts.isActive, true),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Tells the content caches and webhooks that these articles changed (a replaced file, a new alt
 * text or credit): the same function the posts triggers call (migration 0015).
 */
export async function notifyArticlesChanged(tx: Db, postIds: readonly number[]): Promise<void> {
  for (const id of postIds) {
    await tx.execute(
      sql`select content_changed(${`article:${id}`}, 'article.updated', array[${`article:${id}`}]::text[])`,
    );
  }
}

export interface MediaFilter {
  q?: string;
  unused?: boolean;
  uploader?: number;
  from?: string;
  to?: string;
  after?: { at: Date; id: number };
  limit: number;
}

/** A page of the library, newest first, keyset-paged on (created_at, id). */
export async function findMediaPage(db: Db, filter: MediaFilter): Promise<MediaRow[]> {
  const where: SQL[] = [...withinDays(media.createdAt, filter.from, filter.to)];
  if (filter.q) where.push(sql`${media.searchText} like ${likePattern(foldForSearch(filter.q))}`);
  if (filter.unused) {
    where.push(sql`not exists (select 1 from ${mediaUsages} where ${mediaUsages.mediaId} = ${media.id})`);
  }
  if (filter.uploader !== undefined) where.push(eq(media.uploadedBy, filter.uploader));
  // A row comparison, so the index serves the page after the cursor as a range.
  if (filter.after)
    where.push(sql`(${media.createdAt}, ${media.id}) < (${filter.after.at}, ${filter.after.id})`);
  // The list indexes' own order (desc nulls last): a plain `desc` would sort the whole table.
  return selectRows(db)
    .where(and(...where))
    .orderBy(sql`${media.createdAt} desc nulls last`, sql`${media.id} desc nulls last`)
    .limit(filter.limit);
}

/** Every stored path the library has (the start-up import skips them). */
export async function findAllMediaUrls(db: Db): Promise<Set<string>> {
  const rows = await db.select({ url: media.url }).from(media);
  return new Set(rows.map((r) => r.url));
}

/**
 * Indexes where items just imported are used already (their rows were saved before the library
 * existed, so no trigger saw them): covers, body images, banners and campaigns.
 */
export async function indexExistingUsages(tx: Db, mediaIds: readonly number[]): Promise<void> {
  if (mediaIds.length === 0) return;
  const ids = sql`array[${sql.join(
    mediaIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`
    insert into media_usages (media_id, kind, owner_id)
    select m.id, 'cover', p.id from media m join posts p on p.thumbnail = m.url where m.id = any(${ids})
    on conflict do nothing`);
  await tx.execute(sql`
    insert into media_usages (media_id, kind, owner_id)
    select distinct m.id, 'content', p.id
    from posts p
    cross join lateral regexp_matches(p.content, '/uploads/[A-Za-z0-9._/-]+', 'g') as found(path)
    join media m on m.url = found.path[1]
    where p.content like '%/uploads/%' and m.id = any(${ids})
    on conflict do nothing`);
  await tx.execute(sql`
    insert into media_usages (media_id, kind, owner_id)
    select m.id, b.kind, b.id from media m join banners b on b.banner_url = m.url
    where b.is_active and m.id = any(${ids})
    on conflict do nothing`);
}
