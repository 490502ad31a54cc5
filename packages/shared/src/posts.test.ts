import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates.ts';
import {
  hasArticleContent,
  normalizeThumbnail,
  type PostInput,
  postBulkSummary,
  postInputSchema,
} from './posts.ts';
import { checkRules } from './rules.ts';
import { POST_MESSAGES } from './strings/posts.ts';

const valid: PostInput = {
  title: 'Megnyílt az új híd',
  short_content: 'Rövid bevezető.',
  content: '<p>A cikk szövege.</p>',
  menu_id: 1,
  thumbnail: '/uploads/posts/covers/hid.jpg',
};

const errorsOf = (input: Record<string, unknown>) => checkRules(postInputSchema, input, 'más')?.errors;
const messageOf = (input: Record<string, unknown>) => checkRules(postInputSchema, input, 'más')?.message;

describe('postInputSchema', () => {
  it('takes a complete article', () => {
    expect(postInputSchema.safeParse(valid).success).toBe(true);
    expect(
      postInputSchema.safeParse({ ...valid, thumbnail: '', image: { data: 'data:image/png;base64,AA' } }),
    ).toMatchObject({ success: true });
  });

  it("marks title, short content, content and category, all at once, with 'Töltse ki a megjelölt mezőket!'", () => {
    expect(errorsOf({ thumbnail: valid.thumbnail })).toEqual({
      title: POST_MESSAGES.invalid,
      short_content: POST_MESSAGES.invalid,
      content: POST_MESSAGES.invalid,
      menu_id: POST_MESSAGES.invalid,
    });
    expect(POST_MESSAGES.invalid).toBe('Töltse ki a megjelölt mezőket!');
    for (const blank of [
      { title: '  ' },
      { short_content: '\n' },
      { content: '<p>&nbsp;</p>' },
      { menu_id: 0 },
    ]) {
      expect(Object.keys(errorsOf({ ...valid, ...blank }) ?? {})).toEqual(Object.keys(blank));
    }
  });

  it("wants a cover: a new image or a thumbnail, else 'Tötlse fel a borítóképet!' on image", () => {
    expect(errorsOf({ ...valid, thumbnail: ' ' })).toEqual({ image: POST_MESSAGES.noCover });
    expect(messageOf({ ...valid, thumbnail: '', image: null })).toBe('Tötlse fel a borítóképet!');
  });

  it('marks the missing fields and the cover at once; the fields come first', () => {
    const failure = checkRules(postInputSchema, { ...valid, title: '', thumbnail: '' }, 'más');
    expect(failure).toEqual({
      errors: { title: POST_MESSAGES.invalid, image: POST_MESSAGES.noCover },
      message: POST_MESSAGES.invalid,
    });
  });

  it('refuses a thumbnail with a scheme or host, unless a new image replaces it', () => {
    for (const thumbnail of ['https://cdn.example/uploads/a.jpg', '//cdn.example/uploads/a.jpg', 'kep.jpg']) {
      expect(errorsOf({ ...valid, thumbnail })).toEqual({ thumbnail: POST_MESSAGES.noCover });
    }
    const replaced = {
      ...valid,
      thumbnail: 'https://x.example/a.jpg',
      image: { data: 'data:image/png;base64,AA' },
    };
    expect(postInputSchema.safeParse(replaced).success).toBe(true);
  });

  it('keeps a thumbnail from /uploads on', () => {
    expect(postInputSchema.parse({ ...valid, thumbnail: ' uploads/posts/a.jpg ' }).thumbnail).toBe(
      '/uploads/posts/a.jpg',
    );
    expect(normalizeThumbnail('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(normalizeThumbnail('https://x.example/uploads/a.jpg')).toBe('https://x.example/uploads/a.jpg');
  });

  it('leaves wrongly typed fields to zod (no rule message)', () => {
    expect(errorsOf({ ...valid, title: 5, menu_id: 'x' })).toEqual({ title: 'más', menu_id: 'más' });
  });
});

describe('hasArticleContent', () => {
  it('counts visible text and images, not empty markup or hidden text', () => {
    expect(hasArticleContent('<p>Szöveg</p>')).toBe(true);
    expect(hasArticleContent('<p><img src="/uploads/a.jpg" alt=""></p>')).toBe(true);
    for (const html of [
      '',
      '<p></p>',
      '<p>&nbsp;</p><p><br></p>',
      '<p><script>x</script></p>',
      '<style>p{}</style>',
    ])
      expect(hasArticleContent(html), html).toBe(false);
  });
});

describe('postInputSchema publish_at', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  it('takes a future time with its offset, null, an empty value (null) or none', () => {
    const at = inMinutes(30);
    expect(postInputSchema.parse({ ...valid, publish_at: at }).publish_at).toBe(at);
    expect(postInputSchema.parse({ ...valid, publish_at: '2999-01-01T10:00:00+01:00' }).publish_at).toBe(
      '2999-01-01T10:00:00+01:00',
    );
    expect(postInputSchema.parse({ ...valid, publish_at: null }).publish_at).toBeNull();
    expect(postInputSchema.parse({ ...valid, publish_at: '' }).publish_at).toBeNull();
    expect(postInputSchema.parse(valid).publish_at).toBeUndefined();
  });

  it('refuses a draft scheduled in the past (a minute of clock skew allowed), never a published article', () => {
    expect(errorsOf({ ...valid, publish_at: inMinutes(-5) })).toEqual({
      publish_at: POST_MESSAGES.publishAtPast,
    });
    expect(errorsOf({ ...valid, publish_at: inMinutes(-0.5) })).toBeUndefined();
    expect(errorsOf({ ...valid, menu_type: 'post', publish_at: inMinutes(-5) })).toBeUndefined();
  });

  it('refuses a time without an offset or outside 1900–2999', () => {
    for (const publish_at of ['2999-01-01T10:00:00', '2999-01-01', '3000-01-01T10:00:00Z', 'holnap']) {
      expect(errorsOf({ ...valid, publish_at })).toEqual({ publish_at: POST_MESSAGES.publishAtInvalid });
    }
  });
});

describe('formatDateTime', () => {
  it('shows an instant as Budapest time, YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime('2026-07-01T08:05:00Z')).toBe('2026-07-01 10:05');
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('2027-01-01 00:30');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('postBulkSummary', () => {
  const none = { ok: 0, unchanged: 0, conflict: 0, not_found: 0, invalid: 0, forbidden: 0 };
  it('says what was done first, then only the outcomes there are', () => {
    expect(postBulkSummary('move', { ...none, ok: 12, conflict: 1 })).toBe(
      '12 cikk áthelyezve, 1 időközben módosult',
    );
    expect(postBulkSummary('publish', { ...none, ok: 3 })).toBe('3 cikk közzétéve');
    expect(postBulkSummary('unpublish', { ...none, ok: 0, unchanged: 2, not_found: 1, invalid: 1 })).toBe(
      '0 cikk visszavonva, 2 már piszkozat volt, 1 nem található, 1 hibás, nem menthető',
    );
    expect(postBulkSummary('move', { ...none, ok: 1, forbidden: 2 })).toBe(
      '1 cikk áthelyezve, 2 nincs rá joga',
    );
    expect(postBulkSummary('delete', { ...none, ok: 2, unchanged: 1 })).toBe(
      '2 cikk törölve, 1 már törölve volt',
    );
  });
});
