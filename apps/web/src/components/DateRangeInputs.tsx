import { TextInput } from '@mantine/core';
import { DATE_INPUT, POST_LIST, parseDayInput } from '@newsroom/shared';
import { useEffect, useRef } from 'react';
import { useParsedText } from './parsed-text.ts';

interface DateRangeInputsProps {
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

/**
 * 'Dátum-tól' and 'Dátum-ig' of the list and report filters, as `YYYY-MM-DD` whatever the browser's
 * language; a start after the end is refused.
 */
export function DateRangeInputs({ from, to, onFromChange, onToChange }: DateRangeInputsProps) {
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const reversed = isDay(from) && isDay(to) && from > to;
  return (
    <>
      <DayInput
        label={POST_LIST.dateFrom}
        value={from}
        onChange={onFromChange}
        rangeError={reversed ? DATE_INPUT.order : null}
      />
      <DayInput label={POST_LIST.dateTo} value={to} onChange={onToChange} />
    </>
  );
}

/** The days of a filter whose range is `date_from`…`date_to` (the lists', the reports', the trail's). */
interface DayRange {
  date_from: string;
  date_to: string;
}

/** DateRangeInputs bound to a filter form's `date_from` and `date_to` (components/FilterForm.tsx). */
export function FilterDateRange({
  values,
  set,
}: {
  values: DayRange;
  set: (key: keyof DayRange, value: string) => void;
}) {
  return (
    <DateRangeInputs
      from={values.date_from}
      to={values.date_to}
      onFromChange={(v) => set('date_from', v)}
      onToChange={(v) => set('date_to', v)}
    />
  );
}

interface DayInputProps {
  label: string;
  /** `YYYY-MM-DD`, '' or, while the field holds no day, what was typed. */
  value: string;
  /**
   * Called with the day (`YYYY-MM-DD`) once the text is one, '' when emptied, else with the text as
   * typed: the field stops the form's search until it is a day, so such a text never searches.
   */
  onChange: (value: string) => void;
  /** An error of the field's value with another field (a start after the end). */
  rangeError?: string | null;
}

/** The message of a typed text that is not a day, else null. */
function dayError(text: string): string | null {
  const parsed = parseDayInput(text);
  if (!('error' in parsed)) return null;
  return parsed.error === 'format' ? DATE_INPUT.format : DATE_INPUT.noSuchDay(text.trim());
}

/**
 * A date field that reads and takes `YYYY-MM-DD` in any browser language (a browser date field would
 * show mm/dd/yyyy in an English one). It also takes `2025.03.01.` and `2025-3-1`, and shows them as
 * `2025-03-01` when left. A text that is not a day is marked in Hungarian once the field is left,
 * and stops the form's search until corrected.
 */
export function DayInput({ label, value, onChange, rangeError = null }: DayInputProps) {
  // What is typed; the screen holds the day it means (or the text, while it is none).
  const { text, checked, setChecked, fieldProps } = useParsedText({
    value,
    parse: (typed) => {
      const parsed = parseDayInput(typed);
      return 'day' in parsed ? parsed.day : null;
    },
    onChange,
  });
  const ownError = dayError(text);
  const error = checked ? (ownError ?? rangeError) : null;

  // A text that is not a day (or a reversed range) stops the form's submit before the screen's
  // search runs, and says why.
  const inputRef = useRef<HTMLInputElement>(null);
  const blockingRef = useRef<string | null>(null);
  blockingRef.current = ownError ?? rangeError;
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const stopInvalid = (event: SubmitEvent) => {
      if (!blockingRef.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setChecked(true);
      inputRef.current?.focus();
    };
    form.addEventListener('submit', stopInvalid);
    return () => form.removeEventListener('submit', stopInvalid);
  }, [setChecked]);

  return (
    <TextInput
      ref={inputRef}
      label={label}
      placeholder={DATE_INPUT.placeholder}
      maxLength={16}
      error={error}
      {...fieldProps}
    />
  );
}
