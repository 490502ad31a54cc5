import { describe, expect, it } from 'vitest';
import { isoToZonedLocal, zonedLocalToIso } from './dates.ts';

describe("the 'Időzítés' field's times (Europe/Budapest)", () => {
  it('adds the winter and the summer offset', () => {
    expect(zonedLocalToIso('2026-01-15T10:30')).toBe('2026-01-15T10:30:00+01:00');
    expect(zonedLocalToIso('2026-07-15T10:30')).toBe('2026-07-15T10:30:00+02:00');
  });

  it('round-trips through the instant it names', () => {
    for (const local of ['2026-03-29T01:30', '2026-03-29T03:30', '2026-10-25T04:00', '2026-12-31T23:59']) {
      const iso = zonedLocalToIso(local);
      expect(iso).toBeDefined();
      expect(isoToZonedLocal(iso)).toBe(local);
    }
  });

  it('answers undefined for anything but YYYY-MM-DDTHH:mm, and an empty field for no time', () => {
    for (const bad of ['', '2026-01-15', '2026-01-15 10:30', 'holnap', '2026-01-15T10:30:00']) {
      expect(zonedLocalToIso(bad)).toBeUndefined();
    }
    expect(isoToZonedLocal(null)).toBe('');
  });
});
