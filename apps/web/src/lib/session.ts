import type { SessionUser } from '@newsroom/shared';
import { useSyncExternalStore } from 'react';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** True between pressing 'Kilejentkezés' and the server's answer. */
  isLoggingOut: boolean;
}

const STORAGE_KEY = 'newsroom.session';
const empty: SessionState = { token: null, user: null, isLoggingOut: false };

function load(): SessionState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return empty;
    const parsed = JSON.parse(raw) as Partial<SessionState>;
    return { token: parsed.token ?? null, user: parsed.user ?? null, isLoggingOut: false };
  } catch {
    return empty;
  }
}

let state: SessionState = load();

/** Whether this page load began without a session (the only time the sign-in reminder is shown). */
export const openedWithoutSession = state.token === null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The session, persisted in local storage so that a reload keeps the user signed in. */
export const sessionStore = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    try {
      if (state.token)
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ token: state.token, user: state.user }));
      else localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Private mode or full storage: the session then lasts for this tab only.
    }
    emit();
  },
  clear(): void {
    sessionStore.set({ token: null, user: null, isLoggingOut: false });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Signing out in one tab signs out the others.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  state = load();
  emit();
});

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
