/**
 * What the campaign and banner test files (banners-*.test.ts) share: a TestApp with an admin who
 * writes them and a developer who only reads them, the two kinds with their sides, and the calls of
 * one kind.
 */
import type { BannerInput, BannerItem, BannerKind } from '@newsroom/shared';
import { expect } from 'vitest';
import { imageDataUrl, type SignedIn, useTestApp } from '../../test/harness.ts';

export interface SavedReply {
  status: 'ok';
  message: string;
  data: BannerItem;
}

export type Body = BannerInput & Record<string, unknown>;

/** A side each kind accepts as active, and one it refuses. */
export const KINDS: Array<{ kind: BannerKind; active: string; foreign: string }> = [
  { kind: 'campaign', active: 'campaign', foreign: 'top_90' },
  { kind: 'banner', active: 'right_600', foreign: 'campaign' },
];

/** The set-up of a banner test file: its TestApp, its signed-in users, and the calls of a kind. */
export function useBannersApp() {
  const { t, admin, developer } = useTestApp({
    /** is_admin: may write campaigns and banners. */
    admin: { first_name: 'Hanna', last_name: 'Hirdető', is_admin: true },
    /** is_developer only: may read them, not write them. */
    developer: { is_developer: true },
  });

  /** The calls of one kind under its base URL (/api/campaigns, /api/banners). */
  function callsOf(kind: BannerKind, active: string) {
    const base = `/api/${kind}s`;
    let sequence = 0;

    async function validInput(overrides: Body = {}): Promise<Body> {
      sequence += 1;
      return {
        title: `Teszt ${kind} ${sequence}`,
        url: 'https://hirdeto.example/ajanlat',
        side: active,
        image: {
          data: await imageDataUrl({ width: 300, height: 120 }),
          filename: 'kep.jpg',
          type: 'image/jpeg',
          dimensions: { width: 300, height: 120 },
        },
        ...overrides,
      };
    }

    function add(body: Body, who: SignedIn = admin) {
      return t.app.inject({ method: 'POST', url: `${base}/add`, headers: who.headers, payload: body });
    }

    async function create(overrides: Body = {}): Promise<BannerItem> {
      const res = await add(await validInput(overrides));
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SavedReply>().data;
    }

    function put(id: number, body: Body, who: SignedIn = admin) {
      return t.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: who.headers, payload: body });
    }

    function list(query = '', who: SignedIn = developer) {
      return t.app.inject({ method: 'GET', url: `${base}${query}`, headers: who.headers });
    }

    return { base, validInput, add, create, put, list };
  }

  return { t, admin, developer, callsOf };
}
