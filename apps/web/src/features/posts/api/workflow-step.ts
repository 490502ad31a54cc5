import { postReplySchema, type WorkflowInput } from '@newsroom/shared';
import { apiRequest } from '../../../lib/api.ts';
import { useItemSave } from '../../../lib/writes.ts';
import { adminPostsKey } from './admin-posts.ts';
import { postKey } from './get-post.ts';

export interface WorkflowStepVariables {
  id: number;
  input: WorkflowInput;
}

/** POST /api/posts/{id}/workflow: submit, return, approve, publish or unpublish; the reply is the article. */
export function workflowStep({ id, input }: WorkflowStepVariables) {
  return apiRequest('POST', `/posts/${id}/workflow`, postReplySchema, { body: input });
}

/** Takes a step and reloads the article lists; errors are left to the editor (silent), which shows them. */
export function useWorkflowStep() {
  return useItemSave(workflowStep, { itemKey: postKey, invalidates: adminPostsKey, silent: true });
}
