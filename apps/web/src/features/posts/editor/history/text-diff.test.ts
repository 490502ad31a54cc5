import { describe, expect, it } from 'vitest';
import { articleDiff, diffText, htmlToText } from './text-diff.ts';

describe('htmlToText', () => {
  it('strips tags, keeps blocks apart and decodes entities', () => {
    expect(
      htmlToText('<p>Első <strong>bekezdés</strong> &amp; más</p><p>Második&nbsp;sor<br>harmadik</p>'),
    ).toBe('Első bekezdés & más\nMásodik sor\nharmadik');
  });

  it('drops images and comments, decodes numeric references', () => {
    expect(htmlToText('<p>Kép: <img src="/uploads/a.png" alt="x"><!-- megjegyzés -->&#337;&#x171;</p>')).toBe(
      'Kép: őű',
    );
  });

  it('keeps an unknown entity as written and answers empty for empty', () => {
    expect(htmlToText('<p>&bogus; szó</p>')).toBe('&bogus; szó');
    expect(htmlToText('')).toBe('');
  });
});

describe('diffText', () => {
  it('marks the removed and added words', () => {
    const parts = diffText('A régi cím itt', 'A új cím itt');
    expect(parts.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['régi']);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['új']);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('A régi cím itt');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('A új cím itt');
  });

  it('answers one unchanged run for equal texts, and nothing for two empty ones', () => {
    expect(diffText('ugyanaz a szöveg', 'ugyanaz a szöveg')).toEqual([
      { kind: 'same', text: 'ugyanaz a szöveg' },
    ]);
    expect(diffText('', '')).toEqual([]);
  });

  it('treats accented words as whole words', () => {
    const parts = diffText('Árvíztűrő tükörfúrógép', 'Árvíztűrő fúrógép');
    expect(parts).toContainEqual({ kind: 'removed', text: 'tükörfúrógép' });
    expect(parts).toContainEqual({ kind: 'added', text: 'fúrógép' });
  });
});

describe('articleDiff', () => {
  const base = { title: 'Cím', short_content: 'Bevezető', content: '<p>Szöveg egy</p>' };

  it('compares the body as text, so markup alone is no change', () => {
    const diff = articleDiff(base, { ...base, content: '<p><em>Szöveg</em> egy</p>' });
    expect(diff.map((d) => [d.field, d.changed])).toEqual([
      ['title', false],
      ['short_content', false],
      ['content', false],
    ]);
  });

  it('names the fields that changed', () => {
    const diff = articleDiff(base, { ...base, title: 'Új cím', content: '<p>Szöveg kettő</p>' });
    expect(diff.filter((d) => d.changed).map((d) => d.field)).toEqual(['title', 'content']);
    const content = diff.find((d) => d.field === 'content');
    expect(content?.parts).toContainEqual({ kind: 'removed', text: 'egy' });
    expect(content?.parts).toContainEqual({ kind: 'added', text: 'kettő' });
  });
});
