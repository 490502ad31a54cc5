import { Button, Group, Stack, TagsInput, Text } from '@mantine/core';
import { EDITOR } from '@newsroom/shared';
import { IconPlus } from '@tabler/icons-react';
import { useId } from 'react';

const SHOWN_SUGGESTIONS = 12;

interface KeywordsInputProps {
  value: string[];
  onChange: (keywords: string[]) => void;
  /** The category's most-used keywords, most used first. */
  suggestions: string[];
  disabled?: boolean;
}

/** Keywords as tags, with the category's most-used keywords offered one click away. */
export function KeywordsInput({ value, onChange, suggestions, disabled }: KeywordsInputProps) {
  const suggestedId = useId();
  const chosen = new Set(value.map((k) => k.toLowerCase()));
  const offered = suggestions.filter((k) => !chosen.has(k.toLowerCase())).slice(0, SHOWN_SUGGESTIONS);
  return (
    <Stack gap={6}>
      <TagsInput
        label={EDITOR.keywords}
        placeholder={EDITOR.keywordsPlaceholder}
        data={suggestions}
        value={value}
        onChange={onChange}
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
              onClick={() => onChange([...value, keyword])}
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
