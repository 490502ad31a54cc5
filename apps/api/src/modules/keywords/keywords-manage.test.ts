/**
 * Renaming and merging keywords (docs/api.md, "Keywords"): every article is rewritten in the same
 * transaction, with one audit entry; the old slug stays as a redirect; counts stay true; refusals
 * are Hungarian 400s (404 for an unknown keyword, 403 without taxonomy.manage) and change nothing,
 * and so does a merge that fails half-way.
 */
import { KEYWORD_MESSAGES, type Keyword, type KeywordMergeResult } from '@newsroom/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { builtinRoleId, errorBody, useAuditTrail, useTestApp } from '../../test/harness.ts';
import { keywordCalls } from './keywords-support.ts';

const { t, editor } = useTestApp({ editor: { is_admin: true } });
const kw = () => keywordCalls(t, editor);
const { lastAuditId, auditSince } = useAuditTrail(t);

const slugs = async (id: number) =>
  (
    (await t.db.execute(
      sql`select slug from keyword_slugs where keyword_id = ${id} order by slug`,
    )) as unknown as {
      rows: Array<{ slug: string }>;
    }
  ).rows.map((r) => r.slug);

describe('PUT /api/keywords/{id}', () => {
  it('re-spells a keyword in every article, trashed ones too, and keeps the old slug', async () => {
    const { save, mustList, rename, storedKeywords } = kw();
    const a = await save('Foci, Sport');
    const b = await save('Sport, foci');
    await t.db.execute(sql`update posts set is_active = false where id = ${b.id}`);
    const foci = await mustList('Foci');
    expect(foci.article_count).toBe(1);
    const mark = await lastAuditId();
    const res = await rename(foci.id, 'Labdarúgás');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ message: string; data: Keyword }>()).toMatchObject({
      message: KEYWORD_MESSAGES.renamed,
      data: { id: foci.id, name: 'Labdarúgás', slug: 'labdarugas', article_count: 1 },
    });
    expect(await storedKeywords(a.id)).toBe('Labdarúgás,Sport');
    expect(await storedKeywords(b.id)).toBe('Sport,Labdarúgás');
    expect(await slugs(foci.id)).toEqual(['foci', 'labdarugas']);
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'keyword',
      action: 'update',
      entityId: foci.id,
      label: 'Labdarúgás',
    });
    // A new save in the old spelling is a new keyword: a rename is no alias.
    expect((await save('foci')).keywords).toBe('foci');
    expect((await mustList('foci')).slug).toBe('foci-2');
  });

  it('refuses a name that folds equal to another keyword, an empty, long or comma name; 404, 403', async () => {
    const { save, mustList, rename, storedKeywords } = kw();
    const post = await save('Belföld, Külföld');
    const belfold = await mustList('Belföld');
    const clash = await rename(belfold.id, 'kulfold');
    expect(clash.statusCode).toBe(400);
    expect(errorBody(clash)).toMatchObject({
      message: KEYWORD_MESSAGES.nameTaken('Külföld'),
      errors: { name: KEYWORD_MESSAGES.nameTaken('Külföld') },
    });
    expect(errorBody(await rename(belfold.id, '  ')).errors).toEqual({ name: KEYWORD_MESSAGES.nameMissing });
    expect(errorBody(await rename(belfold.id, 'x'.repeat(101))).errors).toEqual({
      name: KEYWORD_MESSAGES.nameTooLong,
    });
    expect(errorBody(await rename(belfold.id, 'Bel, föld')).errors).toEqual({
      name: KEYWORD_MESSAGES.nameComma,
    });
    expect((await rename(2_000_000, 'Új')).statusCode).toBe(404);
    const author = await t.signIn({ role_id: await builtinRoleId(t.db, 'author') });
    expect((await rename(belfold.id, 'Hazai', author)).statusCode).toBe(403);
    expect(await storedKeywords(post.id)).toBe('Belföld,Külföld');
    expect((await mustList('Belföld')).slug).toBe('belfold');
  });

  it('a re-spelling that folds equal to itself is no clash ("belfold" → "Belföld")', async () => {
    const { save, mustList, rename, storedKeywords } = kw();
    const post = await save('tortenelem');
    const res = await rename((await mustList('tortenelem')).id, 'Történelem');
    expect(res.json<{ data: Keyword }>().data).toMatchObject({ name: 'Történelem', slug: 'tortenelem' });
    expect(await storedKeywords(post.id)).toBe('Történelem');
  });
});

