import { Anchor, Button, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  characterCount,
  decodeTitle,
  EDITOR,
  EDITOR_STATE_UI,
  HISTORY_UI,
  type MenuType,
  POST_LIST,
  POST_MESSAGES,
  type Post,
  SCHEDULE_UI,
} from '@newsroom/shared';
import { IconBrandFacebook, IconExternalLink, IconHistory } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DateTimeInput } from '../../../components/DateTimeInput.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ApiError } from '../../../lib/api.ts';
import { showError, showMessage, showSuccess } from '../../../lib/messages.ts';
import { useMenus, usePostTypes } from '../../../lib/reference-lists.ts';
import { passesRules, useRulesForm } from '../../../lib/rules-form.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useMostUsedKeywords } from '../api/most-used-keywords.ts';
import { useSavePost } from '../api/save-post.ts';
import { useSubmenus } from '../api/submenus.ts';
import { ContentEditor } from './ContentEditor.tsx';
import { CoverImageInput } from './CoverImageInput.tsx';
import classes from './EditorActionBar.module.css';
import { EditorInfoBar } from './EditorInfoBar.tsx';
import { EditorStateBadge } from './EditorStateBadge.tsx';
import { KeywordsInput } from './KeywordsInput.tsx';
import { LeaveConfirm } from './LeaveConfirm.tsx';
import { PresenceNotice } from './PresenceNotice.tsx';
import {
  emptyPostForm,
  errorsFromServer,
  isReadyToSave,
  type PostFormValues,
  postFormFromPost,
  postFormValidator,
  toPostInput,
} from './post-form.ts';
import { RestoreOffer } from './RestoreOffer.tsx';
import { usePresence } from './use-presence.ts';
import { useUnsavedCopy } from './use-unsaved-copy.ts';

/** The history panel, with the diff library, loads only when first opened. */
const HistoryDrawer = lazy(() => import('./history/HistoryDrawer.tsx'));

/** The switch of docs/product.md: off, so leaving the editor never asks. */
const CONFIRM_LEAVE: boolean = false;

interface PostEditorFormProps {
  /** The article as loaded, or null for a new one. */
  post: Post | null;
  /** PUBLIC_SITE_URL, the base of the public and preview links. */
  publicSiteUrl: string;
}

