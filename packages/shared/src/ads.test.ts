import { describe, expect, it } from 'vitest';
import {
  AD_POSITIONS,
  BANNER_PLACEMENTS,
  bannerInputSchema,
  bannerSaveSchema,
  googleAdInputSchema,
  gptSizes,
  gptSlotCode,
  hasMobileSlot,
} from './ads.ts';
import { checkRules } from './rules.ts';
import { ADS_SERVER_MESSAGES as M } from './strings/ads.ts';

describe('the codes of docs/product.md', () => {
  it('lists every banner placement once, inactive first', () => {
    expect(BANNER_PLACEMENTS[0]).toEqual({ code: '', label: 'Inaktív' });
    expect(new Set(BANNER_PLACEMENTS.map((p) => p.code)).size).toBe(BANNER_PLACEMENTS.length);
    expect(BANNER_PLACEMENTS.find((p) => p.code === 'list_popular_600')?.label).toBe('370x600');
  });

  it('stores glist_popular_600 as 370x370 and gright_600 as 300x600', () => {
    const size = (code: string) => AD_POSITIONS.find((p) => p.code === code);
    expect(size('glist_popular_600')).toMatchObject({ width: 370, height: 370 });
    expect(size('gright_600')).toMatchObject({ width: 300, height: 600 });
    expect(AD_POSITIONS).toHaveLength(18);
  });
});

describe('the Google Publisher Tag code', () => {
  it('reads sizes written as 728x90 lists or as arrays', () => {
    expect(gptSizes('728x90')).toBe('[728, 90]');
    expect(gptSizes('728x90, 970x90')).toBe('[[728, 90], [970, 90]]');
    expect(gptSizes('[[300, 250], [336, 280]]')).toBe('[[300, 250], [336, 280]]');
    expect(gptSizes('fluid, 728x90')).toBe("['fluid', [728, 90]]");
    expect(gptSizes('valami')).toBe('');
  });

  const ad = {
    path: '/123/fejlec',
    size: '728x90',
    div_id: 'div-fejlec',
    path_mobile: '',
    size_mobile: '',
    div_id_mobile: '',
  };

  it('defines the slot with its path, sizes and div_id', () => {
    const code = gptSlotCode(ad);
    expect(code).toContain("googletag.defineSlot('/123/fejlec', [728, 90], 'div-fejlec')");
    expect(code).toContain('<div id="div-fejlec">');
    expect(code).not.toContain('matchMedia');
  });

  it('adds the mobile slot only when all its fields are filled', () => {
    expect(hasMobileSlot({ ...ad, path_mobile: '/123/m', size_mobile: '320x50' })).toBe(false);
    const code = gptSlotCode({ ...ad, path_mobile: '/123/m', size_mobile: '320x50', div_id_mobile: 'div-m' });
    expect(code).toContain("googletag.defineSlot('/123/m', [320, 50], 'div-m')");
    expect(code).toContain("googletag.defineSlot('/123/fejlec', [728, 90], 'div-fejlec')");
  });

  it("escapes quotes so a path cannot break out of the code's strings", () => {
    expect(gptSlotCode({ ...ad, path: "/1/a'b" })).toContain("'/1/a\\'b'");
  });

  it('keeps a div_id with </script> inside the script element', () => {
    const code = gptSlotCode({ ...ad, div_id: 'x</script><script>alert(1)//' });
    expect(code).not.toContain('x</script>');
    expect(code).toContain("'x\\x3C/script>\\x3Cscript>alert(1)//'");
  });
});

const check = (schema: Parameters<typeof checkRules>[0], value: Record<string, unknown>) =>
  checkRules(schema, value, 'más');
const image = { data: 'data:image/png;base64,AA', filename: 'a.png' };

describe('bannerInputSchema (campaigns and banners)', () => {
  it("wants a title: 'Töltse ki a mezőket!'", () => {
    expect(check(bannerInputSchema, { title: ' ' })).toEqual({
      errors: { title: M.invalid },
      message: 'Töltse ki a mezőket!',
    });
  });

  it('takes an http(s) link, normalised, or none, and refuses any other', () => {
    expect(bannerInputSchema.parse({ title: 'x', url: 'https://példa.hu/őszi vásár' }).url).toBe(
      'https://xn--plda-bpa.hu/%C5%91szi%20v%C3%A1s%C3%A1r',
    );
    expect(bannerInputSchema.parse({ title: 'x' }).url).toBe('');
    for (const url of ['javascript:alert(1)', 'ftp://x.example/a', 'nem link'])
      expect(check(bannerInputSchema, { title: 'x', url })?.errors, url).toEqual({ url: M.badUrl });
  });
});

describe('bannerSaveSchema (a save with what is stored)', () => {
  it('wants an image for a new item, or the stored one', () => {
    expect(check(bannerSaveSchema('campaign'), { title: 'x' })).toEqual({
      errors: { image: M.noImage.campaign },
      message: 'Válasszon kampány képet (kép)!',
    });
    expect(check(bannerSaveSchema('banner'), { title: 'x' })?.message).toBe('Válassza ki a bannert (kép)!');
    expect(check(bannerSaveSchema('banner'), { title: 'x', image })).toBeNull();
    expect(
      check(bannerSaveSchema('banner'), { title: 'x', stored_image: '/uploads/banners/a.jpg' }),
    ).toBeNull();
  });

  it("wants a side of the kind; a campaign's empty side is 'campaign'", () => {
    expect(check(bannerSaveSchema('campaign'), { title: 'x', image, side: '' })).toBeNull();
    expect(check(bannerSaveSchema('campaign'), { title: 'x', image, side: 'top_90' })?.errors).toEqual({
      side: M.unknownSide,
    });
    expect(check(bannerSaveSchema('banner'), { title: 'x', image, side: 'campaign' })?.errors).toEqual({
      side: M.unknownSide,
    });
  });

  it('marks the title and the image at once, the title first', () => {
    expect(check(bannerSaveSchema('campaign'), {})).toEqual({
      errors: { title: M.invalid, image: M.noImage.campaign },
      message: M.invalid,
    });
  });
});

describe('googleAdInputSchema', () => {
  const slot = { name: 'Fejléc', path: '/123/fejlec', size: '728x90', div_id: 'div-fejlec' };

  it("wants name, path, size and div_id, all at once: 'Töltse ki a mezőket!'; the mobile fields are optional", () => {
    expect(check(googleAdInputSchema, { name: ' ' })).toEqual({
      errors: { name: M.invalid, path: M.invalid, size: M.invalid, div_id: M.invalid },
      message: M.invalid,
    });
    expect(check(googleAdInputSchema, slot)).toBeNull();
  });

  it('wants a position of AD_POSITIONS', () => {
    expect(check(googleAdInputSchema, { ...slot, position: 'top_90' })?.errors).toEqual({
      position: M.unknownPosition,
    });
    expect(check(googleAdInputSchema, { ...slot, position: 'gright_600' })).toBeNull();
  });

  it("wants a positioned slot's size to be the position's, when one is sent", () => {
    const mismatch = check(googleAdInputSchema, {
      ...slot,
      position: 'glist_popular_600',
      width: 370,
      height: 600,
    });
    expect(mismatch).toEqual({
      errors: { width: M.sizeMismatch(370, 370), height: M.sizeMismatch(370, 370) },
      message: M.sizeMismatch(370, 370),
    });
    expect(
      check(googleAdInputSchema, { ...slot, position: 'glist_popular_600', width: 370, height: 370 }),
    ).toBeNull();
    expect(check(googleAdInputSchema, { ...slot, position: '', width: 320, height: 100 })).toBeNull();
  });
});
