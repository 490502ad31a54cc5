import { describe, expect, it } from 'vitest';
import { characterCount } from './character-count.ts';

describe('characterCount', () => {
  it('is 0 for empty or blank content', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('<p></p>')).toBe(0);
    expect(characterCount('<p> &nbsp; </p>\n<p><br></p>')).toBe(0);
  });

  it('strips tags and whitespace', () => {
    expect(characterCount('<p>Egy <strong>két</strong></p>\n<p>három</p>')).toBe('Egykéthárom'.length);
    expect(characterCount('<img src="/uploads/a.png" alt="hosszú leírás">')).toBe(0);
  });

  it('folds accents, so a Hungarian letter counts once', () => {
    expect(characterCount('Árvíztűrő tükörfúrógép')).toBe('Arvizturotukorfurogep'.length);
    // Decomposed accents (a + combining acute) count as one letter too.
    expect(characterCount('a\u0301')).toBe(1);
  });

  it('counts a decoded entity as its character and &nbsp; as whitespace', () => {
    expect(characterCount('Árvíztűrő tükörfúrógép &amp; &nbsp;x')).toBe(23);
    expect(characterCount('&quot;a&quot; &#39;b&#39; &#x41;&#66;')).toBe('"a"\'b\'AB'.length);
    expect(characterCount('a&nbsp;b&#160;c')).toBe(3);
    expect(characterCount('&lt;p&gt;')).toBe(3);
  });

  it('keeps an unknown entity as it is written', () => {
    expect(characterCount('&foo;')).toBe(5);
  });

  it('counts characters outside the basic plane once', () => {
    expect(characterCount('<p>😀 ok</p>')).toBe(3);
  });
});
