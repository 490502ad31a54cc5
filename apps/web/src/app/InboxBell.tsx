import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { formatDateTime, INBOX_UI, type InboxEntry, paths } from '@newsroom/shared';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useInbox, useMarkRead } from './api/inbox.ts';

/**
 * The header's bell: the unread count of the user's inbox (submissions to review, returns,
 * approvals, mentions), and the newest entries, each a link to its article that marks it read.
 */
export function InboxBell() {
  const inbox = useInbox();
  const markRead = useMarkRead();
  const [opened, setOpened] = useState(false);
  const unread = inbox.data?.unread ?? 0;
  const entries = inbox.data?.entries ?? [];

  /** An entry is a link to its article; following it closes the list and marks the entry read. */
  function open(entry: InboxEntry) {
    setOpened(false);
    if (!entry.read) markRead.mutate(entry.id);
  }

  return (
    // The count sits on the bell; the popover's target is the button itself (its aria-expanded).
    <Indicator
      label={unread}
      size={18}
      disabled={unread === 0}
      offset={4}
      color="red"
      data-testid="inbox-count"
    >
      <Popover opened={opened} onChange={setOpened} width={360} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={INBOX_UI.bell(unread)}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label={INBOX_UI.title}>
          <Group justify="space-between" px="xs" pb="xs">
            <Text fw={600}>{INBOX_UI.title}</Text>
            {unread > 0 && (
              <Button size="compact-xs" variant="subtle" onClick={() => markRead.mutate(null)}>
                {INBOX_UI.markAllRead}
              </Button>
            )}
          </Group>
          {entries.length === 0 ? (
            <Text size="sm" c="dimmed" px="xs" pb="xs">
              {INBOX_UI.empty}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={380}>
              <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <UnstyledButton
                      component={Link}
                      to={paths.post.href(entry.post_id)}
                      onClick={() => open(entry)}
                      display="block"
                      p="xs"
                      w="100%"
                      style={{
                        borderRadius: 6,
                        background: entry.read ? undefined : 'var(--mantine-color-blue-light)',
                      }}
                      data-testid="inbox-entry"
                    >
                      <Text size="sm" fw={entry.read ? 400 : 600} lineClamp={3}>
                        {entry.text}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
