import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Keyword, KEYWORDS_UI as S } from '@newsroom/shared';
import { IconArrowMerge } from '@tabler/icons-react';
import { useState } from 'react';
import { useReturnFocusOnUnmount } from '../../../components/focus.ts';
import { ApiError } from '../../../lib/api.ts';
import { useKeywordSuggestions } from '../api/keywords.ts';
import { useMergeKeyword } from '../api/write-keyword.ts';

/**
 * 'Összevonás': the keyword that stays, picked from a select searched on the server (folded, most
 * used first), then the confirmation of how many articles are re-tagged. Mounted only while open.
 */
export function MergeDialog({ keyword, onClose }: { keyword: Keyword; onClose: () => void }) {
  useReturnFocusOnUnmount();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 200);
  const suggestions = useKeywordSuggestions(debounced);
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const merge = useMergeKeyword();
  const options = (suggestions.data ?? [])
    .filter((k) => k.id !== keyword.id)
    .map((k) => ({ value: String(k.id), label: k.name, count: k.article_count }));
  // The chosen one stays an option while the search shows others.
  if (target && !options.some((o) => o.value === String(target.id))) {
    options.unshift({ value: String(target.id), label: target.name, count: 0 });
  }

  function confirm() {
    if (!target) return;
    merge.mutate(
      { id: keyword.id, into: target.id },
      {
        onSuccess: onClose,
        onError: (e) => setError(e instanceof ApiError ? (e.errors?.into ?? e.message) : e.message),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={S.mergeTitle(keyword.name)} centered>
      <Stack gap="md">
        <Select
          label={S.mergeInto}
          placeholder={S.mergeIntoPlaceholder}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has searched already (accents folded): show what it answered.
          filter={({ options: all }) => all}
          data={options.map(({ value, label }) => ({ value, label }))}
          value={target ? String(target.id) : null}
          onChange={(value, option) => {
            setTarget(value && option ? { id: Number(value), name: option.label } : null);
            setError(null);
          }}
          renderOption={({ option }) => (
            <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
              <span>{option.label}</span>
              <Text size="xs" c="dimmed">
                {S.usedTimes(options.find((o) => o.value === option.value)?.count ?? 0)}
              </Text>
            </Group>
          )}
          nothingFoundMessage={S.mergeNothing}
          error={error}
          data-autofocus
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          {S.mergeHint}
        </Text>
        {target && (
          <Alert color="orange" variant="light" icon={<IconArrowMerge size={18} aria-hidden />} role="status">
            {S.mergeConfirm(keyword.article_count, keyword.name, target.name)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {S.cancel}
          </Button>
          <Button color="orange" onClick={confirm} disabled={!target} loading={merge.isPending}>
            {S.mergeButton}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
