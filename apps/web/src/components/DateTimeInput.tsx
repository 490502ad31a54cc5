import { CloseButton, TextInput } from '@mantine/core';
import { DATE_INPUT, parseDateTimeInput, showDateTimeInput } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { useParsedText } from './parsed-text.ts';

interface DateTimeInputProps {
  label: string;
  description?: string;
  /** `YYYY-MM-DDTHH:mm`, '' or, while the field holds no time, what was typed. */
  value: string;
  /** Called with `YYYY-MM-DDTHH:mm` once the text is one, '' when emptied, else with the text. */
  onChange: (value: string) => void;
  /** An error from the form or the server (a time in the past); the field's own comes first. */
  error?: ReactNode;
  /** The name of the button inside the field that empties it (shown while it holds something). */
  clearLabel: string;
}

/** The message of a typed text that is not a date and time, else null. */
function dateTimeError(text: string): string | null {
  const parsed = parseDateTimeInput(text);
  if (!('error' in parsed)) return null;
  if (parsed.error === 'noSuchDay') return DATE_INPUT.noSuchDay(text.trim());
  if (parsed.error === 'noSuchTime') return DATE_INPUT.noSuchTime(text.trim());
  return DATE_INPUT.dateTimeFormat;
}

/**
 * A date-and-time field that reads and takes `YYYY-MM-DD HH:mm` (24 hours) in any browser language,
 * where a browser's datetime-local field would show `mm/dd/yyyy, hh:mm AM` in an English one. It
 * also takes `2025.03.01. 9:05` and shows it as `2025-03-01 09:05` when left; a text that is not a
 * time is marked in Hungarian once the field is left (and the server refuses it on save).
 */
export function DateTimeInput({
  label,
  description,
  value,
  onChange,
  error = null,
  clearLabel,
}: DateTimeInputProps) {
  const { text, checked, fieldProps } = useParsedText({
    value,
    parse: (typed) => {
      const parsed = parseDateTimeInput(typed);
      return 'value' in parsed ? parsed.value : null;
    },
    show: showDateTimeInput,
    onChange,
  });
  const ownError = checked ? dateTimeError(text) : null;
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={DATE_INPUT.dateTimePlaceholder}
      maxLength={24}
      error={ownError ?? error}
      {...fieldProps}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={clearLabel} title={clearLabel} onClick={() => onChange('')} />
        ) : null
      }
    />
  );
}
