import { describe, expect, it } from 'vitest';
import { idOrNoneSchema, idSchema, MAX_ID, optionalIdQuery, pageSchema, perPageSchema } from './ids.ts';

describe('idSchema', () => {
  it('takes a decimal id as text or as a JSON number', () => {
    for (const [value, id] of [
      ['1', 1],
      ['42', 42],
      [String(MAX_ID), MAX_ID],
      [7, 7],
    ] as const) {
      expect(idSchema.parse(value)).toBe(id);
    }
  });

  it('refuses what Number() would read as an id but is not written as one', () => {
    for (const value of [
      '1e3',
      '0x10',
      '0o7',
      '0b1',
      '1.0',
      '1.',
      '+1',
      ' 1',
      '1 ',
      '01',
      '-1',
      '0',
      '',
      'abc',
    ]) {
      expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    for (const value of [0, -1, 1.5, MAX_ID + 1, String(MAX_ID + 1), '99999999999', true, null, [1], {}]) {
      expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('as an optional query filter, an empty value is no filter', () => {
    expect(optionalIdQuery.parse('')).toBeUndefined();
    expect(optionalIdQuery.parse(undefined)).toBeUndefined();
    expect(optionalIdQuery.parse('5')).toBe(5);
    expect(optionalIdQuery.safeParse('5e0').success).toBe(false);
  });

  it('idOrNone keeps 0 (and missing or empty) as none', () => {
    expect(idOrNoneSchema.parse(undefined)).toBe(0);
    expect(idOrNoneSchema.parse('')).toBe(0);
    expect(idOrNoneSchema.parse(0)).toBe(0);
    expect(idOrNoneSchema.parse('0')).toBe(0);
    expect(idOrNoneSchema.parse(12)).toBe(12);
    for (const value of ['0x0', '1e1', -1, true, MAX_ID + 1]) {
      expect(idOrNoneSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});

describe('paging', () => {
  it('per_page defaults to 20, is capped at 100, and refuses 0, negatives and non-numbers', () => {
    expect(perPageSchema.parse(undefined)).toBe(20);
    expect(perPageSchema.parse('')).toBe(20);
    expect(perPageSchema.parse('7')).toBe(7);
    expect(perPageSchema.parse('100')).toBe(100);
    expect(perPageSchema.parse('101')).toBe(100);
    expect(perPageSchema.parse('500')).toBe(100);
    expect(perPageSchema.parse('9'.repeat(400))).toBe(100);
    for (const value of ['0', '-1', '1.5', '1e2', 'x']) {
      expect(perPageSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('page defaults to 1 and is a decimal 1..1000000', () => {
    expect(pageSchema.parse(undefined)).toBe(1);
    expect(pageSchema.parse('3')).toBe(3);
    for (const value of ['0', '-1', '1.5', '1e1', '1000001']) {
      expect(pageSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
