import { type ChangeEvent, useState } from 'react';

/**
 * The state of a text field that holds a value in a fixed form (a day, a date and time) while the
 * user may type it in other ways: it keeps what is typed, reports the value once the text is one
 * (else the text itself, which the form then refuses), shows the value in its own form when the
 * field is left, marks the field as checked from then on, and shows a value changed from outside
 * ('Törlés', a reload) as it is. DayInput and DateTimeInput use it.
 */
export function useParsedText({
  value,
  parse,
  show = (v) => v,
  onChange,
}: {
  value: string;
  /** The value a text means, or null when it means none. */
  parse: (text: string) => string | null;
  /** How a value reads in the field. */
  show?: (value: string) => string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(() => show(value));
  const [reported, setReported] = useState(value);
  const [checked, setChecked] = useState(false);
  if (value !== reported) {
    setReported(value);
    setText(show(value));
    setChecked(false);
  }
  const fieldProps = {
    value: text,
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value;
      setText(next);
      const reportedValue = parse(next) ?? next;
      setReported(reportedValue);
      onChange(reportedValue);
    },
    onBlur: () => {
      setChecked(true);
      const parsed = parse(text);
      if (parsed !== null) setText(show(parsed));
    },
  };
  return { text, checked, setChecked, fieldProps };
}
