import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { EDITOR } from '@newsroom/shared';
import { IconBrandFacebook, IconExternalLink } from '@tabler/icons-react';

/** A saved article's links: its public page, and sharing it on Facebook. */
export function EditorLinks({ publicUrl }: { publicUrl: string }) {
  const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(publicUrl)}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {EDITOR.links}
        </Text>
        <Anchor href={publicUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={6} wrap="nowrap">
            <IconExternalLink size={16} aria-hidden />
            {EDITOR.publicLink}
          </Group>
        </Anchor>
        <Anchor href={shareUrl} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={6} wrap="nowrap">
            <IconBrandFacebook size={16} aria-hidden />
            {EDITOR.shareLink}
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
