import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  CONTENT_ARTICLE_DEFAULT_FIELDS,
  CONTENT_MESSAGES,
  type ContentArticle,
  PREVIEW_TTL_MS,
  type Preview,
  type PreviewInput,
  type SessionUser,
  splitKeywords,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sanitizeArticleHtml } from '../../lib/sanitize.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findActiveArticle, findEmbargo } from './content.repo.ts';
import type { ContentReader } from './content.service.ts';
import { toContentArticle, withCorrections } from './content-articles.ts';
import { deleteExpiredSnapshots, findSnapshot, insertSnapshot, type SnapshotData } from './preview.repo.ts';

/**
 * Signed draft previews (docs/api.md, "Content API"). A token is `<payload>.<HMAC-SHA256>` in
 * base64url, its payload the article's id, the snapshot's id (when 'Előnézet' sent the form's text
 * of a published article) and the expiry. It needs no content key: the token is the key. It dies
 * when it expires and with its article.
 */

interface TokenPayload {
  /** The article. */
  p: number;
  /** The snapshot, if any. */
  s?: string;
  /** Expires at, in ms since the epoch. */
  e: number;
}

export interface PreviewDeps {
  db: Db;
  reader: ContentReader;
  /** The signing key, the same on every instance (modules/app/secrets.repo.ts). */
  secret: string;
  now?: () => Date;
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function makePreviewToken(secret: string, payload: TokenPayload): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(secret, encoded)}`;
}

const invalid = () => new AppError('UNAUTHORIZED', CONTENT_MESSAGES.previewInvalid);

/** The payload of an intact, unexpired token; a 401 otherwise. */
export function readPreviewToken(secret: string, token: string, now: Date): TokenPayload {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) throw invalid();
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  let payload: TokenPayload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as TokenPayload;
  } catch {
    throw invalid();
  }
  if (!Number.isInteger(payload.p) || typeof payload.e !== 'number' || payload.e <= now.getTime())
    throw invalid();
  return payload;
}

function snapshotOf(input: PreviewInput): SnapshotData | undefined {
  const data: SnapshotData = {};
  if (input.title !== undefined) data.title = input.title.trim();
  if (input.short_content !== undefined) data.shortContent = input.short_content.trim();
  if (input.content !== undefined) data.content = sanitizeArticleHtml(input.content);
  if (input.keywords !== undefined) data.keywords = splitKeywords(input.keywords).join(',');
  if (input.thumbnail_source !== undefined) data.thumbnailSource = input.thumbnail_source;
  return Object.keys(data).length > 0 ? data : undefined;
}

/**
 * A preview of an article for `PREVIEW_TTL_MS`. With the form's fields (a published article's
 * unsaved text) they are kept as a snapshot behind the token, and the article itself is untouched;
 * without them the preview shows the article as saved.
 */
export async function createPreview(
  deps: PreviewDeps,
  user: SessionUser,
  postId: number,
  input: PreviewInput,
): Promise<Preview> {
  const now = deps.now?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const snapshot = snapshotOf(input);
  const article = await inTransaction(deps.db, async (tx) => {
    const row = await findActiveArticle(tx, postId);
    if (!row) throw notFound(CONTENT_MESSAGES.articleNotFound);
    await deleteExpiredSnapshots(tx, now);
    const id = snapshot ? randomUUID() : undefined;
    if (id && snapshot)
      await insertSnapshot(tx, { id, postId, data: snapshot, createdBy: user.id, expiresAt });
    return { postUrl: row.postUrl, snapshotId: id };
  });
  const token = makePreviewToken(deps.secret, {
    p: postId,
    ...(article.snapshotId ? { s: article.snapshotId } : {}),
    e: expiresAt.getTime(),
  });
  const base = await deps.reader.publicSiteUrl();
  return {
    token,
    url: `${base}${article.postUrl}?draft=1&preview=${encodeURIComponent(token)}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** The article behind a preview token as saved now (or as its snapshot has it), draft or not. */
export async function readPreview(deps: PreviewDeps, token: string): Promise<ContentArticle> {
  const now = deps.now?.() ?? new Date();
  const payload = readPreviewToken(deps.secret, token, now);
  const row = await findActiveArticle(deps.db, payload.p);
  if (!row) throw invalid();
  if (payload.s !== undefined) {
    const snapshot = await findSnapshot(deps.db, String(payload.s), payload.p, now);
    if (!snapshot) throw invalid();
    Object.assign(row, snapshot);
  }
  const [withThem] = await withCorrections(deps.db, [row], CONTENT_ARTICLE_DEFAULT_FIELDS);
  const embargo = await findEmbargo(deps.db, payload.p);
  return {
    ...toContentArticle(withThem ?? row, await deps.reader.publicSiteUrl(), CONTENT_ARTICLE_DEFAULT_FIELDS),
    embargo_until: embargo?.toISOString() ?? null,
  };
}
