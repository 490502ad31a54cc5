import { Button, Group } from '@mantine/core';
import { EDITOR, EDITOR_STATE_UI, HISTORY_UI, type Post } from '@newsroom/shared';
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
}: EditorActionBarProps) {
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
          <Button onClick={onPublish} loading={saving} disabled={busy}>
            {EDITOR.publish}
          </Button>
          {id !== null && (
            <Button color="red" variant="light" onClick={onDelete} disabled={busy}>
              {EDITOR.delete}
            </Button>
          )}
        </Group>
      </PageHeader>
    </div>
  );
}
