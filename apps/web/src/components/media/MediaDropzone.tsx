import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { MAX_IMAGE_BYTES, MEDIA_MESSAGES, MEDIA_UI, type MediaItem, POST_MESSAGES } from '@newsroom/shared';
import { IconPhotoUp } from '@tabler/icons-react';
import { ApiError } from '../../lib/api.ts';
import { useUploadMedia } from '../../lib/media.ts';
import { showError, showSuccess } from '../../lib/messages.ts';

/** What the browser may offer: raster images (an SVG is refused by the server, and so here). */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return POST_MESSAGES.imageTooLarge;
  if (rejection.file.type === 'image/svg+xml') return MEDIA_MESSAGES.svg;
  return POST_MESSAGES.notAnImage;
}

/**
 * The library's upload area: drop or choose images; each becomes an item (or, when the same image
 * is there already, the server says so and answers that one). `onUploaded` gets every item.
 */
export function MediaDropzone({
  onUploaded,
  compact = false,
}: {
  onUploaded?: (item: MediaItem) => void;
  compact?: boolean;
}) {
  const upload = useUploadMedia();

  async function send(files: File[]) {
    for (const file of files) {
      try {
        const reply = await upload.mutateAsync(file);
        showSuccess(reply.message);
        onUploaded?.(reply.data);
      } catch (err) {
        showError(err instanceof ApiError ? err.message : POST_MESSAGES.notAnImage);
      }
    }
  }

  return (
    <Dropzone
      onDrop={(files) => void send(files)}
      onReject={(rejections) => {
        for (const r of rejections) showError(rejectionMessage(r));
      }}
      accept={ACCEPT}
      maxSize={MAX_IMAGE_BYTES}
      loading={upload.isPending}
      aria-label={MEDIA_UI.upload}
      p={compact ? 'md' : 'lg'}
    >
      <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: 'none' }}>
        <IconPhotoUp size={compact ? 28 : 36} stroke={1.5} aria-hidden />
        <div>
          <Text fw={600}>{MEDIA_UI.upload}</Text>
          <Text size="sm" c="dimmed">
            {MEDIA_UI.dropHint}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
