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
      <DateInput label={POST_LIST.dateFrom} value={from} max={to || undefined} onChange={onFromChange} />
      <DateInput label={POST_LIST.dateTo} value={to} min={from || undefined} onChange={onToChange} />
    </>
  );
}

/** One end of the range: a browser date field (`YYYY-MM-DD` or ''), bounded by the other end. */
function DateInput({
  onChange,
  ...field
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return <TextInput type="date" {...field} onChange={(e) => onChange(e.currentTarget.value)} />;
}
