import { paths, SESSION_MESSAGES } from '@newsroom/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api.ts';
import { showError, showInfo } from '../../lib/messages.ts';
import { sessionStore } from '../../lib/session.ts';
import { currentUserQuery } from './api/current-user.ts';
import { logout } from './api/logout.ts';

/** Clears the session after the server refused it and sends the user to the login screen. */
export function expireSession(queryClient: QueryClient, navigate: (to: string) => void): void {
  if (!sessionStore.get().token) return;
  navigate(paths.home.href());
  sessionStore.clear();
  queryClient.clear();
  showError(SESSION_MESSAGES.sessionExpired);
}

/** Refetches the current user; a refused session expires (a network failure is only logged). */
export async function refreshCurrentUser(queryClient: QueryClient, navigate: (to: string) => void) {
  try {
    const user = await queryClient.fetchQuery(currentUserQuery);
    sessionStore.set({ user });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 403))
      expireSession(queryClient, navigate);
    else console.error('current user refresh failed', err);
  }
}

/** 'Kilejentkezés': revokes the token, clears the session, says so. */
export async function signOut(queryClient: QueryClient, navigate: (to: string) => void): Promise<void> {
  sessionStore.set({ isLoggingOut: true });
  try {
    await logout();
  } catch (err) {
    const alreadyRevoked = err instanceof ApiError && err.status === 401;
    if (!alreadyRevoked) {
      sessionStore.set({ isLoggingOut: false });
      showError(
        err instanceof ApiError && err.status > 0
          ? SESSION_MESSAGES.logoutFailed
          : SESSION_MESSAGES.logoutError,
      );
      return;
    }
  }
  navigate(paths.home.href());
  sessionStore.clear();
  queryClient.clear();
  showInfo(SESSION_MESSAGES.loggedOut);
}
