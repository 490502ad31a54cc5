/** Builders of articles: rows written straight to the posts table, and bodies for the article API. */
import { randomBytes } from 'node:crypto';
import { type Flag, type MenuType, type Post, type PostInput, toFlag } from '@newsroom/shared';
import type { Db } from '../db/client.ts';
import { posts, postVisitTotals } from '../db/schema/index.ts';
import { buildUser } from './factories.ts';

/** The cover of validPostInput: createTestApp stores it, so saves that name it pass the cover check. */
export const DEFAULT_TEST_THUMBNAIL = '/uploads/posts/covers/teszt.jpg';

export interface PostOverrides {
  title?: string;
  short_content?: string;
  content?: string;
  menu_id?: number;
  secondary_menu_id?: number;
  post_type?: string;
  keywords?: string;
  thumbnail?: string;
  thumbnail_source?: string;
  /** The author; without it, one shared factory author of this database. */
  user_id?: number;
  menu_type?: MenuType;
  is_active?: boolean;
  shortname?: string;
  post_url?: string;
  creation_date?: Date | string;
  last_update?: Date | string;
  /** Visitor counters (post_visit_totals); the total is always desktop + mobile. */
  desktop_visitors?: number;
  mobile_visitors?: number;
}

/** An article as stored, with the wire's field names. */
export interface TestPost {
  id: number;
  title: string;
  short_content: string;
  content: string;
  menu_id: number;
  secondary_menu_id: number;
  post_type: string;
  keywords: string;
  thumbnail: string;
  thumbnail_source: string;
  user_id: number;
  menu_type: MenuType;
  is_active: Flag;
  shortname: string;
  post_url: string;
  creation_date: string;
  last_update: string;
  desktop_visitors: number;
  mobile_visitors: number;
  total_visitors: number;
}

let postSequence = 0;
const factoryAuthors = new WeakMap<Db, Promise<number>>();

function factoryAuthor(db: Db): Promise<number> {
  let author = factoryAuthors.get(db);
  if (!author) {
    author = buildUser(db, { first_name: 'Gyári', last_name: 'Szerző' }).then((u) => u.id);
    factoryAuthors.set(db, author);
  }
  return author;
}

/**
 * Inserts an article straight into the posts table (no API rules applied): active, published,
 * in menu 1, created now, with a unique shortname, unless overridden.
 */
export async function buildPost(db: Db, overrides: PostOverrides = {}): Promise<TestPost> {
  postSequence += 1;
  const suffix = `${postSequence}-${randomBytes(3).toString('hex')}`;
  const shortname = overrides.shortname ?? `gyari-cikk-${suffix}`;
  const toDate = (v: Date | string | undefined) => (v === undefined ? undefined : new Date(v));
  const creationDate = toDate(overrides.creation_date);
  const lastUpdate = toDate(overrides.last_update) ?? creationDate;
  const [row] = await db
    .insert(posts)
    .values({
      title: overrides.title ?? `Gyári cikk ${suffix}`,
      shortContent: overrides.short_content ?? 'Rövid bevezető.',
      content: overrides.content ?? '<p>A cikk szövege.</p>',
      menuId: overrides.menu_id ?? 1,
      secondaryMenuId: overrides.secondary_menu_id ?? 0,
      postType: overrides.post_type ?? '',
      keywords: overrides.keywords ?? '',
      thumbnail: overrides.thumbnail ?? '/uploads/posts/covers/gyari.jpg',
      thumbnailSource: overrides.thumbnail_source ?? '',
      userId: overrides.user_id ?? (await factoryAuthor(db)),
      menuType: overrides.menu_type ?? 'post',
      isActive: overrides.is_active ?? true,
      shortname,
      postUrl: overrides.post_url ?? `/hirek/${shortname}/`,
      ...(creationDate ? { creationDate } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    })
    .returning();
  if (!row) throw new Error('buildPost: the insert returned no row');
  const desktop = overrides.desktop_visitors ?? 0;
  const mobile = overrides.mobile_visitors ?? 0;
  if (desktop || mobile) await setVisitTotals(db, row.id, desktop, mobile);
  return {
    id: row.id,
    title: row.title,
    short_content: row.shortContent,
    content: row.content,
    menu_id: row.menuId,
    secondary_menu_id: row.secondaryMenuId,
    post_type: row.postType,
    keywords: row.keywords,
    thumbnail: row.thumbnail,
    thumbnail_source: row.thumbnailSource,
    user_id: row.userId,
    menu_type: row.menuType as MenuType,
    is_active: toFlag(row.isActive),
    shortname: row.shortname,
    post_url: row.postUrl,
    creation_date: row.creationDate.toISOString(),
    last_update: row.lastUpdate.toISOString(),
    desktop_visitors: desktop,
    mobile_visitors: mobile,
    total_visitors: desktop + mobile,
  };
}

/** Sets an article's built-in visitor counters (post_visit_totals), as the tracking call keeps them. */
export async function setVisitTotals(db: Db, postId: number, desktop: number, mobile: number): Promise<void> {
  await db
    .insert(postVisitTotals)
    .values({ postId, desktop, mobile })
    .onConflictDoUpdate({ target: postVisitTotals.postId, set: { desktop, mobile } });
}

/**
 * A body for POST /api/posts/add that passes every rule (with an existing thumbnail instead of a
 * new cover image), with overrides. Extra fields (e.g. a forged user_id) may be added.
 */
export function validPostInput(overrides: PostInput & Record<string, unknown> = {}): PostInput {
  postSequence += 1;
  return {
    title: `Teszt cikk ${postSequence}-${randomBytes(3).toString('hex')}`,
    short_content: 'Rövid bevezető a cikkhez.',
    content: '<p>A cikk <strong>szövege</strong>.</p>',
    menu_id: 1,
    secondary_menu_id: 0,
    post_type: 'Hír',
    keywords: 'teszt',
    thumbnail: DEFAULT_TEST_THUMBNAIL,
    thumbnail_source: 'MTI',
    menu_type: 'draft',
    ...overrides,
  };
}

/** The body the editor sends back for a loaded article (PUT /api/posts/{id}), with changes. */
export function postEditBody(
  post: Post,
  changes: Record<string, unknown> = {},
): PostInput & Record<string, unknown> {
  return {
    title: post.title,
    short_content: post.short_content,
    content: post.content,
    menu_id: post.menu_id,
    secondary_menu_id: post.secondary_menu_id,
    post_type: post.post_type,
    keywords: post.keywords,
    thumbnail: post.thumbnail,
    thumbnail_source: post.thumbnail_source,
    menu_type: post.menu_type,
    last_update: post.last_update,
    ...changes,
  };
}
