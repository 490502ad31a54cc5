import { randomBytes } from 'node:crypto';
import {
  type AuditAction,
  POST_MESSAGES,
  type Post,
  type PostFilter,
  type PostListItem,
  type postInputSchema,
  type SessionUser,
  splitKeywords,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { decodeDataUrl, removingStoredImageOnFailure, storeImage } from '../../lib/images.ts';
import { checkLoadedLastUpdate } from '../../lib/optimistic-lock.ts';
import { RevisionCache } from '../../lib/revision-cache.ts';
import { isBlankHtml, sanitizeArticleHtml } from '../../lib/sanitize.ts';
import { slugify } from '../../lib/slug.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { uploadKeyOf } from '../../lib/upload-path.ts';
import { recordItemChange } from '../audit/audit.service.ts';
import { findMenu, findMenuByPath, submenuBelongsTo } from '../menus/menus.repo.ts';
import { type RestoreArticle, recordRevision } from '../revisions/revisions.service.ts';
import {
  countPosts,
  deactivatePost,
  findPostById,
  findPostPage,
  findTakenShortnames,
  insertPost,
  mostUsedKeywords,
  type PostWrite,
  readListRevisions,
  restorePostIfUnchanged,
  sortOf,
  updatePostIfUnchanged,
  type VisitCounts,
} from './posts.repo.ts';

type ParsedPostInput = z.output<typeof postInputSchema>;

export interface PostDeps {
  db: Db;
  storage: FileStorage;
  /** Off (undefined) only to measure the queries themselves (LIST_CACHE=0). */
  listCache?: PostListCache;
}

/** A list page as cached: its rows, and the counters' revision it was ordered by (sort=visitors). */
interface CachedPage {
  rows: PostListItem[];
  visits: number;
}

/** Exact totals and pages of the list, kept while no article changes (the posts revision stays the same). */
export class PostListCache {
  readonly totals = new RevisionCache<number>(2_000);
  readonly pages = new RevisionCache<CachedPage>(500);
}

/**
 * One page of the article list with its exact total; without a cache, both queries run every time.
 * The total does not depend on the order, so every sort of a filter shares it; a page is kept per
 * sort, and one in visitor order only while the visitor counters stay as they were.
 */
export async function listPosts(
  db: Db,
  filter: PostFilter,
  cache?: PostListCache,
): Promise<{ rows: PostListItem[]; total: number }> {
  if (!cache) {
    const [rows, total] = await Promise.all([findPostPage(db, filter), countPosts(db, filter)]);
    return { rows, total };
  }
  const { page, per_page, sort: _sort, ...rest } = filter;
  const sort = sortOf(filter);
  const totalKey = JSON.stringify(rest);
  const pageKey = JSON.stringify([rest, sort, page, per_page]);
  // Visits do not bump the posts revision, so a cached page takes its counters fresh on every
  // request: read in the same statement as the revisions, and used if the page is still valid.
  const peeked = cache.pages.peek(pageKey);
  const { revisions, visits } = await readListRevisions(db, peeked?.rows.map((r) => r.id) ?? []);
  let total = cache.totals.get(totalKey, revisions.posts);
  let cached = cache.pages.get(pageKey, revisions.posts);
  // Counted visits may have changed the order of a page sorted by them.
  if (sort === 'visitors' && cached?.visits !== revisions.visits) cached = undefined;
  if (total === undefined) {
    total = await countPosts(db, filter);
    cache.totals.set(totalKey, revisions.posts, total);
  }
  // (Another request may have stored a newer page since the peek: then its ids are not the ones read.)
  if (cached === undefined || cached !== peeked) {
    const rows = await findPostPage(db, filter);
    cache.pages.set(pageKey, revisions.posts, { rows, visits: revisions.visits });
    return { rows, total };
  }
  return { rows: cached.rows.map((row) => withVisits(row, visits.get(row.id))), total };
}

function withVisits(row: PostListItem, v: VisitCounts = { desktop: 0, mobile: 0 }): PostListItem {
  return {
    ...row,
    desktop_visitors: v.desktop,
    mobile_visitors: v.mobile,
    total_visitors: v.desktop + v.mobile,
  };
}

/** An active article, or 404 with '#{id} cikk nem létezik!'. */
export async function getPost(db: Db, id: number): Promise<Post> {
  const post = await findPostById(db, id);
  if (!post?.is_active) throw notFound(POST_MESSAGES.notFound(id));
  return post;
}

/**
 * A cover path the client sends (under /uploads, postInputSchema) must name an upload that exists:
 * a plain path (no `..`, encoding or query) found in the storage. The one the article already has
 * is kept unchecked, so an editor can always save the text of an article whose old file went missing.
 */
async function checkThumbnail(deps: PostDeps, thumbnail: string, existing: Post | undefined): Promise<void> {
  if (!thumbnail || thumbnail === existing?.thumbnail) return;
  const key = uploadKeyOf(thumbnail);
  if (!key || !(await deps.storage.exists(key))) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.coverNotStored, {
      thumbnail: POST_MESSAGES.coverNotStored,
    });
  }
}

