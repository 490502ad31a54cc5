import { USER_FORM_MESSAGES } from '@newsroom/shared';
import { ApiError } from '../../lib/api.ts';
import { showError } from '../../lib/messages.ts';

/**
 * The account and password screens' failures: no reply at all is 'An error occurred while saving!'
 * (docs/product.md); a reply shows the server's message; an expired session has its own message.
 */
export function showSaveError(error: Error): void {
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError && error.status === 0) showError(USER_FORM_MESSAGES.saveFailed);
  else showError(error.message);
}
