// Free of zod and every other import: the reader site's script (apps/site/src/client) bundles it
// through the package's `./vote-shares` export without pulling in the contract's schemas.

/**
 * Each item's share of the poll's votes in whole percents that add up to 100 (largest remainders
 * get the rounding), or 0 for every item of a poll without votes.
 */
export function voteShares(items: ReadonlyArray<{ votes: number }>): number[] {
  const total = items.reduce((sum, item) => sum + item.votes, 0);
  if (total <= 0) return items.map(() => 0);
  const exact = items.map((item) => (item.votes / total) * 100);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
