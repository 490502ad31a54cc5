import { AUDIT_PAGE, AUDIT_REDACTED } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { actorText, changeSummary, itemPath, itemText, shortValue, valueText } from './audit-format.ts';

describe('the item of an entry', () => {
  it('names it as "Cikk #12: Title" and links to its screen', () => {
    const post = { entity: 'post', entity_id: 12, label: 'Title' } as const;
    expect(itemText(post)).toBe('Cikk #12: Title');
    expect(itemPath(post)).toBe('/posts/12');
    expect(itemPath({ entity: 'user', entity_id: 3 })).toBe('/users/3');
    expect(itemPath({ entity: 'banner', entity_id: 3 })).toBe('/campaigns/banners');
    expect(itemPath({ entity: 'voting_widget', entity_id: 3 })).toBe('/tools/voting-widgets');
  });

  it('has no link for settings, sessions or an item without id', () => {
    expect(itemPath({ entity: 'settings', entity_id: 1 })).toBeNull();
    expect(itemPath({ entity: 'session', entity_id: 1 })).toBeNull();
    expect(itemPath({ entity: 'post', entity_id: null })).toBeNull();
    expect(itemText({ entity: 'settings', entity_id: null, label: null })).toBe('Beállítás');
  });

  it('says who: the name, else the e-mail, else the server', () => {
    expect(actorText({ user_name: 'Bíró Anna', user_email: 'a@x.hu' })).toBe('Bíró Anna');
    expect(actorText({ user_name: null, user_email: 'a@x.hu' })).toBe('a@x.hu');
    expect(actorText({ user_name: null, user_email: null })).toBe(AUDIT_PAGE.system);
  });
});

describe('what changed', () => {
  it('writes values as text', () => {
    expect(valueText(null)).toBe(AUDIT_PAGE.emptyValue);
    expect(valueText('')).toBe(AUDIT_PAGE.emptyValue);
    expect(valueText(0)).toBe('0');
    expect(valueText(['a', 'b'])).toBe('["a","b"]');
    expect(valueText({ a: 1 }, true)).toBe('{\n  "a": 1\n}');
    expect(valueText(AUDIT_REDACTED)).toBe(AUDIT_PAGE.redacted);
  });

  it('shortens long values and drops markup in a row', () => {
    const long = 'x'.repeat(100);
    expect(shortValue(long)).toEqual({ text: `${'x'.repeat(59)}…`, cut: true });
    expect(shortValue('<p>Hello <b>world</b></p>')).toEqual({ text: 'Hello world', cut: true });
    expect(shortValue('Rövid')).toEqual({ text: 'Rövid', cut: false });
  });

  it('names the first fields and counts the rest', () => {
    const summary = changeSummary(
      {
        title: { before: 'Régi', after: 'Új' },
        lead: { before: null, after: 'Bevezető' },
        keywords: { before: 'a', after: 'b' },
        content: { before: '<p>1</p>', after: '<p>2</p>' },
      },
      3,
    );
    expect(summary.lines).toEqual([
      // In words where the field has a Hungarian name, else by its API name.
      { field: 'Cím', before: 'Régi', after: 'Új' },
      { field: 'lead', before: AUDIT_PAGE.emptyValue, after: 'Bevezető' },
      { field: 'Kulcsszavak', before: 'a', after: 'b' },
    ]);
    expect(summary.more).toBe(1);
    expect(summary.hasMore).toBe(true);
    expect(changeSummary({ title: { before: 'a', after: 'b' } }).hasMore).toBe(false);
    expect(changeSummary(null)).toEqual({ lines: [], more: 0, hasMore: false });
  });
});
