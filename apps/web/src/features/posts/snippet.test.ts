import { describe, expect, it } from 'vitest';
import { splitSnippet } from './snippet.ts';

describe("a list row's snippet", () => {
  it('splits the text around the highlighted words', () => {
    expect(splitSnippet('A <mark>gazdasági</mark> növekedés és a <mark>gazdaság</mark>.')).toEqual([
      { text: 'A ', mark: false },
      { text: 'gazdasági', mark: true },
      { text: ' növekedés és a ', mark: false },
      { text: 'gazdaság', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('keeps a snippet without highlights as one text, and drops empty parts', () => {
    expect(splitSnippet('Csak szöveg')).toEqual([{ text: 'Csak szöveg', mark: false }]);
    expect(splitSnippet('<mark>eleje</mark><mark>vége</mark>')).toEqual([
      { text: 'eleje', mark: true },
      { text: 'vége', mark: true },
    ]);
    expect(splitSnippet('')).toEqual([]);
    expect(splitSnippet('<mark></mark>')).toEqual([]);
  });

  it('decodes only the escaped &, < and >, once, so markup in the text stays text', () => {
    expect(splitSnippet('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>&lt;b&gt;</mark>')).toEqual([
      { text: '<script>alert(1)</script> & ', mark: false },
      { text: '<b>', mark: true },
    ]);
    expect(splitSnippet('&amp;lt;mark&amp;gt; &quot;idézet&quot; &nbsp;')).toEqual([
      { text: '&lt;mark&gt; &quot;idézet&quot; &nbsp;', mark: false },
    ]);
    // An escaped marker in the text is text, not a highlight.
    expect(splitSnippet('&lt;mark&gt;nem kiemelés&lt;/mark&gt;')).toEqual([
      { text: '<mark>nem kiemelés</mark>', mark: false },
    ]);
  });

  it('highlights to the end when a marker is left open', () => {
    expect(splitSnippet('a <mark>b c')).toEqual([
      { text: 'a ', mark: false },
      { text: 'b c', mark: true },
    ]);
  });
});
