import { POST_MESSAGES } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../lib/rules-validator.ts';
import {
  emptyPostForm,
  errorsFromServer,
  isReadyToSave,
  type PostFormValues,
  postFormValidator,
  toPostInput,
} from './post-form.ts';

const filled: PostFormValues = {
  ...emptyPostForm(),
  title: 'Megnyílt az új híd',
  short_content: 'Rövid bevezető.',
  content: '<p>A cikk szövege.</p>',
  thumbnail: '/uploads/posts/covers/hid.jpg',
};

describe('the article editor form', () => {
  it('marks every required field and the cover of an empty article at once', () => {
    const errors = postFormValidator(emptyPostForm());
    expect(errors).toEqual({
      title: POST_MESSAGES.invalid,
      short_content: POST_MESSAGES.invalid,
      content: POST_MESSAGES.invalid,
      image: POST_MESSAGES.noCover,
    });
    expect(firstMessage(errors)).toBe('Töltse ki a megjelölt mezőket!');
  });

  it('asks only for the cover once the fields are filled', () => {
    const errors = postFormValidator({ ...filled, thumbnail: '' });
    expect(errors).toEqual({ image: POST_MESSAGES.noCover });
    expect(firstMessage(errors)).toBe('Tötlse fel a borítóképet!');
    expect(postFormValidator(filled)).toEqual({});
  });

  it('shows a refused cover path on the cover input', () => {
    expect(postFormValidator({ ...filled, thumbnail: 'https://x.example/a.jpg' })).toEqual({
      image: POST_MESSAGES.noCover,
    });
    expect(
      errorsFromServer({ thumbnail: POST_MESSAGES.coverNotStored, title: POST_MESSAGES.invalid }),
    ).toEqual({
      image: POST_MESSAGES.coverNotStored,
      title: POST_MESSAGES.invalid,
    });
  });

  it('offers the draft and preview buttons only for an article with title, texts and a cover', () => {
    expect(isReadyToSave(filled)).toBe(true);
    expect(isReadyToSave({ ...filled, content: '<p></p>' })).toBe(false);
    expect(isReadyToSave({ ...filled, thumbnail: '' })).toBe(false);
    const image = {
      data: 'data:image/png;base64,AA',
      filename: 'a.png',
      type: 'image/png',
      dimensions: { width: 1, height: 1 },
    };
    expect(isReadyToSave({ ...filled, thumbnail: '', image })).toBe(true);
  });

  it('sends the thumbnail from /uploads on, the keywords comma-joined', () => {
    const input = toPostInput(
      { ...filled, thumbnail: 'uploads/a.jpg', keywords: ['híd', 'Duna'] },
      'post',
      null,
    );
    expect(input).toMatchObject({ thumbnail: '/uploads/a.jpg', keywords: 'híd,Duna', menu_type: 'post' });
    expect(input).not.toHaveProperty('last_update');
  });
});