describe('POST /api/keywords/{id}/merge', () => {
  it('re-tags every article once, in one audit entry, sums the counts and redirects the slug', async () => {
    const { save, mustList, listed, merge, storedKeywords, rows } = kw();
    const onlyOld = await save('Ökonómia, Piac');
    const both = await save('Gazdaság, Ökonómia, Piac');
    await save('Gazdaság');
    const from = await mustList('Ökonómia');
    const into = await mustList('Gazdaság');
    expect([from.article_count, into.article_count]).toEqual([2, 2]);
    const mark = await lastAuditId();
    const res = await merge(from.id, into.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; data: KeywordMergeResult }>();
    expect(body.data).toMatchObject({
      retagged: 2,
      keyword: { id: into.id, article_count: 3, published_count: 3 },
    });
    expect(body.message).toBe(KEYWORD_MESSAGES.merged(2, 'Gazdaság'));
    expect(await storedKeywords(both.id)).toBe('Gazdaság,Piac');
    expect(await storedKeywords(onlyOld.id)).toBe('Gazdaság,Piac');
    expect(await listed('Ökonómia')).toBeUndefined();
    expect(await rows('okonomia')).toEqual([{ name: 'Ökonómia', n: 0, p: 0, merged: true }]);
    expect(await slugs(into.id)).toEqual(['gazdasag', 'okonomia']);
    const entries = await auditSince(mark);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entity: 'keyword',
      action: 'merge',
      entityId: from.id,
      label: 'Ökonómia',
    });
    // The merged spelling saves as the keyword it went into.
    expect((await save('okonomia, Piac')).keywords).toBe('Gazdaság,Piac');
    expect((await mustList('Gazdaság')).article_count).toBe(4);
  });

  it('refuses a merge into itself, into a merged or unknown keyword; 404 for an unknown one; 403', async () => {
    const { save, mustList, merge } = kw();
    await save('Első címke, Második címke, Harmadik címke');
    const [first, second, third] = [
      await mustList('Első címke'),
      await mustList('Második címke'),
      await mustList('Harmadik címke'),
    ];
    expect(errorBody(await merge(first.id, first.id))).toMatchObject({
      message: KEYWORD_MESSAGES.mergeSelf,
      errors: { into: KEYWORD_MESSAGES.mergeSelf },
    });
    expect(errorBody(await merge(first.id, 2_000_000)).errors).toEqual({
      into: KEYWORD_MESSAGES.mergeTargetGone,
    });
    expect(errorBody(await merge(first.id, '')).errors).toEqual({
      into: KEYWORD_MESSAGES.mergeTargetMissing,
    });
    expect((await merge(2_000_000, first.id)).statusCode).toBe(404);
    expect((await merge(third.id, second.id)).statusCode).toBe(200);
    const intoMerged = await merge(first.id, third.id);
    expect(intoMerged.statusCode).toBe(400);
    expect(errorBody(intoMerged).message).toBe(KEYWORD_MESSAGES.mergeTargetGone);
    expect((await merge(third.id, first.id)).statusCode).toBe(404);
    const author = await t.signIn({ role_id: await builtinRoleId(t.db, 'author') });
    expect((await merge(first.id, second.id, author)).statusCode).toBe(403);
    expect((await mustList('Első címke')).article_count).toBe(1);
  });

  it('a merge that fails half-way changes nothing: articles, counts, keywords, slugs', async () => {
    const { save, mustList, merge, storedKeywords, rows } = kw();
    const post = await save('Félúton, Célpont');
    const from = await mustList('Félúton');
    const into = await mustList('Célpont');
    // The audit entry is the merge's last write: with its table away, everything before it must go.
    await t.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const res = await merge(from.id, into.id);
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect(await storedKeywords(post.id)).toBe('Félúton,Célpont');
    expect(await rows('feluton', 'celpont')).toEqual([
      { name: 'Célpont', n: 1, p: 1, merged: false },
      { name: 'Félúton', n: 1, p: 1, merged: false },
    ]);
    expect(await slugs(from.id)).toEqual(['feluton']);
    // And the same merge works afterwards.
    expect((await merge(from.id, into.id)).statusCode).toBe(200);
    expect(await storedKeywords(post.id)).toBe('Célpont');
  });
});
