import { Button, type ComboboxItem, Group, Stack, TagsInput, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { EDITOR, foldForSearch, KEYWORDS_UI } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useKeywordSuggestions } from '../api/keyword-suggestions.ts';

const SHOWN_SUGGESTIONS = 12;

interface KeywordsInputProps {
  value: string[];
  onChange: (keywords: string[]) => void;
  /** The category's most-used keywords, most used first. */
  suggestions: string[];
  disabled?: boolean;
}

/**
 * Keywords as tags, with the category's most-used keywords offered one click away. While typing,
 * the existing keywords are offered with accents and case folded ('gazdasag' offers 'Gazdaság'), and
 * a typed tag that folds equal to a known one takes its spelling (the server does the same on save).
 */
export function KeywordsInput({ value, onChange, suggestions, disabled }: KeywordsInputProps) {
  const suggestedId = useId();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 200);
  const existing = useKeywordSuggestions(term);
  const chosen = new Set(value.map(foldForSearch));
  const offered = suggestions.filter((k) => !chosen.has(foldForSearch(k))).slice(0, SHOWN_SUGGESTIONS);
  // Known spellings by fold: the server's matches first, then the category's.
  const known = new Map<string, string>();
  for (const name of [...(existing.data ?? []).map((k) => k.name), ...suggestions]) {
    if (!known.has(foldForSearch(name))) known.set(foldForSearch(name), name);
  }
  const data = [...known.values()].filter((name) => !chosen.has(foldForSearch(name)));

  function change(next: string[]) {
    const seen = new Set<string>();
    const spelled: string[] = [];
    for (const tag of next) {
      const fold = foldForSearch(tag.trim());
      if (!fold || seen.has(fold)) continue;
      seen.add(fold);
      spelled.push(known.get(fold) ?? tag.trim());
    }
    onChange(spelled);
  }

  return (
    <Stack gap={6}>
      <TagsInput
        label={EDITOR.keywords}
        placeholder={EDITOR.keywordsPlaceholder}
        data={data.length > 0 ? [{ group: KEYWORDS_UI.suggestionsLabel, items: data }] : []}
        filter={({ options, search: typed }) => {
          const folded = foldForSearch(typed.trim());
          return (options as Array<{ group: string; items: ComboboxItem[] }>).map((group) => ({
            ...group,
            items: group.items.filter((o) => foldForSearch(o.label).includes(folded)),
          }));
        }}
        searchValue={search}
        onSearchChange={setSearch}
        value={value}
        onChange={change}
        splitChars={[',']}
        acceptValueOnBlur
        clearable
        disabled={disabled}
      />
      {offered.length > 0 && (
        <Group gap={6} role="group" aria-labelledby={suggestedId}>
          <Text size="xs" c="dimmed" id={suggestedId}>
            {EDITOR.keywordsSuggested}:
          </Text>
          {offered.map((keyword) => (
            <Button
              key={keyword}
              size="compact-xs"
              variant="light"
              radius="xl"
              leftSection={<IconPlus size={12} />}
              aria-label={EDITOR.addKeyword(keyword)}
              onClick={() => change([...value, keyword])}
              disabled={disabled}
            >
              {keyword}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