/**
 * The rules postInputSchema cannot check (what sanitising leaves of the content, whether the menu,
 * the submenu and the cover's file exist), and the row to write.
 */
async function prepareWrite(
  deps: PostDeps,
  input: ParsedPostInput,
  existing: Post | undefined,
): Promise<Omit<PostWrite, 'shortname' | 'postUrl'> & { menuPath: string }> {
  const content = sanitizeArticleHtml(input.content);
  // Content the sanitiser empties (a data: image alone) is no content either.
  if (isBlankHtml(content)) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.invalid, { content: POST_MESSAGES.invalid });
  }
  const menu = await findMenu(deps.db, input.menu_id);
  if (!menu) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.unknownMenu, { menu_id: POST_MESSAGES.unknownMenu });
  }
  if (input.secondary_menu_id > 0 && !(await submenuBelongsTo(deps.db, input.secondary_menu_id, menu.id))) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.unknownSubmenu, {
      secondary_menu_id: POST_MESSAGES.unknownSubmenu,
    });
  }
  let thumbnail = input.thumbnail;
  // A new cover image replaces the path sent with it, so the path is checked only without one.
  if (!input.image) await checkThumbnail(deps, thumbnail, existing);
  if (input.image) {
    const stored = await storeImage(deps.storage, decodeDataUrl(input.image.data), 'posts/covers');
    thumbnail = stored.url;
  }
  return {
    title: input.title.trim(),
    shortContent: input.short_content.trim(),
    content,
    menuId: input.menu_id,
    secondaryMenuId: input.secondary_menu_id,
    postType: input.post_type,
    keywords: splitKeywords(input.keywords).join(','),
    thumbnail: thumbnail || existing?.thumbnail || '',
    thumbnailSource: input.thumbnail_source,
    menuType: input.menu_type,
    menuPath: menu.path,
  };
}

/**
 * The schedule a save writes (docs/product.md: Scheduled publishing). Publishing clears it (and a
 * publication by hand is never late); a draft saved with a time is scheduled by the saver (the
 * stored time sent back unchanged keeps who scheduled it), with null it becomes a plain draft, and
 * without the field it keeps what it has.
 */
function scheduleOf(
  input: ParsedPostInput,
  existing: Post | undefined,
  userId: number,
): Pick<PostWrite, 'publishAt' | 'scheduledBy' | 'publishedLate'> {
  if (input.menu_type === 'post') {
    const publishing = existing?.menu_type !== 'post';
    return { publishAt: null, scheduledBy: null, ...(publishing ? { publishedLate: false } : {}) };
  }
  if (input.publish_at === undefined) return {};
  if (input.publish_at === null) return { publishAt: null, scheduledBy: null };
  const publishAt = new Date(input.publish_at);
  const stored = existing?.publish_at ? new Date(existing.publish_at).getTime() : undefined;
  const keeper = stored === publishAt.getTime() ? existing?.scheduled_by : undefined;
  return { publishAt, scheduledBy: keeper ?? userId };
}

/**
 * A shortname from the title that no other article has. After a few clashes with saves of the
 * same title at the same moment, a random suffix makes the next clash practically impossible.
 */
async function uniqueShortname(
  db: Db,
  title: string,
  exceptId: number | undefined,
  attempt: number,
): Promise<string> {
  const base = slugify(title);
  if (attempt > RANDOM_SUFFIX_AFTER) return `${base}-${randomBytes(3).toString('hex')}`;
  const taken = await findTakenShortnames(db, base, exceptId);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Clashes of sequential shortnames before a random suffix is used. */
const RANDOM_SUFFIX_AFTER = 3;
/** Attempts of one save whose shortname another save took at the same moment. */
const SHORTNAME_ATTEMPTS = 8;

/**
 * Saves an article in one transaction, the reply read back inside it, with the shortname `pick`
 * chooses. Saves of one title at the same moment (on one instance or several) choose the same
 * free shortname; the unique index refuses all but one, and the others choose again.
 */
async function saveArticle(
  db: Db,
  pick: (tx: Db, attempt: number) => Promise<string>,
  write: (tx: Db, shortname: string) => Promise<Post>,
): Promise<Post> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(db, async (tx) => write(tx, await pick(tx, attempt)));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (attempt >= SHORTNAME_ATTEMPTS) throw new AppError('CONFLICT', POST_MESSAGES.conflict);
    }
  }
}

