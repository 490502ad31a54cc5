import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { KEYWORD_NAME_MAX, type Keyword, KEYWORDS_UI as S } from '@newsroom/shared';
import { type FormEvent, useState } from 'react';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';
import { ApiError } from '../../../lib/api.ts';
import { useRenameKeyword } from '../api/write-keyword.ts';

/**
 * 'Átnevezés': the keyword's new spelling, saved in every article. The server's refusal (a name
 * that folds equal to another keyword: merge instead) shows under the field. Mounted only while open.
 */
export function RenameDialog({ keyword, onClose }: { keyword: Keyword; onClose: () => void }) {
  useReturnFocusOnUnmount();
  const [name, setName] = useState(keyword.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameKeyword();

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate(
      { id: keyword.id, name },
      {
        onSuccess: onClose,
        onError: (e) => setError(e instanceof ApiError ? (e.errors?.name ?? e.message) : e.message),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={S.renameTitle(keyword.name)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={S.renameLabel}
            description={S.renameHint}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            maxLength={KEYWORD_NAME_MAX + 20}
            error={error}
            data-autofocus
            required
          />
          <Text size="xs" c="dimmed">
            {S.foldHint}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {S.cancel}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {S.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
