import { type RefObject, useEffect } from 'react';

/** Whether a key press is typing into something (a field, an editable text, a select's search). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Frames to wait for the field of a panel that was closed (its fields mount as it opens). */
const MAX_FRAMES = 30;

/**
 * '/' focuses the list's title search (docs/product.md), as on the sites editors know: not while
 * typing in a field, not with a modifier, and not while a dialog is open. A closed filter panel
 * (which does not render its fields) is opened first by its toggle, found inside `panel`.
 */
export function useSlashFocus(
  field: RefObject<HTMLInputElement | null>,
  panel: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    function focusWhenThere(frame = 0) {
      const input = field.current;
      if (input) {
        input.focus();
        input.select();
      } else if (frame < MAX_FRAMES) {
        requestAnimationFrame(() => focusWhenThere(frame + 1));
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const closed = panel.current?.querySelector<HTMLElement>('[aria-controls][aria-expanded="false"]');
      if (!field.current && !closed) return;
      event.preventDefault();
      closed?.click();
      focusWhenThere();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [field, panel]);
}
