import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import LoginPage from '../features/session/LoginPage.tsx';
import { expireSession, refreshCurrentUser } from '../features/session/session-actions.ts';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { sessionStore, useSession } from '../lib/session.ts';
import { Shell } from './Shell.tsx';

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

  return token ? <Shell /> : <LoginPage />;
}
