import { Paper } from '@mantine/core';
import { SCHEDULE_UI } from '@newsroom/shared';
import { DateTimeInput } from '../../../components/DateTimeInput.tsx';
import type { RulesForm } from '../../../lib/rules-form.ts';
import type { PostFormValues } from './post-form.ts';

/** 'Időzített közzététel': when a draft publishes itself, with its clear button. */
export function EditorSchedule({ form }: { form: RulesForm<PostFormValues> }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <DateTimeInput
        label={SCHEDULE_UI.publishAt}
        description={SCHEDULE_UI.publishAtHint}
        value={form.values.publish_at}
        error={form.errors.publish_at}
        onChange={(value) => form.setFieldValue('publish_at', value)}
        clearLabel={SCHEDULE_UI.clear}
      />
    </Paper>
  );
}
