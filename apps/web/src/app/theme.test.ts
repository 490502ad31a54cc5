import { describe, expect, it } from 'vitest';
import { colors, theme } from './theme.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const AA = 4.5;
const WHITE = '#ffffff';

describe('theme colours meet WCAG 2.2 AA for text', () => {
  it('uses shade 6 for filled backgrounds, outlines, links and errors', () => {
    expect(theme.primaryShade).toBe(6);
  });

  for (const [name, shades] of Object.entries(colors)) {
    it(`${name}: filled, light and subtle text reads at 4.5:1`, () => {
      // White text on the filled background, and on its hover (shade 7).
      expect(contrast(WHITE, shades[6])).toBeGreaterThanOrEqual(AA);
      expect(contrast(WHITE, shades[7])).toBeGreaterThanOrEqual(AA);
      // Shade 6 as text (links, errors, outline and subtle buttons) on white and on gray.0.
      expect(contrast(shades[6], colors.gray[0])).toBeGreaterThanOrEqual(AA);
      // The light variant's text (shade 9) on its background (shade 1) and its hover (shade 2).
      expect(contrast(shades[9], shades[1])).toBeGreaterThanOrEqual(AA);
      expect(contrast(shades[9], shades[2])).toBeGreaterThanOrEqual(AA);
    });
  }

  it('dimmed text (gray.6) reads on white, gray.0 and gray.1', () => {
    for (const background of [WHITE, colors.gray[0], colors.gray[1]])
      expect(contrast(colors.gray[6], background)).toBeGreaterThanOrEqual(AA);
  });
});
