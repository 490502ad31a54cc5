import type { FormErrors } from '@mantine/form';
import {
  DEFAULT_MENU_ID,
  DEFAULT_SECONDARY_MENU_ID,
  isoToZonedLocal,
  type MenuType,
  normalizeThumbnail,
  POST_MESSAGES,
  type Post,
  type PostInput,
  postInputSchema,
  splitKeywords,
  zonedLocalToIso,
} from '@newsroom/shared';
import type { ImageFile } from '../../../lib/image-file.ts';
import { rulesValidator } from '../../../lib/rules-validator.ts';

/** A new cover image chosen in the editor, as the API takes it (docs/product.md: image). */
export type CoverImage = ImageFile;

/** What the editor's fields hold. */
export type PostFormValues = {
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
  /** 'Időzítés': the publication time in the newsroom's zone (`YYYY-MM-DDTHH:mm`), '' for none. */
  publish_at: string;
  /** 'Embargó eddig': not public before this time, in the newsroom's zone; '' for none. */
  embargo_until: string;
  /** 'Felelős szerkesztő': a user id, '' for none. */
  responsible_editor_id: string;
};

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
    publish_at: '',
    embargo_until: '',
    responsible_editor_id: '',
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
    publish_at: isoToZonedLocal(post.publish_at),
    embargo_until: isoToZonedLocal(post.embargo_until),
    responsible_editor_id: post.responsible_editor_id ? String(post.responsible_editor_id) : '',
  };
}

/**
 * The editor's rules, the API's own (postInputSchema) on the body a save would send: title,
 * category, short content and content required, then a cover (a new image or the stored one),
 * every invalid field marked at once. A refused cover path marks the cover input.
 */
export const postFormValidator = rulesValidator<PostFormValues>(
  postInputSchema,
  POST_MESSAGES.invalid,
  (values) => toPostInput(values, 'post', null),
  fieldOfPostInput,
);

/** The editor's field that shows an error of a body field. */
function fieldOfPostInput(path: string): string {
  return path === 'thumbnail' ? 'image' : path;
}

/** The fields the draft and preview buttons wait for. */
const READY_FIELDS = ['title', 'short_content', 'content', 'image'];

/** The draft and preview buttons show only for an article with a title, short content, content and a cover. */
export function isReadyToSave(values: PostFormValues): boolean {
  const errors = postFormValidator(values);
  return !READY_FIELDS.some((field) => field in errors);
}

/** The fields a 400 reply names, with its messages, as the editor marks them. */
export function errorsFromServer(errors: Record<string, string> | undefined): FormErrors {
  const marked: FormErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) marked[fieldOfPostInput(key)] ??= message;
  return marked;
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
    // A draft carries its schedule (none: null unschedules); publishing clears it on the server.
    ...(menuType === 'draft'
      ? { publish_at: values.publish_at ? (zonedLocalToIso(values.publish_at) ?? values.publish_at) : null }
      : {}),
    // A local copy kept before the embargo existed has none: the stored embargo then stays.
    ...(values.embargo_until === undefined
      ? {}
      : {
          embargo_until: values.embargo_until
            ? (zonedLocalToIso(values.embargo_until) ?? values.embargo_until)
            : null,
        }),
    // A local copy kept before the field existed has none: the stored one then stays.
    ...(values.responsible_editor_id === undefined
      ? {}
      : {
          responsible_editor_id: values.responsible_editor_id ? Number(values.responsible_editor_id) : null,
        }),
    ...(lastUpdate ? { last_update: lastUpdate } : {}),
  };
}

export function samePostForm(a: PostFormValues, b: PostFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
