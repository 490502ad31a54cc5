import { Alert } from '@mantine/core';
import { EDITOR, formatDate, type Post } from '@newsroom/shared';
import { IconFileText, IconWorld } from '@tabler/icons-react';

/** 'Ez a cikk piszkozat {date}!' or 'Ez a cikk közzé van téve - {date}!' for a saved article. */
export function EditorInfoBar({ post }: { post: Pick<Post, 'menu_type' | 'creation_date' | 'last_update'> }) {
  const isDraft = post.menu_type === 'draft';
  // A draft is dated by its last save, a published article by its publication.
  const date = formatDate(isDraft ? post.last_update : post.creation_date);
  return (
    <Alert
      color={isDraft ? 'yellow' : 'green'}
      variant="light"
      icon={isDraft ? <IconFileText size={18} /> : <IconWorld size={18} />}
      data-testid="editor-info-bar"
      mb="md"
    >
      {isDraft ? EDITOR.draftInfo(date) : EDITOR.publishedInfo(date)}
    </Alert>
  );
}
