import { Alert, Grid, Stack, Text } from '@mantine/core';
import {
  allowedActions,
  can,
  decodeTitle,
  EDITOR,
  EDITOR_STATE_UI,
  HISTORY_UI,
  POST_LIST,
  type Post,
  WORKFLOW_UI,
} from '@newsroom/shared';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { showSuccess } from '../../../lib/messages.ts';
import { useRulesForm } from '../../../lib/rules-form.ts';
import { useSession } from '../../../lib/session.ts';
import { EditorComments } from './comments/EditorComments.tsx';
import { EditorCorrections } from './corrections/EditorCorrections.tsx';
import { EditorActionBar } from './EditorActionBar.tsx';
import { EditorCategoryFields } from './EditorCategoryFields.tsx';
import { EditorChecklist } from './EditorChecklist.tsx';
import { EditorCoverFields } from './EditorCoverFields.tsx';
import { EditorInfoBar } from './EditorInfoBar.tsx';
import { EditorLinks } from './EditorLinks.tsx';
import { EditorSchedule } from './EditorSchedule.tsx';
import { EditorTextFields } from './EditorTextFields.tsx';
import { LeaveConfirm } from './LeaveConfirm.tsx';
import { PresenceNotice } from './PresenceNotice.tsx';
import {
  emptyPostForm,
  isReadyToSave,
  type PostFormValues,
  postFormFromPost,
  postFormValidator,
} from './post-form.ts';
import { RestoreOffer } from './RestoreOffer.tsx';
import { ReturnDialog } from './ReturnDialog.tsx';
import { SubmitRecipients } from './SubmitRecipients.tsx';
import { usePostDelete } from './use-post-delete.ts';
import { usePostSave } from './use-post-save.ts';
import { usePresence } from './use-presence.ts';
import { useUnsavedCopy } from './use-unsaved-copy.ts';
import { useWorkflow } from './use-workflow.ts';

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
  const id = post?.id ?? null;
  const [saved, setSaved] = useState<Post | null>(post);
  const [baseline, setBaseline] = useState<PostFormValues>(() =>
    post ? postFormFromPost(post) : emptyPostForm(),
  );
  const form = useRulesForm<PostFormValues>({ initialValues: baseline, validate: postFormValidator });
  const { values } = form;
  /** null: the history panel was never opened (its code is not loaded). */
  const [historyOpened, setHistoryOpened] = useState<boolean | null>(null);
  const copy = useUnsavedCopy(id, values, baseline, saved?.last_update ?? null);
  const others = usePresence(id);
  const removal = usePostDelete(id, copy);
  const ready = useMemo(() => isReadyToSave(values), [values]);

  // A new article starts at its title.
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (id === null) titleRef.current?.focus();
  }, [id]);

  /** A saved or restored article: its values become the form's and the baseline of 'unsaved'. */
  function accept(article: Post) {
    const next = postFormFromPost(article);
    copy.clear();
    setSaved(article);
    setBaseline(next);
    form.setValues(next);
  }
  const saver = usePostSave({
    id,
    form,
    saved,
    copy,
    accept,
    deleting: removal.deleting,
    askingDelete: removal.asking,
  });

  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const { user } = useSession();
  const canPublish = can(user, 'publishPosts');
  // A new article is the user's own draft.
  const steps = allowedActions(
    user,
    saved ?? { menu_type: 'draft', workflow_status: 'draft', user_id: user?.id ?? 0 },
  ).filter((a) => a !== 'publish' && a !== 'unpublish');
  const workflow = useWorkflow({ saved, dirty, save: saver.save, accept });
  const historyTexts = useMemo(
    () => ({ title: values.title, short_content: values.short_content, content: values.content }),
    [values.title, values.short_content, values.content],
  );

  function restoredRevision(article: Post, date: string) {
    accept(article);
    form.clearErrors();
    setHistoryOpened(false);
    showSuccess(HISTORY_UI.restored(date));
  }

  function restore() {
    if (!copy.offer) return;
    form.setValues(copy.offer.values);
    form.clearErrors();
    copy.closeOffer();
  }

  return (
    <>
      {CONFIRM_LEAVE && <LeaveConfirm when={dirty} />}
      <EditorActionBar
        id={id}
        saved={saved}
        dirty={dirty}
        ready={ready}
        busy={saver.busy || workflow.busy}
        saving={saver.saving || workflow.busy}
        onHistory={() => setHistoryOpened(true)}
        onSaveDraft={saver.saveDraft}
        onPreview={saver.preview}
        onPublish={() => void saver.save('post')}
        onDelete={removal.ask}
        canPublish={canPublish}
        canDelete={can(user, 'deletePosts')}
        scheduling={values.publish_at !== ''}
        steps={steps}
        onStep={workflow.run}
      />

      {steps.includes('submit') && <SubmitRecipients />}
      <PresenceNotice others={others} />
      {saved?.menu_type === 'draft' && saved.workflow_status === 'returned' && saved.workflow_note && (
        <Alert color="orange" variant="light" title={WORKFLOW_UI.returnedNote} data-testid="returned-note">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {saved.workflow_note}
          </Text>
        </Alert>
      )}
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
          void saver.save(canPublish ? 'post' : 'draft');
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <EditorTextFields form={form} titleRef={titleRef} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Stack gap="lg">
              <EditorCategoryFields form={form} />
              <EditorCoverFields form={form} />
              {saved?.menu_type !== 'post' && canPublish && <EditorSchedule form={form} />}
              <EditorChecklist values={values} />
              {saved?.menu_type === 'post' && <EditorCorrections postId={saved.id} canCorrect={canPublish} />}
              {saved && <EditorLinks publicUrl={`${publicSiteUrl}${saved.post_url}`} />}
              <EditorComments postId={id} />
            </Stack>
          </Grid.Col>
        </Grid>
      </form>

      <ReturnDialog
        opened={workflow.returning.opened}
        author={saved?.full_name ?? ''}
        onConfirm={workflow.returning.confirm}
        onCancel={workflow.returning.cancel}
      />
      <ConfirmDialog
        opened={removal.asking}
        message={POST_LIST.deleteConfirm(decodeTitle(saved?.title ?? values.title))}
        confirmLabel={POST_LIST.confirmYes}
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
        loading={removal.deleting}
      />
      <ConfirmDialog
        opened={saver.unpublish.opened}
        title={EDITOR_STATE_UI.unpublishTitle}
        message={EDITOR_STATE_UI.unpublishConfirm}
        confirmLabel={EDITOR_STATE_UI.unpublishYes}
        cancelLabel={EDITOR_STATE_UI.unpublishCancel}
        confirmColor="orange"
        onConfirm={saver.unpublish.confirm}
        onCancel={saver.unpublish.cancel}
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
