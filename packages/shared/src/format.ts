/**
 * Hungarian number and day formats, the same on every screen whatever the browser's language
 * (docs/product.md, Hungarian conventions): `3 093`, `100 327`, `1 234,5` (digits grouped by three
 * with a no-break space, a decimal comma), days as `YYYY-MM-DD`.
 */

/** The group separator: a no-break space, so a number never breaks across lines. */
export const NUMBER_GROUP_SEPARATOR = '\u00a0';

const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('hu-HU', { useGrouping: 'always', maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format;
}

/**
 * A number in the Hungarian format: `3 093`, `100 327`, `-12 345`, `1 234,5`. Every grouping space
 * is the same no-break space, whichever one the browser's Intl data uses.
 */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return numberFormat(maximumFractionDigits)
    .format(value)
    .replace(/\s/g, NUMBER_GROUP_SEPARATOR)
    .replace(/\u2212/g, '-');
}

/** `formatNumber` where an Intl.NumberFormat was used (`NUMBER_FORMAT.format(n)`). */
export const NUMBER_FORMAT = { format: (value: number) => formatNumber(value) } as const;

/** Why a typed day is refused. */
export type DayInputError = 'format' | 'noSuchDay';

/**
 * A day typed into a date field, as `YYYY-MM-DD`: '' for an empty field, the day when the text is
 * one (also `2025.03.01.`, `2025. 3. 1.` or `2025-3-1`, the ways a Hungarian writes it), else why
 * not: 'format' when it is not a year, month and day, 'noSuchDay' for `2025-02-30`.
 */
export function parseDayInput(text: string): { day: string } | { error: DayInputError } {
  const trimmed = text.trim();
  if (trimmed === '') return { day: '' };
  const match = /^(\d{4})\s*[-./]\s*(\d{1,2})\s*[-./]\s*(\d{1,2})\s*\.?$/.exec(trimmed);
  if (!match) return { error: 'format' };
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const year = Number(y);
  const month = Number(m);
  const dayOfMonth = Number(d);
  // The API's days are 1900..2999 (dateOnlySchema).
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || dayOfMonth < 1) return { error: 'noSuchDay' };
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (date.getUTCMonth() !== month - 1) return { error: 'noSuchDay' };
  return { day: `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` };
}

export type DateTimeInputError = DayInputError | 'noSuchTime';

/**
 * What is typed in a date-and-time field (the editor's 'Időzített közzététel'): a day as
 * parseDayInput takes it, then the time in 24 hours, `HH:mm` (`9:05` too); a `T` between them is
 * taken as well. Gives `YYYY-MM-DDTHH:mm` (the newsroom's wall time, as zonedLocalToIso reads it),
 * '' for an empty field, or what is wrong.
 */
export function parseDateTimeInput(text: string): { value: string } | { error: DateTimeInputError } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: '' };
  const match = /^(.+?)(?:\s+|\s*T\s*)(\d{1,2})\s*[:.]\s*(\d{2})$/.exec(trimmed);
  if (!match) return { error: 'format' };
  const [, dayText, h, m] = match as unknown as [string, string, string, string];
  const day = parseDayInput(dayText);
  if ('error' in day) return day;
  if (day.day === '') return { error: 'format' };
  if (Number(h) > 23 || Number(m) > 59) return { error: 'noSuchTime' };
  return { value: `${day.day}T${h.padStart(2, '0')}:${m}` };
}

/** A `YYYY-MM-DDTHH:mm` value as its field shows it, `YYYY-MM-DD HH:mm`; other text as it is. */
export function showDateTimeInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? value.replace('T', ' ') : value;
}
