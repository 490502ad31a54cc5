import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { showError, showSuccess } from './messages.ts';

interface ListWriteOptions {
  /** The lists to reload after it (their shared query key). */
  invalidates: QueryKey;
  /** Said when the server's reply has no message; without it, nothing is said then. */
  fallback?: string;
  /** Show a failure's message here (otherwise the caller or the global handler does). */
  showErrors?: boolean;
}

/**
 * A write from a list screen (a delete, a right-side change): on success it says so with the
 * server's message (or the fallback) and reloads the lists under `invalidates`.
 */
export function useListWrite<V, R extends { message?: string }>(
  write: (variables: V) => Promise<R>,
  { invalidates, fallback, showErrors = false }: ListWriteOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (reply) => {
      const message = reply.message || fallback;
      if (message) showSuccess(message);
      await queryClient.invalidateQueries({ queryKey: invalidates });
    },
    ...(showErrors ? { onError: (error: Error) => showError(error.message) } : {}),
  });
}

interface ItemSaveOptions {
  /** Where the saved item is kept (its edit form's query), so the form shows what was stored. */
  itemKey?: (id: number) => QueryKey;
  /** The lists to reload after it. */
  invalidates: QueryKey;
  /** Errors are left to the caller, which shows them (and marks the fields the server named). */
  silent?: boolean;
}

/** The save of an item from its form: the reply's item becomes the form's, and the lists reload. */
export function useItemSave<V, T extends { id: number }>(
  save: (variables: V) => Promise<{ message?: string; data: T }>,
  { itemKey, invalidates, silent = false }: ItemSaveOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    ...(silent ? { meta: { silent: true } } : {}),
    onSuccess: async (reply) => {
      // Only an item a screen already holds: a new entry would outlive the editor's gcTime of 0
      // (the cache keeps the longer lifetime), and a later visit would show this copy, not a fresh one.
      const key = itemKey?.(reply.data.id);
      if (key && queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, reply.data);
      await queryClient.invalidateQueries({ queryKey: invalidates });
    },
  });
}
