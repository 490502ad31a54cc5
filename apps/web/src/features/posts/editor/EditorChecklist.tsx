import { Badge, Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import {
  CHECKLIST_LEVEL_LABELS,
  CHECKLIST_UI,
  type ChecklistResult,
  evaluateChecklist,
  hostOf,
  settingValue,
} from '@newsroom/shared';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { usePublishChecklist } from '../../../lib/publish-checklist.ts';
import { useAppSettings } from '../../../lib/settings.ts';
import { useSubmenus } from '../api/submenus.ts';
import { EditorPanel } from './EditorPanel.tsx';
import type { PostFormValues } from './post-form.ts';

/** An item's mark: met, a required one missing (red), a recommended one missing (orange). */
function Mark({ result }: { result: ChecklistResult }) {
  if (result.ok)
    return (
      <ThemeIcon size={20} radius="xl" color="green" variant="light">
        <IconCheck size={14} aria-hidden />
      </ThemeIcon>
    );
  const required = result.level === 'required';
  return (
    <ThemeIcon size={20} radius="xl" color={required ? 'red' : 'orange'} variant="light">
      {required ? <IconX size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}
    </ThemeIcon>
  );
}

/**
 * The publish checklist, live as the editor types (docs/product.md, "Publish checklist"): the
 * same evaluation the server makes before an article goes out; a required item missing blocks
 * publishing and scheduling, a recommended one is a warning.
 */
export function EditorChecklist({ values }: { values: PostFormValues }) {
  const checklist = usePublishChecklist();
  const settings = useAppSettings();
  const submenus = useSubmenus(values.menu_id);
  const siteHost = hostOf(settingValue(settings.data, 'PUBLIC_SITE_URL'));
  const results = useMemo(() => {
    if (!checklist.data) return [];
    return evaluateChecklist(
      checklist.data,
      {
        title: values.title,
        short_content: values.short_content,
        content: values.content,
        keywords: values.keywords.join(','),
        thumbnail: values.image ? 'new' : values.thumbnail,
        thumbnail_source: values.thumbnail_source,
        secondary_menu_id: values.secondary_menu_id,
      },
      { hasSubcategories: (submenus.data ?? []).length > 0, ownHosts: siteHost ? [siteHost] : [] },
    );
  }, [checklist.data, values, submenus.data, siteHost]);
  if (results.length === 0) return null;
  const allOk = results.every((r) => r.ok);

  return (
    <EditorPanel title={CHECKLIST_UI.title}>
      <Text size="xs" c="dimmed">
        {allOk ? CHECKLIST_UI.allOk : CHECKLIST_UI.panelHint}
      </Text>
      <List spacing={6} listStyleType="none" p={0} data-testid="publish-checklist">
        {results.map((r) => (
          <List.Item key={r.item} data-ok={r.ok} data-level={r.level}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Mark result={r} />
              <Text size="sm" style={{ flex: 1 }}>
                {r.label}
                <VisuallyHidden>{` – ${r.ok ? CHECKLIST_UI.ok : CHECKLIST_UI.missing}`}</VisuallyHidden>
              </Text>
              <Badge size="xs" variant="light" color={r.level === 'required' ? 'red' : 'gray'}>
                {CHECKLIST_LEVEL_LABELS[r.level]}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </EditorPanel>
  );
}
