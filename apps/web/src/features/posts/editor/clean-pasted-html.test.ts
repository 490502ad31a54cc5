import { describe, expect, it } from 'vitest';
import { isSafeHref, listKindOfMarker, readInlineMarks } from './clean-pasted-html.ts';

// cleanPastedHtml itself needs DOMParser (a browser): apps/web/e2e/editor-content.spec.ts covers it.

describe('readInlineMarks', () => {
  it('reads bold and italic as Google Docs writes them', () => {
    expect(readInlineMarks('font-size:11pt;font-weight:700;font-style:normal;')).toEqual({
      bold: true,
      italic: false,
    });
    expect(readInlineMarks('font-weight:400;font-style:italic')).toEqual({ bold: false, italic: true });
  });

  it('reads Word and keyword forms, spaces, case and !important', () => {
    expect(readInlineMarks('mso-bidi-font-weight: normal; FONT-WEIGHT: Bold !important')).toEqual({
      bold: true,
    });
    expect(readInlineMarks('font-style: oblique')).toEqual({ italic: true });
    expect(readInlineMarks('font-weight:normal')).toEqual({ bold: false });
  });

  it('says nothing when the style does not', () => {
    expect(readInlineMarks('color:#000000;mso-fareast-font-family:"Times New Roman"')).toEqual({});
    expect(readInlineMarks('')).toEqual({});
  });
});

describe('isSafeHref', () => {
  it('keeps web, mail and site links', () => {
    for (const href of [
      'https://example.com/a',
      'http://x.hu',
      'mailto:a@b.hu',
      '/posts/1',
      '#top',
      'cikk.html',
    ]) {
      expect(isSafeHref(href)).toBe(true);
    }
  });

  it('refuses script and local files', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:void(0)',
      'file:///C:/doc.docx',
      'data:text/html,x',
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
  });
});

describe('listKindOfMarker', () => {
  it('tells numbered from bulleted Word list markers', () => {
    expect(listKindOfMarker('1.\u00a0\u00a0\u00a0 ')).toBe('ol');
    expect(listKindOfMarker('a)')).toBe('ol');
    expect(listKindOfMarker('iv.')).toBe('ol');
    expect(listKindOfMarker('·\u00a0\u00a0\u00a0\u00a0\u00a0 ')).toBe('ul');
    expect(listKindOfMarker('§')).toBe('ul');
    expect(listKindOfMarker('o')).toBe('ul');
  });
});
