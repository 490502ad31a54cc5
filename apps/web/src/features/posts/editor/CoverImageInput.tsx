import { Box, Button, Group, Image, Input, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { EDITOR, POST_MESSAGES } from '@newsroom/shared';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { showError } from '../../../lib/messages.ts';
import type { CoverImage } from './post-form.ts';
import { readImageFile } from './read-image-file.ts';

interface CoverImageInputProps {
  image: CoverImage | null;
  /** The stored cover's path, shown while no new image is chosen. */
  thumbnail: string;
  invalid?: boolean;
  disabled?: boolean;
  onChange: (image: CoverImage | null) => void;
  /** Removes the stored cover too. */
  onRemove: () => void;
}

/** The cover image: image files only, with a preview and its pixel size. */
export function CoverImageInput({
  image,
  thumbnail,
  invalid,
  disabled,
  onChange,
  onRemove,
}: CoverImageInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const sizeId = useId();
  const [storedSize, setStoredSize] = useState<{ src: string; width: number; height: number } | null>(null);
  const src = image?.data ?? thumbnail;
  const size = image ? image.dimensions : storedSize?.src === src ? storedSize : null;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      showError(POST_MESSAGES.notAnImage);
      return;
    }
    try {
      onChange(await readImageFile(file));
    } catch {
      showError(EDITOR.coverUnreadable);
    }
  }

  return (
    <Input.Wrapper
      label={EDITOR.coverImage}
      labelProps={{ htmlFor: inputId }}
      description={EDITOR.coverHint}
      error={invalid ? POST_MESSAGES.noCover : undefined}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={4}
        style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <VisuallyHidden>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="image/*"
            tabIndex={-1}
            aria-invalid={invalid || undefined}
            aria-describedby={size ? sizeId : undefined}
            disabled={disabled}
            onChange={(event) => void choose(event.currentTarget.files)}
          />
        </VisuallyHidden>
        <Stack gap="xs">
          {src ? (
            <Box>
              <Image
                src={src}
                alt={EDITOR.coverAlt}
                radius="sm"
                mah={260}
                fit="contain"
                bg="gray.1"
                onLoad={(event) => {
                  const img = event.currentTarget;
                  if (!image) setStoredSize({ src, width: img.naturalWidth, height: img.naturalHeight });
                }}
              />
            </Box>
          ) : (
            <Text c="dimmed" size="sm" ta="center" py="lg" bg="gray.0" style={{ borderRadius: 4 }}>
              {EDITOR.coverNone}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text
              size="sm"
              c="dimmed"
              id={sizeId}
              data-testid="cover-size"
              style={{ wordBreak: 'break-all' }}
            >
              {size ? EDITOR.coverSize(size.width, size.height) : ''}
              {image?.filename ? ` · ${image.filename}` : ''}
            </Text>
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPhotoPlus size={16} />}
                onClick={() => inputRef.current?.click()}
                disabled={disabled}
              >
                {src ? EDITOR.coverReplace : EDITOR.coverChoose}
              </Button>
              {src && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => (image ? onChange(null) : onRemove())}
                  disabled={disabled}
                >
                  {EDITOR.coverRemove}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
