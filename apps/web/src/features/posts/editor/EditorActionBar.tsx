import { Button, Group } from '@mantine/core';
import {
  EDITOR,
  EDITOR_STATE_UI,
  HISTORY_UI,
  type Post,
  WORKFLOW_ACTION_LABELS,
  WORKFLOW_UI,
  type WorkflowAction,
} from '@newsroom/shared';
import { IconHistory } from '@tabler/icons-react';
import { PageHeader } from '../../../components/PageHeader.tsx';
import classes from './EditorActionBar.module.css';
import { EditorStateBadge } from './EditorStateBadge.tsx';

interface EditorActionBarProps {
  /** The article's id, or null for a new one. */
  id: number | null;
  /** The article as last saved or loaded. */
  saved: Post | null;
  /** There are unsaved changes. */
  dirty: boolean;
  /** The required fields are filled: the draft and preview buttons show. */
  ready: boolean;
  /** A save or a delete runs: the buttons wait. */
  busy: boolean;
  /** A save runs: 'Közzététel' shows it. */
  saving: boolean;
  onHistory: () => void;
  onSaveDraft: () => void;
  onPreview: () => void;
  onPublish: () => void;
  onDelete: () => void;
  /** The user's role publishes (articles.publish): else the primary action is the submission. */
  canPublish: boolean;
  /** The user's role deletes articles (articles.delete). */
  canDelete: boolean;
  /** A publication time is filled in: the primary action schedules ('Időzítés'). */
  scheduling: boolean;
  /** The workflow steps the user may take now (workflow.ts allowedActions). */
  steps: WorkflowAction[];
  onStep: (action: WorkflowAction) => void;
}

/**
 * The editor's title and buttons, which stay in view while the form scrolls: the article's state,
 * 'Előzmények', 'Mentés piszkozatként', 'Előnézet', 'Közzététel' and 'Törlés'.
 */
export function EditorActionBar({
  id,
  saved,
  dirty,
  ready,
  busy,
  saving,
  onHistory,
  onSaveDraft,
  onPreview,
  onPublish,
  onDelete,
  canPublish,
  canDelete,
  scheduling,
  steps,
  onStep,
}: EditorActionBarProps) {
  const published = saved?.menu_type === 'post';
  return (
    <div className={classes.bar} data-testid="editor-action-bar">
      <PageHeader title={id === null ? EDITOR.newTitle : EDITOR.editTitle}>
        <Group gap="xs" role="group" aria-label={EDITOR.actions} title={EDITOR_STATE_UI.shortcutHint}>
          <EditorStateBadge post={saved} dirty={dirty} />
          {id !== null && (
            <Button variant="subtle" leftSection={<IconHistory size={16} aria-hidden />} onClick={onHistory}>
              {HISTORY_UI.open}
            </Button>
          )}
          {ready && (
            <>
              <Button variant="default" onClick={onSaveDraft} disabled={busy}>
                {EDITOR.saveDraft}
              </Button>
              <Button variant="default" onClick={onPreview} disabled={busy}>
                {EDITOR.preview}
              </Button>
            </>
          )}
          {steps.includes('return') && (
            <Button color="orange" variant="light" onClick={() => onStep('return')} disabled={busy}>
              {WORKFLOW_ACTION_LABELS.return}
            </Button>
          )}
          {steps.includes('approve') && (
            <Button color="teal" variant="light" onClick={() => onStep('approve')} disabled={busy}>
              {WORKFLOW_ACTION_LABELS.approve}
            </Button>
          )}
          {canPublish ? (
            <Button
              onClick={scheduling && !published ? onSaveDraft : onPublish}
              loading={saving}
              disabled={busy}
            >
              {scheduling && !published ? WORKFLOW_UI.schedule : EDITOR.publish}
            </Button>
          ) : (
            steps.includes('submit') && (
              <Button onClick={() => onStep('submit')} loading={saving} disabled={busy}>
                {WORKFLOW_ACTION_LABELS.submit}
              </Button>
            )
          )}
          {id !== null && canDelete && (
            <Button color="red" variant="light" onClick={onDelete} disabled={busy}>
              {EDITOR.delete}
            </Button>
          )}
        </Group>
      </PageHeader>
    </div>
  );
}
