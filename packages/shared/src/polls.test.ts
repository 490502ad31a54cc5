import { describe, expect, it } from 'vitest';
import { pollFormSchema, pollInputSchema, voteShares } from './polls.ts';
import { checkRules } from './rules.ts';
import { POLL_FORM_MESSAGES, POLL_SERVER_MESSAGES } from './strings/polls.ts';

const shares = (...votes: number[]) => voteShares(votes.map((v) => ({ votes: v })));

describe('voteShares', () => {
  it('gives whole percents that add up to 100', () => {
    // 12.5 and 12.5: the tie goes to the first.
    expect(shares(22, 4, 4, 5, 5)).toEqual([55, 10, 10, 13, 12]);
    expect(shares(1, 1, 1)).toEqual([34, 33, 33]);
    expect(shares(3, 1, 0)).toEqual([75, 25, 0]);
    for (const votes of [[7, 3, 9, 1], [1, 2], [333, 333, 334], [5]]) {
      expect(shares(...votes).reduce((a, b) => a + b, 0)).toBe(100);
    }
  });

  it('is 0 for every item of a poll without votes, and empty without items', () => {
    expect(shares(0, 0)).toEqual([0, 0]);
    expect(shares()).toEqual([]);
  });
});

describe('the poll rules', () => {
  const check = (schema: Parameters<typeof checkRules>[0], value: Record<string, unknown>) =>
    checkRules(schema, value, 'más');

  it('want a name and at least one item, both marked at once, the name first', () => {
    const M = POLL_SERVER_MESSAGES;
    expect(check(pollInputSchema, {})).toEqual({
      errors: { name: M.nameMissing, items: M.noItems },
      message: M.nameMissing,
    });
    expect(check(pollInputSchema, { name: 'Kérdés', items: [] })?.message).toBe(M.noItems);
  });

  it('do not check item names', () => {
    expect(check(pollInputSchema, { name: 'Kérdés', items: [{ name: '' }] })).toBeNull();
  });

  it("are worded for the dialog: 'Fill out the fields please!', 'You must add at least one item!'", () => {
    expect(check(pollFormSchema, { name: ' ', items: [] })).toEqual({
      errors: { name: POLL_FORM_MESSAGES.nameMissing, items: POLL_FORM_MESSAGES.noItems },
      message: 'Fill out the fields please!',
    });
    expect(check(pollFormSchema, { name: 'Kérdés' })?.message).toBe('You must add at least one item!');
  });
});
