import { workflowEditorsReplySchema, workflowReviewersReplySchema } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api.ts';

/** GET /api/workflow/reviewers: who a submission by the signed-in user tells (names only). */
export function useReviewers(enabled: boolean) {
  return useQuery({
    queryKey: ['workflow-reviewers'],
    queryFn: ({ signal }) =>
      apiGet('/workflow/reviewers', workflowReviewersReplySchema, signal).then((r) => r.data.names),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/workflow/editors: who the editor's 'Felelős szerkesztő' offers. */
export function useResponsibleEditors() {
  return useQuery({
    queryKey: ['workflow-editors'],
    queryFn: ({ signal }) =>
      apiGet('/workflow/editors', workflowEditorsReplySchema, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
