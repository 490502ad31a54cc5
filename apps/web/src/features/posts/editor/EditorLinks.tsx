import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { EDITOR } from '@newsroom/shared';
import { IconBrandFacebook, IconExternalLink, type TablerIcon } from '@tabler/icons-react';

/** A saved article's links: its public page, and sharing it on Facebook. */
export function EditorLinks({ publicUrl }: { publicUrl: string }) {
  const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {EDITOR.links}
        </Text>
        <OutLink href={publicUrl} icon={IconExternalLink} label={EDITOR.publicLink} />
        <OutLink href={shareUrl} icon={IconBrandFacebook} label={EDITOR.shareLink} />
      </Stack>
    </Paper>
  );
}

/** A link that opens in a new tab, with its icon. */
function OutLink({ href, icon: Icon, label }: { href: string; icon: TablerIcon; label: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={6} wrap="nowrap">
        <Icon size={16} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
