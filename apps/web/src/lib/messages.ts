import { notifications } from '@mantine/notifications';
import { A11Y, TOAST_DURATION_MS } from '@newsroom/shared';
import { announce } from '../components/LiveAnnouncer.tsx';

export type MessageKind = 'error' | 'success' | 'info';

const COLORS: Record<MessageKind, string> = { error: 'red', success: 'green', info: 'blue' };

/**
 * Shows one message; it replaces whatever message was showing (docs/product.md). A toast is an
 * alert, which screen readers say at once. `liveRegion`: the shell's polite live region says it
 * instead (announce() in components/LiveAnnouncer.tsx, which outlives a change of screen, e.g. a
 * new article's save), and the toast is a plain note, so the text is said once.
 */
export function showMessage(kind: MessageKind, message: string, { liveRegion = false } = {}): void {
  notifications.clean();
  if (liveRegion) announce(message);
  notifications.show({
    message,
    role: liveRegion ? 'note' : 'alert',
    color: COLORS[kind],
    position: kind === 'error' ? 'top-center' : 'top-right',
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    // Its × is named, like every dialog's (an unnamed button fails WCAG 4.1.2).
    closeButtonProps: { 'aria-label': A11Y.close },
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
