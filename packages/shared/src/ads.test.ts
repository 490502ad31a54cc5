import { describe, expect, it } from 'vitest';
import { AD_POSITIONS, BANNER_PLACEMENTS, gptSizes, gptSlotCode, hasMobileSlot } from './ads.ts';

describe('the codes of SPEC.md point 3', () => {
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
