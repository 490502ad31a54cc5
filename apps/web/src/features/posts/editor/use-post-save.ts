import { type MenuType, POST_MESSAGES, type Post, paths } from '@newsroom/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { showError, showMessage } from '../../../lib/messages.ts';
import { passesRules, type RulesForm } from '../../../lib/rules-form.ts';
import { usePreviewPost } from '../api/preview-post.ts';
import { useSavePost } from '../api/save-post.ts';
import { errorsFromServer, type PostFormValues, toPostInput } from './post-form.ts';
import { openPreviewWindow, previewSnapshot, showPreview } from './preview-window.ts';

interface PostSaveOptions {
  /** The article's id, or null for a new one. */
  id: number | null;
  form: RulesForm<PostFormValues>;
  /** The article as last saved or loaded (null: a new one, not saved yet). */
  saved: Post | null;
  /** The local copy of unsaved changes (use-unsaved-copy.ts). */
  copy: { clear: (options?: { stop?: boolean }) => void };
  /** Takes a saved article in: its values become the form's and the baseline of 'unsaved'. */
  accept: (article: Post) => void;
  /** The article is being deleted: the editor is busy. */
  deleting: boolean;
  /** The delete question is open: Ctrl+S waits for the answer. */
  askingDelete: boolean;
}

/**
 * The editor's save: 'Közzététel', 'Mentés piszkozatként' (with the question when a published
 * article would become a draft) and 'Előnézet' (a draft is saved first; a published article is
 * not saved: its form's text is previewed, and it stays on the site), Ctrl+S / Cmd+S, the message
 * of the reply, the move to a new article's own address, the local copy cleared once saved, the
 * server's field errors marked and, for a conflict or any other failure, everything typed kept.
 * The focus returns to the button pressed once the save is over.
 */
export function usePostSave(options: PostSaveOptions) {
  const { id, form, saved, copy, accept, deleting, askingDelete } = options;
  const navigate = useNavigate();
  const savePost = useSavePost();
  const previewPost = usePreviewPost();
  /** A draft save of a published article waits for this question (it unpublishes). */
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const busy = savePost.isPending || previewPost.isPending || deleting;

  // The button pressed to save is disabled while the save runs, which drops the focus; it gets it
  // back once the save is over (and the button enabled again).
  const focusedBeforeSave = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const target = focusedBeforeSave.current;
    focusedBeforeSave.current = null;
    const active = document.activeElement;
    if (target?.isConnected && (!active || active === document.body)) target.focus();
  }, [busy]);

  function keepFocus() {
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      focusedBeforeSave.current = document.activeElement;
  }

  /** A refused save or preview: the fields the server named marked, its message shown. */
  function showFailure(error: unknown) {
    if (!(error instanceof ApiError)) throw error;
    // An expired session has its own message and sign-in; the typed text stays in the local copy.
    if (error.status === 401) return;
    if (error.status === 400) form.setErrors(errorsFromServer(error.errors));
    // A conflict (409) and every other failure keep everything typed, and the local copy with it.
    showError(error.message);
  }

  /** The signed preview address of article `articleId` in `target`; a refusal closes the window. */
  async function openPreview(target: Window | null, articleId: number, values?: PostFormValues) {
    try {
      const reply = await previewPost.mutateAsync({
        id: articleId,
        input: values ? previewSnapshot(values) : {},
      });
      showPreview(target, reply.data.url);
    } catch (error) {
      target?.close();
      showFailure(error);
    }
  }

  /**
   * Saves the form as `menuType`; `then` (a workflow step) runs on the saved article before the
   * editor takes it in, and its reply is what the editor shows.
   */
  async function save(menuType: MenuType, preview = false, then?: (article: Post) => Promise<Post>) {
    if (!passesRules(form)) return;
    const previewWindow = preview ? openPreviewWindow() : null;
    keepFocus();
    let article: Post;
    try {
      const reply = await savePost.mutateAsync({
        id,
        input: toPostInput(form.values, menuType, saved?.last_update ?? null),
      });
      article = reply.data;
      if (then) article = await then(article);
      const said =
        reply.message ||
        (article.menu_type === 'post' ? POST_MESSAGES.published : POST_MESSAGES.savedAsDraft);
      // Screen readers hear the save from the shell's live region (not from the toast too), also
      // after the new article's screen replaces this one. A workflow step says its own.
      if (!then) showMessage(article.menu_type === 'post' ? 'success' : 'info', said, { liveRegion: true });
    } catch (error) {
      previewWindow?.close();
      showFailure(error);
      return;
    }
    if (id === null) {
      copy.clear({ stop: true });
      navigate(paths.post.href(article.id));
    } else accept(article);
    if (previewWindow) await openPreview(previewWindow, article.id);
  }

  /**
   * 'Mentés piszkozatként': a published article becomes a draft by it, so that is asked first
   * (after the fields pass, so a refused save asks nothing).
   */
  function saveDraft() {
    if (saved?.menu_type === 'post') {
      if (passesRules(form)) setConfirmingUnpublish(true);
      return;
    }
    void save('draft');
  }

  /**
   * 'Előnézet': a draft (or a new article) is saved as a draft first, then previewed as saved; a
   * published article is not saved and stays on the site: the form's text is previewed.
   */
  function preview() {
    if (saved?.menu_type !== 'post') {
      void save('draft', true);
      return;
    }
    if (!passesRules(form)) return;
    const previewWindow = openPreviewWindow();
    keepFocus();
    void openPreview(previewWindow, saved.id, form.values);
  }

  function confirmUnpublish() {
    setConfirmingUnpublish(false);
    void save('draft');
  }

  // Ctrl+S / Cmd+S: the button of the article's state, instead of the browser's save dialog.
  const onSaveShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    if (busy || askingDelete || confirmingUnpublish) return;
    if (saved?.menu_type === 'post') void save('post');
    else void save('draft');
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onSaveShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return {
    save,
    saveDraft,
    preview,
    saving: savePost.isPending,
    busy,
    /** The question before a published article becomes a draft. */
    unpublish: {
      opened: confirmingUnpublish,
      confirm: confirmUnpublish,
      cancel: () => setConfirmingUnpublish(false),
    },
  };
}
