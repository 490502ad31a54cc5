import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  NUMBER_FORMAT,
  parseDateTimeInput,
  parseDayInput,
  showDateTimeInput,
} from './format.ts';

const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('groups every number by three with a no-break space', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(3093)).toBe(`3${NBSP}093`);
    expect(formatNumber(100327)).toBe(`100${NBSP}327`);
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(-12345)).toBe(`-12${NBSP}345`);
    expect(NUMBER_FORMAT.format(3093)).toBe(formatNumber(3093));
  });

  it('writes a decimal comma, rounding to the digits asked for', () => {
    expect(formatNumber(1234.5, 1)).toBe(`1${NBSP}234,5`);
    expect(formatNumber(1234.56)).toBe(`1${NBSP}235`);
    expect(formatNumber(Number.NaN)).toBe('–');
  });
});

describe('parseDayInput', () => {
  it('takes YYYY-MM-DD and an empty field', () => {
    expect(parseDayInput('2025-03-01')).toEqual({ day: '2025-03-01' });
    expect(parseDayInput('  ')).toEqual({ day: '' });
  });

  it('takes the Hungarian ways of writing a day, as YYYY-MM-DD', () => {
    for (const text of [
      '2025.03.01.',
      '2025. 03. 01.',
      '2025. 3. 1.',
      '2025-3-1',
      '2025/03/01',
      ' 2025.03.01 ',
    ])
      expect(parseDayInput(text), text).toEqual({ day: '2025-03-01' });
  });

  it('refuses what is not a day', () => {
    for (const text of ['03/01/2025', '2025-03', 'tegnap', '20250301', '2025-03-01x'])
      expect(parseDayInput(text), text).toEqual({ error: 'format' });
    for (const text of ['2025-02-30', '2025-13-01', '2025-00-10', '1899-12-31', '2023-02-29'])
      expect(parseDayInput(text), text).toEqual({ error: 'noSuchDay' });
    expect(parseDayInput('2024-02-29')).toEqual({ day: '2024-02-29' });
  });
});

describe('parseDateTimeInput', () => {
  it('takes a day and a 24-hour time, as YYYY-MM-DDTHH:mm', () => {
    for (const text of ['2030-06-15 08:45', '2030.06.15. 8:45', '2030-06-15T08:45', ' 2030. 6. 15.  08.45 '])
      expect(parseDateTimeInput(text), text).toEqual({ value: '2030-06-15T08:45' });
    expect(parseDateTimeInput('')).toEqual({ value: '' });
  });

  it('says what is wrong with anything else', () => {
    for (const text of ['2030-06-15', '08:45', 'holnap 8:45', '06/15/2030 8:45 AM'])
      expect(parseDateTimeInput(text), text).toEqual({ error: 'format' });
    expect(parseDateTimeInput('2030-02-30 08:45')).toEqual({ error: 'noSuchDay' });
    expect(parseDateTimeInput('2030-06-15 24:00')).toEqual({ error: 'noSuchTime' });
    expect(parseDateTimeInput('2030-06-15 08:60')).toEqual({ error: 'noSuchTime' });
  });

  it('is shown with a space between the day and the time', () => {
    expect(showDateTimeInput('2030-06-15T08:45')).toBe('2030-06-15 08:45');
    expect(showDateTimeInput('holnap')).toBe('holnap');
  });
});
