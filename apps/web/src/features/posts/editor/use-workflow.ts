import { type Post, WORKFLOW_MESSAGES, type WorkflowAction } from '@newsroom/shared';
import { useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { showError, showMessage } from '../../../lib/messages.ts';
import { useWorkflowStep } from '../api/workflow-step.ts';

interface WorkflowOptions {
  /** The article as last saved or loaded (null: a new one). */
  saved: Post | null;
  /** There are unsaved changes: they are saved as a draft before the step. */
  dirty: boolean;
  save: (menuType: 'draft', preview: boolean, then: (article: Post) => Promise<Post>) => Promise<void>;
  accept: (article: Post) => void;
}

/**
 * The editor's workflow steps ('Beküldés jóváhagyásra', 'Visszaküldés', 'Jóváhagyás'): unsaved
 * changes are saved as a draft first, then the step is taken on what was saved; a refused step
 * says why and leaves the saved draft as it is. 'Visszaküldés' first asks for the note.
 */
export function useWorkflow({ saved, dirty, save, accept }: WorkflowOptions) {
  const step = useWorkflowStep();
  const [returning, setReturning] = useState(false);

  async function take(action: WorkflowAction, article: Post, note?: string): Promise<Post> {
    try {
      const reply = await step.mutateAsync({
        id: article.id,
        input: { action, note, last_update: article.last_update },
      });
      showMessage('success', reply.message || WORKFLOW_MESSAGES.done[action], { liveRegion: true });
      return reply.data;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status !== 401) showError(error.message);
      return article;
    }
  }

  async function run(action: WorkflowAction, note?: string) {
    if (!saved || dirty) {
      await save('draft', false, (article) => take(action, article, note));
      return;
    }
    accept(await take(action, saved, note));
  }

  return {
    run: (action: WorkflowAction) => {
      if (action === 'return') setReturning(true);
      else void run(action);
    },
    busy: step.isPending,
    returning: {
      opened: returning,
      cancel: () => setReturning(false),
      confirm: (note: string) => {
        setReturning(false);
        void run('return', note);
      },
    },
  };
}
