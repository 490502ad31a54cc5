import {
  type ContentKeyword,
  type Keyword,
  type KeywordFilter,
  type KeywordMerge,
  type KeywordMergeResult,
  type KeywordRename,
  type KeywordSuggestion,
  keywordMergeSchema,
  keywordRenameSchema,
  type ListReply,
  listReply,
  KEYWORD_MESSAGES as M,
} from '@newsroom/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseRequest } from '../../lib/request-errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAudit, recordItemChange } from '../audit/audit.service.ts';
import { retagArticles } from '../posts/posts-keywords.service.ts';
import {
  canonicalSpelling,
  findBySlug,
  findKeyword,
  findLiveByFold,
  findLiveByName,
  type KeywordRow,
  listKeywords as listRows,
  lockKeywords,
  markMerged,
  recount,
  renameKeyword as renameRow,
  setRetagging,
  suggestKeywords as suggestRows,
  toKeyword,
} from './keywords.repo.ts';

/**
 * Keywords as managed tags ('Címkék'; docs/product.md, "Címkék"; docs/api.md, "Keywords"). The
 * keywords themselves are made and counted by the triggers of migration 0029 whenever an article is
 * saved; here they are listed, renamed and merged, each write with the rewrite of every article that
 * carries the keyword in one transaction and one audit entry.
 */

/** How many suggestions the editor's keyword input shows. */
const SUGGESTIONS = 10;

export async function listKeywords(db: Db, filter: KeywordFilter): Promise<ListReply<Keyword>> {
  const { rows, total } = await listRows(db, filter);
  return listReply(rows.map(toKeyword), total, filter);
}

export function suggestKeywords(db: Db, q: string): Promise<KeywordSuggestion[]> {
  return suggestRows(db, q, SUGGESTIONS);
}

/**
 * An article's keywords as a save stores them (posts-input.service.ts): each in the spelling of the
 * keyword that folds equal to it ('gazdasag' is stored 'Gazdaság' when that exists), a merged one as
 * the keyword it went into, and each once. The save's trigger does the same for every other path.
 */
export function canonicalKeywords(db: Db, keywords: string): Promise<string> {
  return keywords === '' ? Promise.resolve('') : canonicalSpelling(db, keywords);
}

/** A live keyword, locked for the write; a merged or unknown one is a 404. */
async function liveKeyword(tx: Db, id: number): Promise<KeywordRow> {
  const row = await findKeyword(tx, id, true);
  if (!row || row.mergedIntoId !== null) throw notFound(M.notFound(id));
  return row;
}

export async function getKeyword(db: Db, id: number): Promise<Keyword> {
  const row = await findKeyword(db, id);
  if (!row || row.mergedIntoId !== null) throw notFound(M.notFound(id));
  return toKeyword(row);
}

/**
 * Re-spells or renames a keyword in every article (trashed ones too). A name that folds equal to
 * another live keyword is refused: that is a merge. The old slug stays as a redirect.
 */
export async function renameKeyword(db: Db, id: number, input: KeywordRename): Promise<Keyword> {
  const { name } = parseRequest(keywordRenameSchema, input);
  return inTransaction(db, async (tx) => {
    const before = await liveKeyword(tx, id);
    if (name === before.name) return toKeyword(before);
    const clash = await findLiveByFold(tx, name, id);
    if (clash) throw new AppError('BAD_INPUT', M.nameTaken(clash.name), { name: M.nameTaken(clash.name) });
    await renameRow(tx, before, name);
    // The same articles carry it under the new name: the counts stay as they are.
    await setRetagging(tx, true);
    await retagArticles(tx, before.fold, name);
    await setRetagging(tx, false);
    const after = (await findKeyword(tx, id)) as KeywordRow;
    await recordItemChange(tx, {
      entity: 'keyword',
      action: 'update',
      id,
      before: { name: before.name, slug: before.slug },
      after: { name: after.name, slug: after.slug },
      label: after.name,
    });
    return toKeyword(after);
  });
}

/**
 * Merges keyword `id` into `into`: every article carrying it (trashed ones too) carries `into`
 * instead, once; `id` is marked merged, and its slugs and spelling lead to `into` from now on.
 */
export async function mergeKeyword(db: Db, id: number, input: KeywordMerge): Promise<KeywordMergeResult> {
  const { into } = parseRequest(keywordMergeSchema, input);
  if (into === id) throw new AppError('BAD_INPUT', M.mergeSelf, { into: M.mergeSelf });
  return inTransaction(db, async (tx) => {
    const locked = await lockKeywords(tx, [id, into]);
    const source = locked.find((k) => k.id === id);
    const target = locked.find((k) => k.id === into);
    if (!source || source.mergedIntoId !== null) throw notFound(M.notFound(id));
    if (!target || target.mergedIntoId !== null) {
      throw new AppError('BAD_INPUT', M.mergeTargetGone, { into: M.mergeTargetGone });
    }
    await setRetagging(tx, true);
    const retagged = await retagArticles(tx, source.fold, target.name);
    await setRetagging(tx, false);
    await markMerged(tx, source.id, target.id);
    await recount(tx, target.id);
    const after = (await findKeyword(tx, target.id)) as KeywordRow;
    await recordAudit(tx, {
      entity: 'keyword',
      entityId: source.id,
      action: 'merge',
      label: source.name,
      changes: {
        merged_into: { before: null, after: target.name },
        articles: { before: null, after: retagged },
      },
    });
    return { keyword: toKeyword(after), retagged };
  });
}

/** The content API's keyword of a public slug: `moved` for an old slug. */
export function keywordBySlug(
  db: Db,
  slug: string,
): Promise<(ContentKeyword & { moved: boolean }) | undefined> {
  return findBySlug(db, slug);
}

/**
 * The content API's `keyword` filter: a slug (an old one `moved`), else a name that folds equal to
 * a live keyword's. Undefined when it names none.
 */
export async function resolveKeyword(
  db: Db,
  value: string,
): Promise<(ContentKeyword & { moved: boolean }) | undefined> {
  const bySlug = await findBySlug(db, value);
  if (bySlug && !bySlug.moved) return bySlug;
  const byName = await findLiveByName(db, value);
  if (byName) return { ...byName, moved: false };
  return bySlug;
}
