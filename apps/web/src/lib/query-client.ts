import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { showError } from './messages.ts';

/** Shared query client: failed writes show the server's message; failed reads are logged. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.silent) return;
        if (error instanceof ApiError && error.status === 401) return;
        showError(error.message);
      },
    }),
  });
}

/** The app's one query client (route loaders prefetch into it). */
export const queryClient = createQueryClient();
