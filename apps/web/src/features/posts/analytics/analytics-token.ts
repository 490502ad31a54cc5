import { useEffect, useSyncExternalStore } from 'react';
import type { GrantedToken } from './google-identity.ts';

/**
 * The GA4 access token, kept for this browser tab only (sessionStorage) with its expiry, and only
 * for the newsroom user and analytics client it was granted to.
 */
export interface StoredAnalyticsToken extends GrantedToken {
  clientId: string;
  userId: number;
}

const STORAGE_KEY = 'newsroom.analytics-token';
/** Treat a token as gone a little before Google does, so no request runs with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;

function load(): StoredAnalyticsToken | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredAnalyticsToken) : null;
  } catch {
    return null;
  }
}

let token: StoredAnalyticsToken | null = load();
const listeners = new Set<() => void>();

export const analyticsTokenStore = {
  get: (): StoredAnalyticsToken | null => token,
  set(next: StoredAnalyticsToken | null): void {
    token = next;
    try {
      if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Storage refused: the token lives in memory only.
    }
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The usable access token for this user and client, or undefined; forgets it when it expires. */
export function useAnalyticsToken(clientId: string, userId: number | undefined): string | undefined {
  const stored = useSyncExternalStore(analyticsTokenStore.subscribe, analyticsTokenStore.get);
  const valid =
    stored && stored.clientId === clientId && stored.userId === userId
      ? stored.expiresAt - EXPIRY_MARGIN_MS > Date.now()
      : false;
  useEffect(() => {
    if (!stored || !valid) return;
    const timer = setTimeout(
      () => analyticsTokenStore.set(null),
      Math.min(stored.expiresAt - EXPIRY_MARGIN_MS - Date.now(), 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [stored, valid]);
  return valid && stored ? stored.accessToken : undefined;
}
