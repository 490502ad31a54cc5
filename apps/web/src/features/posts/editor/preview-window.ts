import type { PreviewInput } from '@newsroom/shared';
import type { PostFormValues } from './post-form.ts';

/**
 * The window 'Előnézet' shows the preview in: opened at the click, while it still counts as the
 * user's, so a popup blocker lets it through; the address is given once the server answers.
 */
export function openPreviewWindow(): Window | null {
  return window.open('', '_blank');
}

/** Shows the signed preview address in the window opened at the click, which gets no opener. */
export function showPreview(target: Window | null, url: string): void {
  if (!target) return;
  target.opener = null;
  target.location.href = url;
}

/** A published article's preview: the form's current text, kept behind the token, never saved. */
export function previewSnapshot(values: PostFormValues): PreviewInput {
  return {
    title: values.title.trim(),
    short_content: values.short_content.trim(),
    content: values.content,
    keywords: values.keywords.join(','),
    thumbnail_source: values.thumbnail_source.trim(),
  };
}