export async function createPost(deps: PostDeps, user: SessionUser, input: ParsedPostInput): Promise<Post> {
  const { menuPath, ...values } = await prepareWrite(deps, input, undefined);
  return removingStoredImageOnFailure(deps.storage, input.image ? values.thumbnail : undefined, () =>
    saveArticle(
      deps.db,
      (tx, attempt) => uniqueShortname(tx, values.title, undefined, attempt),
      async (tx, shortname) => {
        const id = await insertPost(
          tx,
          {
            ...values,
            ...scheduleOf(input, undefined, user.id),
            shortname,
            postUrl: `/${menuPath}/${shortname}/`,
          },
          user.id,
        );
        // The history starts with the save that made the article, in the same transaction.
        await recordRevision(tx, id, user.id, 'create');
        const post = await getPost(tx, id);
        await auditPost(tx, 'create', null, post);
        return post;
      },
    ),
  );
}

export async function updatePost(
  deps: PostDeps,
  user: SessionUser,
  id: number,
  input: ParsedPostInput,
): Promise<Post> {
  const existing = await getPost(deps.db, id);
  const loaded = checkLoadedLastUpdate(input.last_update, existing.last_update, {
    invalid: POST_MESSAGES.invalid,
    conflict: POST_MESSAGES.conflict,
  });
  const { menuPath, ...values } = await prepareWrite(deps, input, existing);
  // A published article keeps its address; a draft's follows its title.
  const keepShortname = existing.menu_type === 'post' || values.title === existing.title;
  return removingStoredImageOnFailure(deps.storage, input.image ? values.thumbnail : undefined, () =>
    saveArticle(
      deps.db,
      async (tx, attempt) =>
        keepShortname ? existing.shortname : uniqueShortname(tx, values.title, id, attempt),
      async (tx, shortname) => {
        const written = await updatePostIfUnchanged(
          tx,
          id,
          loaded,
          {
            ...values,
            ...scheduleOf(input, existing, user.id),
            shortname,
            postUrl: `/${menuPath}/${shortname}/`,
          },
          user.id,
        );
        if (!written) {
          const now = await findPostById(tx, id);
          if (!now?.is_active) throw notFound(POST_MESSAGES.notFound(id));
          throw new AppError('CONFLICT', POST_MESSAGES.conflict);
        }
        const action = saveAction(existing.menu_type, values.menuType);
        await recordRevision(tx, id, user.id, action);
        const post = await getPost(tx, id);
        await auditPost(tx, action, existing, post);
        return post;
      },
    ),
  );
}

/** What a save of an existing article did, as its revision records it. */
function saveAction(before: string, after: string): 'publish' | 'unpublish' | 'update' {
  if (before !== 'post' && after === 'post') return 'publish';
  if (before === 'post' && after !== 'post') return 'unpublish';
  return 'update';
}

/** Fields of an article's reply that no one edits: joined names and visitor counts. */
const DERIVED_POST_FIELDS = [
  'menu_name',
  'full_name',
  'desktop_visitors',
  'mobile_visitors',
  'total_visitors',
];

/** Records a write of an article in the audit trail, in the write's transaction. */
export function auditPost(
  tx: Db,
  action: AuditAction,
  before: Post | null,
  after: Post | null,
): Promise<void> {
  const id = (after ?? before)?.id;
  if (id === undefined) return Promise.resolve();
  return recordItemChange(tx, {
    entity: 'post',
    action,
    id,
    before,
    after,
    label: (after ?? before)?.title ?? null,
    ignore: DERIVED_POST_FIELDS,
  });
}

export async function deletePost(db: Db, user: SessionUser, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const existing = await findPostById(tx, id);
    if (!existing?.is_active || !(await deactivatePost(tx, id, user.id))) {
      throw notFound(POST_MESSAGES.notFound(id));
    }
    await auditPost(tx, 'delete', existing, { ...existing, is_active: 0 });
  });
}

/** `{keyword: count}` for a category's recent articles, most used first; unknown category: empty. */
export async function getMostUsedKeywords(db: Db, menuPath: string): Promise<Record<string, number>> {
  const menu = await findMenuByPath(db, menuPath);
  if (!menu) return {};
  const rows = await mostUsedKeywords(db, menu.id);
  return Object.fromEntries(rows.map((r) => [r.keyword, Number(r.n)]));
}

/**
 * POST /api/posts/{id}/revisions/{revision_id}/restore's save (revisions.service.ts restoreRevision):
 * a compare-and-set update of the article and its 'restore' revision in one transaction, the reply
 * read back inside it, so a 409 or any error means nothing was written.
 */
export const restorePost: RestoreArticle = (deps, user, postId, values, loadedLastUpdate) =>
  inTransaction(deps.db, async (tx) => {
    // Deleted since: 404.
    const before = await deps.getPost(tx, postId);
    if (!(await restorePostIfUnchanged(tx, postId, loadedLastUpdate, values, user.id))) {
      // Saved by someone else since the editor loaded it.
      throw new AppError('CONFLICT', POST_MESSAGES.conflict);
    }
    await recordRevision(tx, postId, user.id, 'restore', { restoredFrom: values.revisionId });
    const after = await deps.getPost(tx, postId);
    await auditPost(tx, 'restore', before, after);
    return after;
  });
