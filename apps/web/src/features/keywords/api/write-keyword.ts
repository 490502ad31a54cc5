import { keywordMergeResultSchema, keywordSchema, okReplySchema } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { showSuccess } from '../../../lib/messages.ts';
import { keywordsKey } from './keywords.ts';

const renameReply = okReplySchema(keywordSchema);
const mergeReply = okReplySchema(keywordMergeResultSchema);

/**
 * PUT /api/keywords/{id} (rename) and POST /api/keywords/{id}/merge: said with the server's message
 * and the lists reloaded. Errors are left to the dialog (silent), which marks its field.
 */
function useKeywordWrite<V>(write: (variables: V) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent: true },
    onSuccess: (reply) => {
      if (reply.message) showSuccess(reply.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordsKey }),
  });
}

export const useRenameKeyword = () =>
  useKeywordWrite(({ id, name }: { id: number; name: string }) =>
    apiRequest('PUT', `/keywords/${id}`, renameReply, { body: { name } }),
  );

export const useMergeKeyword = () =>
  useKeywordWrite(({ id, into }: { id: number; into: number }) =>
    apiRequest('POST', `/keywords/${id}/merge`, mergeReply, { body: { into } }),
  );
