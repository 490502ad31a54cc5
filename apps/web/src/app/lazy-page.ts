import type { ComponentType } from 'react';

/** A script chunk that has not arrived after this long counts as failed (docs/product.md). */
const CHUNK_TIMEOUT_MS = 120_000;

/** A route's `lazy` loader for a module whose default export is the page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('A képernyő betöltése túllépte az időkorlátot.')),
        CHUNK_TIMEOUT_MS,
      );
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
