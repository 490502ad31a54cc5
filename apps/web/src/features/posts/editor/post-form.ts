import {
  characterCount,
  DEFAULT_MENU_ID,
  DEFAULT_SECONDARY_MENU_ID,
  type MenuType,
  POST_MESSAGES,
  type Post,
  type PostInput,
  splitKeywords,
} from '@newsroom/shared';
import type { ImageFile } from '../../../lib/image-file.ts';

/** A new cover image chosen in the editor, as the API takes it (SPEC.md point 3: image). */
export type CoverImage = ImageFile;

/** What the editor's fields hold. */
export interface PostFormValues {
  title: string;
  menu_id: number;
  secondary_menu_id: number;
  post_type: string;
  short_content: string;
  content: string;
  keywords: string[];
  /** The stored cover's path; empty for an article without one. */
  thumbnail: string;
  thumbnail_source: string;
  image: CoverImage | null;
}

export type PostFormField = 'title' | 'menu_id' | 'short_content' | 'content' | 'image';
export type PostFormErrors = Partial<Record<PostFormField, boolean>>;

export function emptyPostForm(): PostFormValues {
  return {
    title: '',
    menu_id: DEFAULT_MENU_ID,
    secondary_menu_id: DEFAULT_SECONDARY_MENU_ID,
    post_type: '',
    short_content: '',
    content: '',
    keywords: [],
    thumbnail: '',
    thumbnail_source: '',
    image: null,
  };
}

export function postFormFromPost(post: Post): PostFormValues {
  return {
    title: post.title,
    menu_id: post.menu_id || DEFAULT_MENU_ID,
    secondary_menu_id: post.secondary_menu_id || 0,
    post_type: post.post_type ?? '',
    short_content: post.short_content,
    content: post.content,
    keywords: splitKeywords(post.keywords ?? ''),
    thumbnail: post.thumbnail ?? '',
    thumbnail_source: post.thumbnail_source ?? '',
    image: null,
  };
}

/** Content counts as given when it has text or an image (an empty paragraph is not content). */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || characterCount(html) > 0;
}

export const hasCover = (values: PostFormValues) => Boolean(values.image || values.thumbnail);

/** The draft and preview buttons show only for an article that could be saved (SPEC.md point 5). */
export function isReadyToSave(values: PostFormValues): boolean {
  return (
    values.title.trim() !== '' &&
    values.short_content.trim() !== '' &&
    hasContent(values.content) &&
    hasCover(values)
  );
}

/**
 * The client-side rules of SPEC.md point 5: the required fields first, then the cover. Answers the
 * message to show and the fields to mark, or null when the article may be sent.
 */
export function validatePostForm(values: PostFormValues): { message: string; errors: PostFormErrors } | null {
  const errors: PostFormErrors = {};
  if (!values.title.trim()) errors.title = true;
  if (!values.menu_id) errors.menu_id = true;
  if (!values.short_content.trim()) errors.short_content = true;
  if (!hasContent(values.content)) errors.content = true;
  if (Object.keys(errors).length > 0) return { message: POST_MESSAGES.invalid, errors };
  if (!hasCover(values)) return { message: POST_MESSAGES.noCover, errors: { image: true } };
  return null;
}

/** The fields a 400 reply names, as the editor marks them. */
export function errorsFromServer(errors: Record<string, string> | undefined): PostFormErrors {
  const marked: PostFormErrors = {};
  for (const key of Object.keys(errors ?? {})) {
    if (key === 'thumbnail' || key === 'image') marked.image = true;
    else if (key === 'title' || key === 'menu_id' || key === 'short_content' || key === 'content')
      marked[key] = true;
  }
  return marked;
}

/** A stored path as the API keeps it: from /uploads on (a full address loses its host). */
export function normalizeThumbnail(thumbnail: string): string {
  const at = thumbnail.indexOf('/uploads/');
  return at > 0 ? thumbnail.slice(at) : thumbnail;
}

/** The request body of a save; `lastUpdate` is what the editor loaded (null for a new article). */
export function toPostInput(
  values: PostFormValues,
  menuType: MenuType,
  lastUpdate: string | null,
): PostInput {
  return {
    title: values.title.trim(),
    short_content: values.short_content.trim(),
    content: values.content,
    menu_id: values.menu_id,
    secondary_menu_id: values.secondary_menu_id,
    post_type: values.post_type,
    keywords: values.keywords.join(','),
    thumbnail: normalizeThumbnail(values.thumbnail),
    thumbnail_source: values.thumbnail_source.trim(),
    image: values.image,
    menu_type: menuType,
    ...(lastUpdate ? { last_update: lastUpdate } : {}),
  };
}

export function samePostForm(a: PostFormValues, b: PostFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
