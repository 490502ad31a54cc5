import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  CHECKLIST_ITEMS,
  CHECKLIST_LEVEL_LABELS,
  CHECKLIST_LEVELS,
  type ChecklistLevel,
  can,
  checklistLabel,
  LOCKED_CHECKLIST_ITEMS,
  type PublishChecklist,
  READ_ONLY_REASONS,
  CHECKLIST_UI as UI,
} from '@newsroom/shared';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ApiError } from '../../lib/api.ts';
import { showError, showSuccess } from '../../lib/messages.ts';
import { usePublishChecklist, useSavePublishChecklist } from '../../lib/publish-checklist.ts';
import { useSession } from '../../lib/session.ts';

type Limit = 'min_keywords' | 'title_min' | 'title_max' | 'lead_min' | 'lead_max';

const LIMITS: Array<{ key: Limit; label: string; max: number }> = [
  { key: 'min_keywords', label: UI.minKeywords, max: 50 },
  { key: 'title_min', label: UI.titleMin, max: 500 },
  { key: 'title_max', label: UI.titleMax, max: 500 },
  { key: 'lead_min', label: UI.leadMin, max: 10_000 },
  { key: 'lead_max', label: UI.leadMax, max: 10_000 },
];

/**
 * /publish-checklist ('Közzétételi lista', docs/product.md, "Publish checklist"): each item's
 * level and the limits. Editable with roles.manage; everyone else reads it, with the line saying
 * why. The editor evaluates the same checklist live.
 */
export default function PublishChecklistPage() {
  const { user } = useSession();
  const stored = usePublishChecklist();
  return (
    <>
      <PageHeader title={UI.title} />
      <Text c="dimmed" size="sm" maw={760} mt={-8} mb="md">
        {UI.screenLead}
      </Text>
      {stored.data ? (
        <ChecklistForm
          key={JSON.stringify(stored.data)}
          stored={stored.data}
          canManage={can(user, 'manageRoles')}
        />
      ) : (
        <Skeleton height={420} radius="md" maw={760} />
      )}
    </>
  );
}

function ChecklistForm({ stored, canManage }: { stored: PublishChecklist; canManage: boolean }) {
  const [values, setValues] = useState(stored);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePublishChecklist();
  const dirty = JSON.stringify(values) !== JSON.stringify(stored);
  const setLevel = (item: (typeof CHECKLIST_ITEMS)[number], level: ChecklistLevel) =>
    setValues((v) => ({ ...v, items: { ...v.items, [item]: level } }));

  async function submit() {
    try {
      const reply = await save.mutateAsync(values);
      setErrors({});
      showSuccess(reply.message ?? '');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors(error.errors ?? {});
      if (error.status !== 401) showError(error.message);
    }
  }

  return (
    <form
      noValidate
      aria-label={UI.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (canManage) void submit();
      }}
    >
      {!canManage && (
        <Text size="sm" c="dimmed" mb="md" data-testid="read-only-reason">
          {READ_ONLY_REASONS.publishChecklist}
        </Text>
      )}
      <Stack gap="lg" maw={760}>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {UI.items}
          </Title>
          <Stack gap={0}>
            {CHECKLIST_ITEMS.map((item) => {
              const locked = LOCKED_CHECKLIST_ITEMS.includes(item);
              const label = checklistLabel(item, values);
              return (
                <Group
                  key={item}
                  justify="space-between"
                  gap="xs"
                  py="xs"
                  style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                  data-testid={`checklist-item-${item}`}
                >
                  <Stack gap={0} style={{ flex: '1 1 14rem' }}>
                    <Text size="sm" fw={500}>
                      {label}
                    </Text>
                    {locked && (
                      <Text size="xs" c="dimmed">
                        {UI.coverLocked}
                      </Text>
                    )}
                    {errors[`items.${item}`] && (
                      <Text size="xs" c="red">
                        {errors[`items.${item}`]}
                      </Text>
                    )}
                  </Stack>
                  <SegmentedControl
                    size="xs"
                    aria-label={UI.levelOf(label)}
                    value={values.items[item]}
                    onChange={(level) => setLevel(item, level as ChecklistLevel)}
                    disabled={!canManage || locked}
                    data={CHECKLIST_LEVELS.map((level) => ({
                      value: level,
                      label: CHECKLIST_LEVEL_LABELS[level],
                    }))}
                  />
                </Group>
              );
            })}
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} size="h4" mb="sm">
            {UI.limits}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {LIMITS.map(({ key, label, max }) => (
              <NumberInput
                key={key}
                label={label}
                min={1}
                max={max}
                allowDecimal={false}
                allowNegative={false}
                value={values[key]}
                error={errors[key]}
                readOnly={!canManage}
                onChange={(value) =>
                  setValues((v) => ({ ...v, [key]: typeof value === 'number' ? value : 0 }))
                }
              />
            ))}
          </SimpleGrid>
        </Paper>

        {canManage && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {UI.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
