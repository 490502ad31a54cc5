import { Box, Group, Image, Input, Stack, Text } from '@mantine/core';
import { EDITOR, POST_MESSAGES } from '@newsroom/shared';
import { useId, useRef, useState } from 'react';
import { ImageFileButtons, ImageFileFrame } from '../../../components/ImageFileFrame.tsx';
import { isImageFile, readImageFile } from '../../../lib/image-file.ts';
import { showError } from '../../../lib/messages.ts';
import type { CoverImage } from './post-form.ts';

const COVER_BUTTONS = {
  choose: EDITOR.coverChoose,
  replace: EDITOR.coverReplace,
  remove: EDITOR.coverRemove,
};

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
    if (!isImageFile(file)) {
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
      <ImageFileFrame
        inputRef={inputRef}
        inputId={inputId}
        invalid={Boolean(invalid)}
        disabled={disabled}
        onFiles={(files) => void choose(files)}
        inputProps={{ 'aria-invalid': invalid || undefined, 'aria-describedby': size ? sizeId : undefined }}
      >
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
            <ImageFileButtons
              hasImage={Boolean(src)}
              disabled={disabled}
              labels={COVER_BUTTONS}
              onChoose={() => inputRef.current?.click()}
              onRemove={() => (image ? onChange(null) : onRemove())}
            />
          </Group>
        </Stack>
      </ImageFileFrame>
    </Input.Wrapper>
  );
}
