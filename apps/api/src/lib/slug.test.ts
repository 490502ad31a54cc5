import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Őszi ülés', 'oszi-ules'],
    ['Árvíztűrő tükörfúrógép', 'arvizturo-tukorfurogep'],
    ['ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP', 'arvizturo-tukorfurogep'],
    ['áéíóöőúüű ÁÉÍÓÖŐÚÜŰ', 'aeiooouuu-aeiooouuu'],
    ['Hello World', 'hello-world'],
    ['  sok   szóköz  ', 'sok-szokoz'],
    ['Kérdés? Válasz! (2026)', 'kerdes-valasz-2026'],
    ['a--b__c', 'a-b-c'],
    ['Forma-1: Hamilton nyert', 'forma-1-hamilton-nyert'],
    ['Crème brûlée & café', 'creme-brulee-cafe'],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('reads HTML entities of stored titles as separators', () => {
    expect(slugify('&quot;Idézet&quot; a címben')).toBe('idezet-a-cimben');
    expect(slugify('Kis &amp; Nagy')).toBe('kis-nagy');
    expect(slugify('Ő&#039;s')).toBe('o-s');
  });

  it('answers only lower-case ASCII letters, digits and single inner dashes', () => {
    for (const title of [
      'Ünnepi „idézőjelek” – gondolatjel',
      'Emoji 🎉 a címben',
      'Tab\tés\nsor',
      '100% _biztos_',
    ]) {
      expect(slugify(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('falls back to "cikk" when nothing is left', () => {
    expect(slugify('')).toBe('cikk');
    expect(slugify('!!! ???')).toBe('cikk');
    expect(slugify('🎉')).toBe('cikk');
  });

  it('cuts long titles at 80 characters, without a dash at the end', () => {
    const slug = slugify('szó '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).not.toMatch(/-$/);
    expect(slug.startsWith('szo-szo-')).toBe(true);
    expect(slugify('a'.repeat(100))).toBe('a'.repeat(80));
    expect(slugify('abc def', 4)).toBe('abc');
  });
});
