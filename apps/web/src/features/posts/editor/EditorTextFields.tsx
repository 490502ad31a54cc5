import { Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { characterCount, EDITOR } from '@newsroom/shared';
import { type Ref, useMemo } from 'react';
import type { RulesForm } from '../../../lib/rules-form.ts';
import { ContentEditor } from './ContentEditor.tsx';
import type { PostFormValues } from './post-form.ts';

interface EditorTextFieldsProps {
  form: RulesForm<PostFormValues>;
  /** The title field, which a new article starts at. */
  titleRef: Ref<HTMLInputElement>;
}

/** The article's texts: Cím, Bevezető and the content, with the content's character count. */
export function EditorTextFields({ form, titleRef }: EditorTextFieldsProps) {
  const { values, errors } = form;
  const count = useMemo(() => characterCount(values.content), [values.content]);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <TextInput
          ref={titleRef}
          label={EDITOR.title}
          value={values.title}
          onChange={(e) => form.setFieldValue('title', e.currentTarget.value)}
          error={Boolean(errors.title)}
          withAsterisk
          size="md"
          maxLength={500}
        />
        <Textarea
          label={EDITOR.shortContent}
          value={values.short_content}
          onChange={(e) => form.setFieldValue('short_content', e.currentTarget.value)}
          error={Boolean(errors.short_content)}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
        />
        <div>
          {/* The editable area carries the name itself; this is the visible twin of the other labels. */}
          <Text size="sm" fw={500} mb={4} aria-hidden>
            {EDITOR.content}{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <ContentEditor
            label={EDITOR.content}
            value={values.content}
            onChange={(html) => form.setFieldValue('content', html)}
            invalid={Boolean(errors.content)}
          />
          <Text size="sm" c="dimmed" mt={6} data-testid="character-count" aria-live="polite">
            {EDITOR.characterCount}: <strong>{count}</strong>
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
