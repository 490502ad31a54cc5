import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('shows every page when there are at most ten', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('windows the numbers around the current page, four on each side', () => {
    expect(pageWindow(7, 14)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(50, 100)).toEqual([46, 47, 48, 49, 50, 51, 52, 53, 54]);
  });

  it('shifts the window at the start and at the end instead of shortening it', () => {
    expect(pageWindow(1, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(3, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(14, 14)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(12, 14)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('never shows more than ten numbers, and always the current page', () => {
    for (let last = 0; last <= 40; last++) {
      for (let current = 1; current <= last; current++) {
        const pages = pageWindow(current, last);
        expect(pages.length).toBeLessThanOrEqual(10);
        expect(pages).toContain(current);
        expect(pages.every((p, i) => i === 0 || p === (pages[i - 1] ?? 0) + 1)).toBe(true);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(99, 14)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});
