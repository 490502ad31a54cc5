import { randomBytes } from 'node:crypto';
import {
  POST_MESSAGES,
  type Post,
  type PostInput,
  postInputSchema,
  RESPONSIBLE_EDITOR_UI,
  splitKeywords,
} from '@newsroom/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { parseRequest } from '../../lib/request-errors.ts';
import { isBlankHtml, sanitizeArticleHtml } from '../../lib/sanitize.ts';
import { slugify } from '../../lib/slug.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { uploadKeyOf } from '../../lib/upload-path.ts';
import { responsibleEditors } from '../inbox/inbox.service.ts';
import { canonicalKeywords } from '../keywords/keywords.service.ts';
import { findMenuAnyState, findSubmenuAnyState } from '../menus/menus.service.ts';
import { findTakenShortnames, type PostWrite } from './posts.repo.ts';
import { type CoverMedia, chooseCover } from './posts-cover.service.ts';

/**
 * What a save of an article writes (posts.service.ts createPost and updatePost): the input checked
 * against the rules its schema cannot check, the schedule, and a free shortname.
 */

export type ParsedPostInput = z.output<typeof postInputSchema>;

/** What the checks read: the database and the storage of the uploads. */
interface InputDeps {
  db: Db;
  storage: FileStorage;
}

/**
 * A cover path the client sends (under /uploads, postInputSchema) must name an upload that exists:
 * a plain path (no `..`, encoding or query) found in the storage. The one the article already has
 * is kept unchecked, so an editor can always save the text of an article whose old file went missing.
 */
async function checkThumbnail(deps: InputDeps, thumbnail: string, existing: Post | undefined): Promise<void> {
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
export async function prepareWrite(
  deps: InputDeps,
  input: ParsedPostInput,
  existing: Post | undefined,
  uploaderId: number | null = null,
): Promise<Omit<PostWrite, 'shortname' | 'postUrl'> & { menuPath: string; coverMedia: CoverMedia }> {
  const content = sanitizeArticleHtml(input.content);
  // Content the sanitiser empties (a data: image alone) is no content either.
  if (isBlankHtml(content)) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.invalid, { content: POST_MESSAGES.invalid });
  }
  // An inactive category or subcategory takes no new article, but one already filed there keeps
  // it through every save (docs/product.md, 'Rovatok').
  const menu = await findMenuAnyState(deps.db, input.menu_id);
  if (!menu || (!menu.isActive && existing?.menu_id !== menu.id)) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.unknownMenu, { menu_id: POST_MESSAGES.unknownMenu });
  }
  const submenu =
    input.secondary_menu_id > 0 ? await findSubmenuAnyState(deps.db, input.secondary_menu_id) : null;
  if (
    submenu !== null &&
    (submenu?.menuId !== menu.id || (!submenu.isActive && existing?.secondary_menu_id !== submenu.id))
  ) {
    throw new AppError('BAD_INPUT', POST_MESSAGES.unknownSubmenu, {
      secondary_menu_id: POST_MESSAGES.unknownSubmenu,
    });
  }
  const responsibleEditorId = await checkResponsibleEditor(deps.db, input.responsible_editor_id);
  // A new cover image replaces the path sent with it, so the path is checked only without one.
  if (!input.image) await checkThumbnail(deps, input.thumbnail, existing);
  const cover = await chooseCover(deps, input, existing, uploaderId);
  return {
    title: input.title.trim(),
    shortContent: input.short_content.trim(),
    content,
    menuId: input.menu_id,
    secondaryMenuId: input.secondary_menu_id,
    postType: input.post_type,
    // The spellings of the keywords that exist ('gazdasag' → 'Gazdaság'), each once (modules/keywords).
    keywords: await canonicalKeywords(deps.db, splitKeywords(input.keywords).join(',')),
    thumbnail: cover.thumbnail || existing?.thumbnail || '',
    thumbnailSource: cover.thumbnailSource,
    ...cover.size,
    menuType: input.menu_type,
    menuPath: menu.path,
    ...(responsibleEditorId === undefined ? {} : { responsibleEditorId }),
    coverMedia: cover.media,
  };
}

/** The responsible editor a save sets (undefined: kept): an active user who writes every article. */
async function checkResponsibleEditor(
  db: Db,
  sent: number | null | undefined,
): Promise<number | null | undefined> {
  if (sent === undefined) return undefined;
  if (!sent) return null;
  if (!(await responsibleEditors(db)).some((e) => e.id === sent)) {
    throw new AppError('BAD_INPUT', RESPONSIBLE_EDITOR_UI.invalid, {
      responsible_editor_id: RESPONSIBLE_EDITOR_UI.invalid,
    });
  }
  return sent;
}

/**
 * The schedule a save writes (docs/product.md: Scheduled publishing). Publishing clears it (and a
 * publication by hand is never late); a draft saved with a time is scheduled by the saver (the
 * stored time sent back unchanged keeps who scheduled it), with null it becomes a plain draft, and
 * without the field it keeps what it has.
 */
export function scheduleOf(
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
export async function uniqueShortname(
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

/**
 * The save of the stored article with `changes` applied, checked by the save's rules (a draft
 * without a cover cannot be published, nor moved: the editor could not save it either). The
 * schedule is left as it is (publishing clears it, as a save does). Bulk actions and the workflow's
 * publish and withdraw are such saves.
 */
export function storedArticleSave(
  post: Post,
  lastUpdate: string,
  changes: Partial<Pick<PostInput, 'menu_id' | 'secondary_menu_id' | 'menu_type'>>,
): ParsedPostInput {
  return parseRequest(postInputSchema, {
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
    ...changes,
    last_update: lastUpdate,
  });
}
