import { describe, expect, it } from 'vitest';
import { voteShares } from './voting.ts';

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
