import { Alert, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, PRESENCE_UI, type PresenceEntry } from '@newsroom/shared';
import { IconUsers } from '@tabler/icons-react';

/** `HH:mm` for today (in the newsroom's time zone), `YYYY-MM-DD HH:mm` for an earlier day. */
function since(iso: string): string {
  const full = formatDateTime(iso);
  return formatDate(iso) === formatDate(new Date()) ? full.slice('YYYY-MM-DD '.length) : full;
}

/** One line per person (and one for the user's own other tabs), with the earliest time. */
function lines(entries: PresenceEntry[]): { key: string; text: string }[] {
  const first = new Map<string, PresenceEntry>();
  for (const entry of entries) {
    const key = entry.is_me ? 'me' : `user-${entry.user_id}`;
    const seen = first.get(key);
    if (!seen || entry.since < seen.since) first.set(key, entry);
  }
  return [...first.entries()].map(([key, entry]) => ({
    key,
    text: entry.is_me
      ? PRESENCE_UI.yourOtherTab(since(entry.since))
      : PRESENCE_UI.editorSince(entry.full_name, since(entry.since)),
  }));
}

/**
 * Says who else has the article open (another person, or the user in another tab), in a polite
 * live region; nothing when nobody does. It only informs: a stale save is still refused (409).
 */
export function PresenceNotice({ others }: { others: PresenceEntry[] }) {
  const shown = lines(others);
  return (
    <div aria-live="polite" data-testid="presence-notice">
      {shown.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconUsers size={18} />} role="note" mb="md">
          <Stack gap={2}>
            {shown.map((line) => (
              <Text key={line.key} size="sm" fw={500}>
                {line.text}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              {PRESENCE_UI.noLock}
            </Text>
          </Stack>
        </Alert>
      )}
    </div>
  );
}
