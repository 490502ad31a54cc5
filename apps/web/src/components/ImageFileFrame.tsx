import { Paper, VisuallyHidden } from '@mantine/core';
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
