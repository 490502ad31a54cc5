import { describe, expect, it } from 'vitest';
import { hasArticleContent, normalizeThumbnail, type PostInput, postInputSchema } from './posts.ts';
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
