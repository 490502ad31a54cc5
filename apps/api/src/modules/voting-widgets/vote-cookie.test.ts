import { describe, expect, it } from 'vitest';
import { readCookie, VOTE_COOKIE_NAME, VoteCookie } from './vote-cookie.ts';

/** The `name=value` part of a Set-Cookie value, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('VoteCookie', () => {
  it('reads back the poll ids it wrote, with the attributes of a private, long-lived cookie', () => {
    const cookie = new VoteCookie('titok');
    const header = cookie.serialize([3, 17, 3, 42], false);
    expect(header).toMatch(
      /^nr_votes=3-17-42\.[\w-]+; Path=\/api\/public\/voting-widgets; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    expect(cookie.read(sent(header))).toEqual([3, 17, 42]);
    expect(cookie.serialize([1], true)).toMatch(/; Secure$/);
  });

  it('treats a tampered, foreign-key or malformed cookie as empty', () => {
    const cookie = new VoteCookie('titok');
    const value = sent(cookie.serialize([5], false)).slice(VOTE_COOKIE_NAME.length + 1);
    const signature = value.slice(value.indexOf('.') + 1);
    expect(cookie.read(`${VOTE_COOKIE_NAME}=6.${signature}`)).toEqual([]);
    expect(cookie.read(`${VOTE_COOKIE_NAME}=5`)).toEqual([]);
    expect(cookie.read(`${VOTE_COOKIE_NAME}=.${signature}`)).toEqual([]);
    expect(new VoteCookie('másik titok').read(`${VOTE_COOKIE_NAME}=${value}`)).toEqual([]);
    expect(cookie.read(undefined)).toEqual([]);
  });

  it('remembers only the newest 200 polls', () => {
    const cookie = new VoteCookie('titok');
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const read = cookie.read(sent(cookie.serialize(ids, false)));
    expect(read).toHaveLength(200);
    expect(read[0]).toBe(51);
    expect(read.at(-1)).toBe(250);
  });
});

describe('readCookie', () => {
  it('finds one cookie among others, quoted or not, and not by a longer name', () => {
    expect(readCookie('a=1; nr_votes=x.y; b=2', 'nr_votes')).toBe('x.y');
    expect(readCookie('nr_votes="x.y"', 'nr_votes')).toBe('x.y');
    expect(readCookie('xnr_votes=1; nr_votes_old=2', 'nr_votes')).toBeUndefined();
    expect(readCookie('broken; nr_votes=3', 'nr_votes')).toBe('3');
    expect(readCookie('', 'nr_votes')).toBeUndefined();
  });
});
