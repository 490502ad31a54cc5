import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../components/PageLoader.tsx';
import { expireSession, refreshCurrentUser } from '../features/session/session-actions.ts';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { sessionStore, useSession } from '../lib/session.ts';
import { loadAppStyles, loadDeferredPages } from './lazy-page.ts';
import LoginRoute from './routes/login.tsx';

// The signed-in frame (sidebar, header, menus and what they import) is its own chunk, so the login
// screen does not download it (the login route's budget, scripts/check-web-budget.mjs).
let loadedShell: ComponentType | undefined;
let loadingShell: Promise<{ default: ComponentType }> | undefined;

/**
 * Fetches the shell's chunk once, after Mantine's whole stylesheet; main.tsx waits for it before the
 * first render of a signed-in page, which starts it here, before the router fetches the page.
 */
export function preloadShell(): Promise<{ default: ComponentType }> {
  loadingShell ??= Promise.all([loadAppStyles(), import('./Shell.tsx')]).then(
    ([, m]) => {
      loadedShell = m.Shell;
      return { default: m.Shell };
    },
    (error: unknown) => {
      loadingShell = undefined; // tried again by the next call
      throw error;
    },
  );
  return loadingShell;
}
if (sessionStore.get().token) preloadShell().catch(() => {});

/** The shell and the pages deferred while signed out, together: the first signed-in screen is whole. */
function loadSignedIn(): Promise<{ default: ComponentType }> {
  return Promise.all([preloadShell(), loadDeferredPages()]).then(([shell]) => shell);
}

// Signed out, the shell and the page asked for start downloading when the login form is sent (after
// the form's own handler has sent the login request), in parallel with the password check; nothing
// of theirs is fetched while the login screen merely shows.
document.addEventListener('submit', () => {
  if (!sessionStore.get().token) loadSignedIn().catch(() => {});
});

const LazyShell = lazy(loadSignedIn);

/** Shows the login screen while nobody is signed in, else the shell; keeps the session honest. */
export function Root() {
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    setUnauthorizedHandler(() => expireSession(queryClient, navigate));
  }, [queryClient, navigate]);

  // The current user is refetched on every route change (docs/product.md).
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger on purpose.
  useEffect(() => {
    if (sessionStore.get().token) void refreshCurrentUser(queryClient, navigate);
  }, [location.key, queryClient, navigate]);

  return token ? <SignedIn /> : <LoginRoute />;
}

/** The shell: at once when its chunk is here (main.tsx waits for it on a signed-in load), else lazily. */
function SignedIn() {
  // Chosen once per sign-in, so that the shell is never swapped (and remounted) under the user.
  const [Shell] = useState(() => loadedShell ?? LazyShell);
  return (
    <Suspense fallback={<PageLoader />}>
      <Shell />
    </Suspense>
  );
}
