import { Button, Group, Paper, VisuallyHidden } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import type { InputHTMLAttributes, ReactNode, RefObject } from 'react';

interface ImageFileFrameProps {
  /** The hidden file input: its buttons call `inputRef.current.click()`, its label points at `inputId`. */
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  /** A red border (the field's error is shown by its Input.Wrapper). */
  invalid: boolean;
  disabled?: boolean;
  onFiles: (files: FileList | null) => void;
  /** More attributes of the input (aria-invalid, aria-describedby). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  /** The preview and the buttons. */
  children: ReactNode;
}

/** An image field's bordered box with its hidden image-only file input. */
export function ImageFileFrame({
  inputRef,
  inputId,
  invalid,
  disabled,
  onFiles,
  inputProps,
  children,
}: ImageFileFrameProps) {
  return (
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
          {...inputProps}
          disabled={disabled}
          onChange={(event) => onFiles(event.currentTarget.files)}
        />
      </VisuallyHidden>
      {children}
    </Paper>
  );
}

interface ImageFileButtonsProps {
  /** An image is shown: the choose button says replace, and remove appears. */
  hasImage: boolean;
  disabled?: boolean;
  labels: { choose: string; replace: string; remove: string };
  /** Opens the file picker (the frame's hidden input). */
  onChoose: () => void;
  onRemove: () => void;
}

/** An image field's choose (or replace) and remove buttons. */
export function ImageFileButtons({ hasImage, disabled, labels, onChoose, onRemove }: ImageFileButtonsProps) {
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPhotoPlus size={16} aria-hidden />}
        disabled={disabled}
        onClick={onChoose}
      >
        {hasImage ? labels.replace : labels.choose}
      </Button>
      {hasImage && (
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={disabled}
          onClick={onRemove}
        >
          {labels.remove}
        </Button>
      )}
    </Group>
  );
}
