import { describe, expect, it } from 'vitest';
import { compareHungarian, HUNGARIAN_CODE_MAP, hungarianSortKey } from './hungarian-order.ts';

/** Names whose order tests every rule: long vowels, ö/ü, digraphs, doubled digraphs, spaces. */
export const HUNGARIAN_NAMES = [
  'Molnár Béla',
  'Mészáros Anna',
  'Major Ádám',
  'Ábel Judit',
  'Abai Péter',
  'Ács Ilona',
  'Zoltán',
  'Csaba Dénes',
  'Cukor Irén',
  'Orbán Olga',
  'Ökrös Ödön',
  'Őri Lili',
  'Ozsvár Pál',
  'Szabó Tamás',
  'Sziget Ede',
  'Sós Emma',
  'Sovány Zsófia',
  'Zsolt Márk',
  'Zágon Vera',
  'Gyula Gábor',
  'Gál Ferenc',
  'Nagy Éva',
  'Németh Kinga',
  'Nyári Lőrinc',
  'Lyka Károly',
  'Lukács Andrea',
  'Tóth Katalin',
  'Tyukodi Ákos',
  'Dzsida Jenő',
  'Dobos Rita',
  'Dús Ernő',
  'Éva Nóra',
  'Erdős Pál',
  'Ember Ottó',
  'Kis Anna',
  'Kiss Anna',
  'Kís Anna',
  'Ürge Ádám',
  'Uzsoki Ádám',
  'Üveges Ádám',
  'Hosszú Ádám',
  'Hossz Ádám',
  'Kovács Éva',
  'Kovacs Eva',
  'Bíró Anna',
  'Biro Anna',
  'Vörös Bence',
  'Voros Bence',
  'Weisz Emil',
  'Varga Zsuzsa',
];

const byKey = (a: string, b: string) => {
  const ka = hungarianSortKey(a);
  const kb = hungarianSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

describe('hungarianSortKey', () => {
  it('orders names as the Hungarian collation does', () => {
    expect([...HUNGARIAN_NAMES].sort(byKey)).toEqual([...HUNGARIAN_NAMES].sort(compareHungarian));
  });

  it('puts Mészáros before Molnár, Cukor before Csaba, Orbán before Ökrös before Őri', () => {
    const sorted = ['Molnár', 'Mészáros', 'Csaba', 'Cukor', 'Őri', 'Ökrös', 'Orbán', 'Ozsvár'].sort(byKey);
    expect(sorted).toEqual(['Cukor', 'Csaba', 'Mészáros', 'Molnár', 'Orbán', 'Ozsvár', 'Ökrös', 'Őri']);
  });

  it('takes a long vowel as its short pair, the short one first on a tie', () => {
    expect(['Ács', 'Ábel', 'Abai'].sort(byKey)).toEqual(['Abai', 'Ábel', 'Ács']);
    expect(['Kís', 'Kis'].sort(byKey)).toEqual(['Kis', 'Kís']);
  });

  it('reads a doubled digraph as the letter twice, and a shorter name first', () => {
    // Kosszú is k-o-sz-sz-ú: its fourth letter, sz, comes before Koszta's t.
    expect(['Koszta', 'Kosszú', 'Kossuth'].sort(byKey)).toEqual(['Kossuth', 'Kosszú', 'Koszta']);
    expect(['Koszta', 'Kosszú', 'Kossuth'].sort(compareHungarian)).toEqual(['Kossuth', 'Kosszú', 'Koszta']);
    expect(['Kissné', 'Kis Anna', 'Kis'].sort(byKey)).toEqual(['Kis', 'Kis Anna', 'Kissné']);
  });

  it('maps each character to one code, in order', () => {
    expect(HUNGARIAN_CODE_MAP.from).toHaveLength([...HUNGARIAN_CODE_MAP.to].length);
    expect(new Set(HUNGARIAN_CODE_MAP.from).size).toBe(HUNGARIAN_CODE_MAP.from.length);
  });
});
