import { Badge, Button, Collapse, Stack, Text } from '@mantine/core';
import { COMMENTS_UI } from '@newsroom/shared';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useComments, useResolveComment } from '../../api/comments.ts';
import { EditorPanel } from '../EditorPanel.tsx';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';

/**
 * The editorial thread beside the editor (docs/product.md, "Comments and mentions"): never public;
 * open comments first, the resolved ones folded away. A new article has none until it is saved.
 */
export function EditorComments({ postId }: { postId: number | null }) {
  return (
    <EditorPanel
      title={COMMENTS_UI.title}
      label={COMMENTS_UI.region}
      icon={<IconMessageCircle size={18} aria-hidden />}
    >
      <Text size="xs" c="dimmed">
        {COMMENTS_UI.notPublic}
      </Text>
      {postId === null ? <Text size="sm">{COMMENTS_UI.unsaved}</Text> : <Thread postId={postId} />}
    </EditorPanel>
  );
}

function Thread({ postId }: { postId: number }) {
  const comments = useComments(postId);
  const resolve = useResolveComment(postId);
  const [showResolved, setShowResolved] = useState(false);
  const all = comments.data ?? [];
  const open = all.filter((c) => c.resolved === 0);
  const resolved = all.filter((c) => c.resolved === 1);
  const item = (c: (typeof all)[number]) => (
    <CommentItem
      key={c.id}
      comment={c}
      busy={resolve.isPending}
      onResolve={(value) => resolve.mutate({ id: c.id, resolved: value })}
    />
  );

  return (
    <>
      {comments.isSuccess && all.length === 0 && (
        <Text size="sm" c="dimmed">
          {COMMENTS_UI.empty}
        </Text>
      )}
      {all.length > 0 && (
        <Badge variant="light" color={open.length > 0 ? 'blue' : 'gray'} data-testid="comments-open">
          {COMMENTS_UI.count(open.length)}
        </Badge>
      )}
      {open.length > 0 && (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {open.map(item)}
        </Stack>
      )}
      {resolved.length > 0 && (
        <>
          <Button
            variant="subtle"
            size="compact-xs"
            color="gray"
            aria-expanded={showResolved}
            onClick={() => setShowResolved((v) => !v)}
            style={{ alignSelf: 'flex-start' }}
          >
            {COMMENTS_UI.showResolved(resolved.length)}
          </Button>
          <Collapse expanded={showResolved}>
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {resolved.map(item)}
            </Stack>
          </Collapse>
        </>
      )}
      <CommentForm postId={postId} />
    </>
  );
}
