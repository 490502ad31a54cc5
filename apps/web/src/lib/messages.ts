import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@newsroom/shared';

export type MessageKind = 'error' | 'success' | 'info';

const COLORS: Record<MessageKind, string> = { error: 'red', success: 'green', info: 'blue' };

/**
 * Shows one message; it replaces whatever message was showing (docs/product.md). A toast is an
 * alert, which screen readers say at once; `announced`: the caller has the shell's live region say
 * it (announce() in components/LiveAnnouncer.tsx, which also outlives a change of screen), so the
 * toast is a plain note and the text is not said twice.
 */
export function showMessage(kind: MessageKind, message: string, { announced = false } = {}): void {
  notifications.clean();
  notifications.show({
    message,
    role: announced ? 'note' : 'alert',
    color: COLORS[kind],
    position: kind === 'error' ? 'top-center' : 'top-right',
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    'data-kind': kind,
  } as Parameters<typeof notifications.show>[0]);
}

export const showError = (message: string) => showMessage('error', message);
export const showSuccess = (message: string) => showMessage('success', message);
export const showInfo = (message: string) => showMessage('info', message);

/** Removes the message on screen, e.g. the sign-in reminder once the user has signed in. */
export function clearMessages(): void {
  notifications.clean();
}
