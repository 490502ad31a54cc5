import { Paper, Stack } from '@mantine/core';
import { EMBARGO_UI, SCHEDULE_UI } from '@newsroom/shared';
import { DateTimeInput } from '../../../components/DateTimeInput.tsx';
import type { RulesForm } from '../../../lib/rules-form.ts';
import type { PostFormValues } from './post-form.ts';

/** 'Időzített közzététel' and 'Embargó eddig': when a draft publishes itself, and not before when. */
export function EditorSchedule({ form }: { form: RulesForm<PostFormValues> }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <DateTimeInput
          label={SCHEDULE_UI.publishAt}
          description={SCHEDULE_UI.publishAtHint}
          value={form.values.publish_at}
          error={form.errors.publish_at}
          onChange={(value) => form.setFieldValue('publish_at', value)}
          clearLabel={SCHEDULE_UI.clear}
        />
        <DateTimeInput
          label={EMBARGO_UI.field}
          description={EMBARGO_UI.fieldHint}
          value={form.values.embargo_until}
          error={form.errors.embargo_until}
          onChange={(value) => form.setFieldValue('embargo_until', value)}
          clearLabel={EMBARGO_UI.clear}
        />
      </Stack>
    </Paper>
  );
}
