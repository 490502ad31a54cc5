import { Badge, Group } from '@mantine/core';
import { EDITOR_STATE_UI, type Post, WORKFLOW_BADGE_COLORS, WORKFLOW_STATUS_LABELS } from '@newsroom/shared';

/** A saved article's state: published, scheduled (a draft with a publication time) or draft. */
function savedState(post: Post | null): 'published' | 'scheduled' | 'draft' {
  if (post?.menu_type === 'post') return 'published';
  // publish_at arrives with scheduled publishing; until the article carries it, none is scheduled.
  const publishAt = post && 'publish_at' in post ? post.publish_at : null;
  return typeof publishAt === 'string' && publishAt ? 'scheduled' : 'draft';
}

const COLORS = { published: 'green', scheduled: 'grape', draft: 'yellow' } as const;

/**
 * The state beside the editor's buttons: Piszkozat, Közzétéve or Időzítve as loaded, and
 * Módosítva while there are unsaved changes.
 */
export function EditorStateBadge({ post, dirty }: { post: Post | null; dirty: boolean }) {
  const state = savedState(post);
  return (
    <Group gap={6} role="status" aria-label={EDITOR_STATE_UI.state} data-testid="editor-state">
      <Badge color={COLORS[state]} variant="light" size="lg">
        {EDITOR_STATE_UI[state]}
      </Badge>
      {post && state !== 'published' && post.workflow_status !== 'draft' && (
        <Badge
          color={WORKFLOW_BADGE_COLORS[post.workflow_status]}
          variant="light"
          size="lg"
          data-testid="workflow-state"
        >
          {WORKFLOW_STATUS_LABELS[post.workflow_status]}
        </Badge>
      )}
      {dirty && (
        <Badge color="orange" variant="filled" size="lg">
          {EDITOR_STATE_UI.modified}
        </Badge>
      )}
    </Group>
  );
}
