import { Button, Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { COMMENTS_UI, MAX_COMMENT_LENGTH, MAX_COMMENT_MENTIONS } from '@newsroom/shared';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api.ts';
import { showError, showSuccess } from '../../../../lib/messages.ts';
import { useSession } from '../../../../lib/session.ts';
import { useAddComment, useMentionable } from '../../api/comments.ts';

/**
 * A new comment, with the colleagues it mentions picked by name (only those who may open the
 * article are offered). Ctrl+Enter sends. It is not a form of its own: it sits inside the
 * editor's form, so Enter in its fields must never submit the article.
 */
export function CommentForm({ postId }: { postId: number }) {
  const { user } = useSession();
  const mentionable = useMentionable(postId);
  const add = useAddComment(postId);
  const [body, setBody] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const colleagues = (mentionable.data ?? [])
    .filter((p) => p.id !== user?.id)
    .map((p) => ({ value: String(p.id), label: p.name }));

  async function send() {
    if (add.isPending) return;
    try {
      const reply = await add.mutateAsync({ body, mentions: mentions.map(Number) });
      showSuccess(reply.message ?? '');
      setBody('');
      setMentions([]);
      setErrors({});
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.errors ?? {});
      if (error.status !== 401) showError(error.message);
    }
  }

  return (
    <Stack
      gap="xs"
      onKeyDown={(event) => {
        // Enter in a field of this box belongs to it, never to the article's form.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
    >
      <Textarea
        label={COMMENTS_UI.body}
        placeholder={COMMENTS_UI.bodyPlaceholder}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={MAX_COMMENT_LENGTH}
        value={body}
        error={errors.body}
        onChange={(event) => setBody(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
      />
      <MultiSelect
        label={COMMENTS_UI.mentions}
        description={COMMENTS_UI.mentionsHint}
        placeholder={mentions.length === 0 ? COMMENTS_UI.mentionsPlaceholder : undefined}
        data={colleagues}
        value={mentions}
        onChange={setMentions}
        searchable
        clearable
        maxValues={MAX_COMMENT_MENTIONS}
        nothingFoundMessage={COMMENTS_UI.nothingFound}
        error={errors.mentions}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end">
        <Button size="xs" loading={add.isPending} onClick={() => void send()}>
          {COMMENTS_UI.send}
        </Button>
      </Group>
    </Stack>
  );
}
