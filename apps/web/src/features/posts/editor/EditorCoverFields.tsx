import { Paper, Stack, TextInput } from '@mantine/core';
import { EDITOR } from '@newsroom/shared';
import { MediaPickButton } from '../../../components/media/MediaPickButton.tsx';
import type { RulesForm } from '../../../lib/rules-form.ts';
import { CoverImageInput } from './CoverImageInput.tsx';
import type { PostFormValues } from './post-form.ts';

/** The cover image and the name of its source. */
export function EditorCoverFields({ form }: { form: RulesForm<PostFormValues> }) {
  const { values, errors } = form;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <CoverImageInput
          image={values.image}
          thumbnail={values.thumbnail}
          invalid={Boolean(errors.image)}
          onChange={(image) => form.setFieldValue('image', image)}
          onRemove={() => form.setFieldValue('thumbnail', '')}
        />
        <div>
          {/* A library image: its path becomes the cover, and its credit the source (the photo's own). */}
          <MediaPickButton
            onPick={(item) =>
              form.setValues({
                image: null,
                thumbnail: item.url,
                ...(item.credit ? { thumbnail_source: item.credit } : {}),
              })
            }
          />
        </div>
        <TextInput
          label={EDITOR.thumbnailSource}
          value={values.thumbnail_source}
          onChange={(e) => form.setFieldValue('thumbnail_source', e.currentTarget.value)}
          maxLength={500}
        />
      </Stack>
    </Paper>
  );
}
