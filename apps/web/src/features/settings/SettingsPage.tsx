import { Paper, Stack, TagsInput, Text } from '@mantine/core';
import { SETTINGS_PAGE, TITLES } from '@newsroom/shared';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';

/** /settings: a placeholder with a tag input and sample suggestions; nothing is saved (docs/product.md). */
export default function SettingsPage() {
  const [tags, setTags] = useState<string[]>([]);
  return (
    <>
      <PageHeader title={TITLES.settings} />
      <Paper withBorder radius="md" p="xl" maw={720}>
        <Stack>
          <Text c="dimmed">{SETTINGS_PAGE.lead}</Text>
          <TagsInput
            label={SETTINGS_PAGE.tagsLabel}
            placeholder={SETTINGS_PAGE.tagsPlaceholder}
            data={[...SETTINGS_PAGE.countries]}
            value={tags}
            onChange={setTags}
            clearable
          />
        </Stack>
      </Paper>
    </>
  );
}
