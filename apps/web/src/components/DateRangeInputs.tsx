import { TextInput } from '@mantine/core';
import { POST_LIST } from '@newsroom/shared';

interface DateRangeInputsProps {
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

/** 'Dátum-tól' and 'Dátum-ig' of the list and report filters; neither end can pass the other. */
export function DateRangeInputs({ from, to, onFromChange, onToChange }: DateRangeInputsProps) {
  return (
    <>
      <TextInput
        label={POST_LIST.dateFrom}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onFromChange(e.currentTarget.value)}
      />
      <TextInput
        label={POST_LIST.dateTo}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onToChange(e.currentTarget.value)}
      />
    </>
  );
}