/** The editor's fields and actions for one article (new when `post` is null). */
export function PostEditorForm({ post, publicSiteUrl }: PostEditorFormProps) {
  const navigate = useNavigate();
  const id = post?.id ?? null;
  const [saved, setSaved] = useState<Post | null>(post);
  const [baseline, setBaseline] = useState<PostFormValues>(() =>
    post ? postFormFromPost(post) : emptyPostForm(),
  );
  const form = useRulesForm<PostFormValues>({ initialValues: baseline, validate: postFormValidator });
  const { values, errors } = form;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  /** A draft save of a published article waits for this question (it unpublishes); true: a preview. */
  const [confirmingUnpublish, setConfirmingUnpublish] = useState<{ preview: boolean } | null>(null);
  /** null: the history panel was never opened (its code is not loaded). */
  const [historyOpened, setHistoryOpened] = useState<boolean | null>(null);
  const copy = useUnsavedCopy(id, values, baseline, saved?.last_update ?? null);
  const others = usePresence(id);

  const menus = useMenus();
  const submenus = useSubmenus(values.menu_id);
  const postTypes = usePostTypes();
  const menuPath = menus.data?.find((m) => m.id === values.menu_id)?.path;
  const keywordSuggestions = useMostUsedKeywords(menuPath);
  const savePost = useSavePost();
  const deletePost = useDeletePost();

  const count = useMemo(() => characterCount(values.content), [values.content]);
  const ready = useMemo(() => isReadyToSave(values), [values]);
  const busy = savePost.isPending || deletePost.isPending;

  // A new article starts at its title.
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (id === null) titleRef.current?.focus();
  }, [id]);
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
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const historyTexts = useMemo(
    () => ({ title: values.title, short_content: values.short_content, content: values.content }),
    [values.title, values.short_content, values.content],
  );

  async function save(menuType: MenuType, preview = false) {
    if (!passesRules(form)) return;
    // Opened now, while the click still counts as the user's, so a popup blocker lets it through.
    const previewWindow = preview ? window.open('', '_blank') : null;
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      focusedBeforeSave.current = document.activeElement;
    try {
      const reply = await savePost.mutateAsync({
        id,
        input: toPostInput(values, menuType, saved?.last_update ?? null),
      });
      const article = reply.data;
      const said =
        reply.message ||
        (article.menu_type === 'post' ? POST_MESSAGES.published : POST_MESSAGES.savedAsDraft);
      // Screen readers hear the save from the shell's live region (not from the toast too), also
      // after the new article's screen replaces this one.
      showMessage(article.menu_type === 'post' ? 'success' : 'info', said, { liveRegion: true });
      if (previewWindow) {
        previewWindow.opener = null;
        previewWindow.location.href = `${publicSiteUrl}${article.post_url}?draft=1`;
      }
      if (id === null) {
        copy.clear({ stop: true });
        navigate(`/posts/${article.id}`);
        return;
      }
      const next = postFormFromPost(article);
      copy.clear();
      setSaved(article);
      setBaseline(next);
      form.setValues(next);
    } catch (error) {
      previewWindow?.close();
      if (!(error instanceof ApiError)) throw error;
      // An expired session has its own message and sign-in; the typed text stays in the local copy.
      if (error.status === 401) return;
      if (error.status === 400) form.setErrors(errorsFromServer(error.errors));
      // A conflict (409) and every other failure keep everything typed, and the local copy with it.
      showError(error.message);
    }
  }

  /**
   * 'Mentés piszkozatként' and 'Előnézet': a published article becomes a draft by it, so that is
   * asked first (after the fields pass, so a refused save asks nothing).
   */
  function saveDraft(preview: boolean) {
    if (saved?.menu_type === 'post') {
      if (passesRules(form)) setConfirmingUnpublish({ preview });
      return;
    }
    void save('draft', preview);
  }

  function confirmUnpublish() {
    const pending = confirmingUnpublish;
    setConfirmingUnpublish(null);
    if (pending) void save('draft', pending.preview);
  }

  // Ctrl+S / Cmd+S: the button of the article's state, instead of the browser's save dialog.
  const onSaveShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    if (busy || confirmingDelete || confirmingUnpublish) return;
    if (saved?.menu_type === 'post') void save('post');
    else void save('draft');
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onSaveShortcut(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function restoredRevision(article: Post, date: string) {
    const next = postFormFromPost(article);
    copy.clear();
    setSaved(article);
    setBaseline(next);
    form.setValues(next);
    form.clearErrors();
    setHistoryOpened(false);
    showSuccess(HISTORY_UI.restored(date));
  }

  function confirmDelete() {
    if (id === null) return;
    deletePost.mutate(id, {
      onSuccess: () => {
        copy.clear({ stop: true });
        setConfirmingDelete(false);
        navigate('/posts');
      },
      onError: () => setConfirmingDelete(false),
    });
  }

  function restore() {
    if (!copy.offer) return;
    form.setValues(copy.offer.values);
    form.clearErrors();
    copy.closeOffer();
  }

  const publicUrl = saved ? `${publicSiteUrl}${saved.post_url}` : '';
  const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`;
  const menuOptions = (menus.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const submenuOptions = [
    { value: '0', label: EDITOR.noSubmenu },
    ...(submenus.data ?? []).map((s) => ({ value: String(s.id), label: s.title })),
  ];
  const typeOptions = [
    { value: '', label: EDITOR.noPostType },
    ...(postTypes.data ?? []).map((t) => ({ value: t.name, label: t.name })),
  ];
  // A stored value the lists no longer hold still shows.
  if (values.post_type && !typeOptions.some((o) => o.value === values.post_type))
    typeOptions.push({ value: values.post_type, label: values.post_type });

  return (
    <>
      {CONFIRM_LEAVE && <LeaveConfirm when={dirty} />}
      <div className={classes.bar} data-testid="editor-action-bar">
        <PageHeader title={id === null ? EDITOR.newTitle : EDITOR.editTitle}>
          <Group gap="xs" role="group" aria-label={EDITOR.actions} title={EDITOR_STATE_UI.shortcutHint}>
            <EditorStateBadge post={saved} dirty={dirty} />
            {id !== null && (
              <Button
                variant="subtle"
                leftSection={<IconHistory size={16} aria-hidden />}
                onClick={() => setHistoryOpened(true)}
              >
                {HISTORY_UI.open}
              </Button>
            )}
            {ready && (
              <>
                <Button variant="default" onClick={() => saveDraft(false)} disabled={busy}>
                  {EDITOR.saveDraft}
                </Button>
                <Button variant="default" onClick={() => saveDraft(true)} disabled={busy}>
                  {EDITOR.preview}
                </Button>
              </>
            )}
            <Button onClick={() => void save('post')} loading={savePost.isPending} disabled={busy}>
              {EDITOR.publish}
            </Button>
            {id !== null && (
              <Button color="red" variant="light" onClick={() => setConfirmingDelete(true)} disabled={busy}>
                {EDITOR.delete}
              </Button>
            )}
          </Group>
        </PageHeader>
      </div>

      <PresenceNotice others={others} />
      {saved && <EditorInfoBar post={saved} />}
      {copy.offer && (
        <RestoreOffer
          copy={copy.offer}
          changedSince={Boolean(
            saved && copy.offer.baseLastUpdate && copy.offer.baseLastUpdate !== saved.last_update,
          )}
          onRestore={restore}
          onDiscard={copy.discardOffer}
        />
      )}

      <form
        aria-label={EDITOR.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save('post');
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
              <Stack gap="md">
                <TextInput
                  ref={titleRef}
                  label={EDITOR.title}
                  value={values.title}
                  onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
                  error={Boolean(errors.title)}
                  withAsterisk
                  size="md"
                  maxLength={500}
                />
                <Textarea
                  label={EDITOR.shortContent}
                  value={values.short_content}
                  onChange={(e) => form.setFieldValue('short_content', e.currentTarget.value)}
                  error={Boolean(errors.short_content)}
                  withAsterisk
                  autosize
                  minRows={3}
                  maxRows={8}
                />
                <div>
                  {/* The editable area carries the name itself; this is the visible twin of the other labels. */}
                  <Text size="sm" fw={500} mb={4} aria-hidden>
                    {EDITOR.content}{' '}
                    <Text span c="red">
                      *
                    </Text>
                  </Text>
                  <ContentEditor
                    label={EDITOR.content}
                    value={values.content}
                    onChange={(html) => form.setFieldValue('content', html)}
                    invalid={Boolean(errors.content)}
                  />
                  <Text size="sm" c="dimmed" mt={6} data-testid="character-count" aria-live="polite">
                    {EDITOR.characterCount}: <strong>{count}</strong>
                  </Text>
                </div>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                <Stack gap="md">
                  <Select
                    label={EDITOR.menu}
                    data={menuOptions}
                    value={String(values.menu_id)}
                    onChange={(v) => {
                      form.setFieldValue('menu_id', Number(v ?? 0));
                      form.setFieldValue('secondary_menu_id', 0);
                    }}
                    error={Boolean(errors.menu_id)}
                    allowDeselect={false}
                    withAsterisk
                  />
                  <Select
                    label={EDITOR.submenu}
                    data={submenuOptions}
                    value={String(values.secondary_menu_id)}
                    onChange={(v) => form.setFieldValue('secondary_menu_id', Number(v ?? 0))}
                    allowDeselect={false}
                  />
                  <Select
                    label={EDITOR.postType}
                    data={typeOptions}
                    value={values.post_type}
                    onChange={(v) => form.setFieldValue('post_type', v ?? '')}
                    allowDeselect={false}
                  />
                  <KeywordsInput
                    value={values.keywords}
                    onChange={(k) => form.setFieldValue('keywords', k)}
                    suggestions={keywordSuggestions.data ?? []}
                  />
                </Stack>
              </Paper>
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                <Stack gap="md">
                  <CoverImageInput
                    image={values.image}
                    thumbnail={values.thumbnail}
                    invalid={Boolean(errors.image)}
                    onChange={(image) => form.setFieldValue('image', image)}
                    onRemove={() => form.setFieldValue('thumbnail', '')}
                  />
                  <TextInput
                    label={EDITOR.thumbnailSource}
                    value={values.thumbnail_source}
                    onChange={(e) => form.setFieldValue('thumbnail_source', e.currentTarget.value)}
                    maxLength={500}
                  />
                </Stack>
              </Paper>
              {saved?.menu_type !== 'post' && (
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                  <DateTimeInput
                    label={SCHEDULE_UI.publishAt}
                    description={SCHEDULE_UI.publishAtHint}
                    value={values.publish_at}
                    error={errors.publish_at}
                    onChange={(value) => form.setFieldValue('publish_at', value)}
                    clearLabel={SCHEDULE_UI.clear}
                  />
                </Paper>
              )}
              {saved && (
                <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
                  <Stack gap="xs">
                    <Text fw={600} size="sm">
                      {EDITOR.links}
                    </Text>
                    <Anchor href={publicUrl} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={6} wrap="nowrap">
                        <IconExternalLink size={16} aria-hidden />
                        {EDITOR.publicLink}
                      </Group>
                    </Anchor>
                    <Anchor href={shareUrl} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={6} wrap="nowrap">
                        <IconBrandFacebook size={16} aria-hidden />
                        {EDITOR.shareLink}
                      </Group>
                    </Anchor>
                  </Stack>
                </Paper>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </form>

      <ConfirmDialog
        opened={confirmingDelete}
        message={POST_LIST.deleteConfirm(decodeTitle(saved?.title ?? values.title))}
        confirmLabel={POST_LIST.confirmYes}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
        loading={deletePost.isPending}
      />
      <ConfirmDialog
        opened={confirmingUnpublish !== null}
        title={EDITOR_STATE_UI.unpublishTitle}
        message={EDITOR_STATE_UI.unpublishConfirm}
        confirmLabel={EDITOR_STATE_UI.unpublishYes}
        cancelLabel={EDITOR_STATE_UI.unpublishCancel}
        confirmColor="orange"
        onConfirm={confirmUnpublish}
        onCancel={() => setConfirmingUnpublish(null)}
      />
      {id !== null && historyOpened !== null && (
        <Suspense fallback={null}>
          <HistoryDrawer
            postId={id}
            opened={historyOpened}
            onClose={() => setHistoryOpened(false)}
            current={historyTexts}
            lastUpdate={saved?.last_update ?? null}
            onRestored={restoredRevision}
          />
        </Suspense>
      )}
    </>
  );
}
