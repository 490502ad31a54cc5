import { useCallback, useEffect, useRef } from 'react';

/** The signed-in screen's content area, the skip link's target (app/Shell.tsx). */
export const MAIN_CONTENT_ID = 'main-content';

/** The screen's h1 (PageHeader's, focusable by script), or null while none is shown. */
function pageHeading(): HTMLElement | null {
  return (document.getElementById(MAIN_CONTENT_ID) ?? document).querySelector<HTMLElement>('h1');
}

/** Moves the focus to the screen's heading, so a screen reader starts reading the new screen there. */
export function focusPageHeading(): boolean {
  const heading = pageHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: false });
  return document.activeElement === heading;
}

/** Whether nothing useful has the focus: the page itself, or an element that is gone or disabled. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active instanceof HTMLButtonElement && active.disabled)
  );
}

/**
 * The focus of a dialog that is mounted only while open: what had the focus when it opened gets it
 * back when it goes (or, when that is gone too, the screen's heading). Mantine's own return does
 * not run for a Modal unmounted instead of closed.
 */
export function useReturnFocusOnUnmount(): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      window.setTimeout(() => {
        if (!focusIsLost() && !document.activeElement?.closest('[role="dialog"]')) return;
        if (opener?.isConnected && opener !== document.body) opener.focus();
        else focusPageHeading();
      }, 0);
    };
  }, []);
}

/**
 * The focus of a confirm dialog: cancelled, its opener gets the focus back; confirmed, the action
 * has changed the screen (a row deleted, a session ended, a section gone), so the focus goes to
 * the screen's heading instead of a button that may be about to disappear. Answers `confirmed()`
 * to call on confirming and `afterClose()`, the Modal's onExitTransitionEnd.
 */
export function useConfirmFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const confirmedRef = useRef(false);
  useEffect(() => {
    if (!opened) return;
    confirmedRef.current = false;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [opened]);
  const confirmed = useCallback(() => {
    confirmedRef.current = true;
  }, []);
  const afterClose = useCallback(() => {
    const target = opener.current;
    const wasConfirmed = confirmedRef.current;
    opener.current = null;
    confirmedRef.current = false;
    if (!wasConfirmed && target?.isConnected && target !== document.body) target.focus();
    else focusPageHeading();
  }, []);
  return { confirmed, afterClose };
}

/**
 * After a navigation to another screen, moves the focus to its heading, unless something in the
 * screen took it already (the editor's title on a new article). The new screen may come in steps
 * (its code, then a loading heading, then the real one), so for a few seconds a lost focus is put
 * on the heading that is there, until the user types or clicks. Not on the first screen of a page
 * load, where the skip link is the first stop.
 */
export function useFocusHeadingOnNavigate(pathname: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger on purpose.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const tookFocus = () => {
      const active = document.activeElement;
      return Boolean(active && active !== document.body && main.contains(active) && active.tagName !== 'H1');
    };
    const place = () => {
      if (tookFocus()) return;
      const active = document.activeElement;
      // The heading has it, or the focus is lost (the old screen's button is gone), or it stayed
      // in the sidebar or header whose link was followed.
      if (active?.tagName === 'H1' && main.contains(active) && active.isConnected) return;
      focusPageHeading();
    };
    place();
    const observer = new MutationObserver(() => {
      if (focusIsLost() || !main.contains(document.activeElement)) place();
    });
    observer.observe(main, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    };
    const timer = window.setTimeout(stop, 4000);
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname]);
}
