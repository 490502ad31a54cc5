import { useCallback, useEffect, useRef, useState } from 'react';
import { type PostFormValues, samePostForm } from './post-form.ts';
import { clearUnsavedCopy, readUnsavedCopy, type UnsavedCopy, writeUnsavedCopy } from './unsaved-copy.ts';

const WRITE_DELAY_MS = 400;

/**
 * Keeps the editor's unsaved changes in localStorage while the article is open, and offers a copy
 * left by an earlier visit (a reload, a crash, an expired session). While the offer is open nothing
 * is written, so the copy on offer is not overwritten before the user decides.
 */
export function useUnsavedCopy(
  id: number | null,
  values: PostFormValues,
  baseline: PostFormValues,
  baseLastUpdate: string | null,
) {
  const [offer, setOffer] = useState<UnsavedCopy | null>(() => {
    const copy = readUnsavedCopy(id);
    return copy && !samePostForm(copy.values, baseline) ? copy : null;
  });
  const pending = useRef<(() => void) | null>(null);
  const stopped = useRef(false);

  const flush = useCallback(() => {
    const write = pending.current;
    pending.current = null;
    write?.();
  }, []);

  useEffect(() => {
    if (offer || stopped.current) return;
    pending.current = () => {
      if (stopped.current) return;
      if (samePostForm(values, baseline)) clearUnsavedCopy(id);
      else writeUnsavedCopy(id, values, baseLastUpdate);
    };
    const timer = setTimeout(flush, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id, values, baseline, baseLastUpdate, offer, flush]);

  // Leaving the page or the editor (also when an expired session swaps in the login screen) writes
  // what is still waiting.
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** After a successful save: the copy is gone, and nothing queued may bring it back. */
  const clear = useCallback(
    (options: { stop?: boolean } = {}) => {
      pending.current = null;
      if (options.stop) stopped.current = true;
      clearUnsavedCopy(id);
    },
    [id],
  );

  const discardOffer = useCallback(() => {
    clearUnsavedCopy(id);
    setOffer(null);
  }, [id]);

  const closeOffer = useCallback(() => setOffer(null), []);

  return { offer, closeOffer, discardOffer, clear };
}
