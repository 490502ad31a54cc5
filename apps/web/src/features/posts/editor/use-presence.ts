import { PRESENCE_HEARTBEAT_MS, type PresenceEntry } from '@newsroom/shared';
import { useEffect, useState } from 'react';
import { getPresence } from '../api/get-presence.ts';
import { sendPresence, sendPresenceGoodbye } from '../api/send-presence.ts';

const TAB_ID_KEY = 'newsroom.editor-tab';

/** This tab's id: random, kept in sessionStorage, so each tab (and only it) keeps its own. */
export function editorTabId(): string {
  try {
    const stored = sessionStorage.getItem(TAB_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    // Storage unavailable: an id for this page's life.
    return crypto.randomUUID();
  }
}

/**
 * Who else has the article open (docs/product.md, Editor): a heartbeat every 20 s with this tab's
 * id, a GET between two heartbeats, and a goodbye (a keepalive fetch) when the page goes away or
 * the editor closes. Answers the others' entries, never this tab's own. Nothing is locked.
 */
export function usePresence(postId: number | null): PresenceEntry[] {
  const [others, setOthers] = useState<PresenceEntry[]>([]);

  useEffect(() => {
    if (postId === null) return;
    const tabId = editorTabId();
    const controller = new AbortController();
    let active = true;
    const show = (entries: PresenceEntry[]) => {
      if (active) setOthers(entries.filter((entry) => entry.tab_id !== tabId));
    };
    // Failures are silent: the notice keeps what it last knew, and the next call tries again.
    const beat = () =>
      sendPresence(postId, { tab_id: tabId })
        .then((reply) => show(reply.data))
        .catch(() => {});
    const look = () =>
      getPresence(postId, controller.signal)
        .then((reply) => show(reply.data))
        .catch(() => {});

    void beat();
    const heartbeat = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    // The GET runs halfway between two heartbeats, so the notice is never more than 10 s old.
    let poll: ReturnType<typeof setInterval> | undefined;
    const offset = setTimeout(() => {
      void look();
      poll = setInterval(look, PRESENCE_HEARTBEAT_MS);
    }, PRESENCE_HEARTBEAT_MS / 2);

    const leave = () => sendPresenceGoodbye(postId, tabId);
    // A page brought back from the back-forward cache is open again.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) void beat();
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      active = false;
      controller.abort();
      clearInterval(heartbeat);
      clearTimeout(offset);
      clearInterval(poll);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
      leave();
    };
  }, [postId]);

  return others;
}
