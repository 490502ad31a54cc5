import { VisuallyHidden } from '@mantine/core';
import { useSyncExternalStore } from 'react';

// One polite live region for the whole signed-in app (rendered by the shell, so it outlives a
// screen): what `announce` puts in it, a screen reader reads out once it is idle.

let message = '';
let serial = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Has screen readers say `text` (a save, a deletion), without moving the focus. The same text twice
 * in a row is said twice: the region is emptied first.
 */
export function announce(text: string): void {
  message = '';
  serial++;
  emit();
  const mine = serial;
  window.setTimeout(() => {
    if (mine !== serial) return;
    message = text;
    emit();
  }, 50);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region itself; rendered once, in the shell. */
export function LiveAnnouncer() {
  const text = useSyncExternalStore(subscribe, () => message);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {text}
    </VisuallyHidden>
  );
}
