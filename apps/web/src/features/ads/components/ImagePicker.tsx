import { Image, Input, Stack, Text } from '@mantine/core';
import { ADS_UI } from '@newsroom/shared';
import { useId, useRef } from 'react';
import { ImageFileButtons, ImageFileFrame } from '../../../components/ImageFileFrame.tsx';
import { type ImageFile, isImageFile, readImageFile } from '../../../lib/image-file.ts';
import { showError } from '../../../lib/messages.ts';

const IMAGE_BUTTONS = {
  choose: ADS_UI.chooseImage,
  replace: ADS_UI.replaceImage,
  remove: ADS_UI.removeImage,
};

interface ImagePickerProps {
  label: string;
  /** A newly chosen image, or null. */
  image: ImageFile | null;
  /** The stored image shown while no new one is chosen ('' when none or removed). */
  stored: { url: string; width: number; height: number } | null;
  /** The message shown under the field when the image is missing. */
  error?: string;
  disabled?: boolean;
  onChoose: (image: ImageFile) => void;
  onRemove: () => void;
}

/** An image field: image files only, a preview and its pixel size, replace and remove. */
export function ImagePicker({ label, image, stored, error, disabled, onChoose, onRemove }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const src = image?.data ?? stored?.url ?? '';
  const size = image ? image.dimensions : stored;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    try {
      if (!isImageFile(file)) throw new Error('not an image');
      onChoose(await readImageFile(file));
    } catch {
      showError(ADS_UI.notAnImage);
    }
  }

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: inputId }} error={error}>
      <ImageFileFrame
        inputRef={inputRef}
        inputId={inputId}
        invalid={Boolean(error)}
        disabled={disabled}
        onFiles={(files) => void choose(files)}
      >
        <Stack gap="xs">
          {src ? (
            <>
              <Image src={src} alt={label} mah={180} fit="contain" radius="sm" bg="gray.1" />
              {size && size.width > 0 && (
                <Text size="sm" c="dimmed" data-testid="image-size">
                  {ADS_UI.imageSize(size.width, size.height)}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {ADS_UI.noImage}
            </Text>
          )}
          <ImageFileButtons
            hasImage={Boolean(src)}
            disabled={disabled}
            labels={IMAGE_BUTTONS}
            onChoose={() => inputRef.current?.click()}
            onRemove={onRemove}
          />
        </Stack>
      </ImageFileFrame>
    </Input.Wrapper>
  );
}
