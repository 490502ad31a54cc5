import { type ComponentType, createElement, lazy, useState } from 'react';
import { sessionStore } from '../lib/session.ts';

/** A script chunk that has not arrived after this long counts as failed (docs/product.md). */
const CHUNK_TIMEOUT_MS = 120_000;

type PageModule = { default: ComponentType };

let appStyles: Promise<unknown> | undefined;

/**
 * Mantine's whole stylesheet (main.tsx has only what the login screen uses). Fetched before any
 * page or the shell, so that its rules come before theirs in the document, as they did when it was
 * part of main.tsx: a page's own CSS still overrides Mantine's.
 */
export function loadAppStyles(): Promise<unknown> {
  appStyles ??= import('@mantine/core/styles.css');
  return appStyles;
}

function withTimeout(load: () => Promise<PageModule>): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('A képernyő betöltése túllépte az időkorlátot.')),
      CHUNK_TIMEOUT_MS,
    );
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/** A page's chunk, after (so, in the document, below) Mantine's stylesheet. */
async function loadPage(load: () => Promise<PageModule>): Promise<PageModule> {
  const [, module] = await Promise.all([loadAppStyles(), withTimeout(load)]);
  return module;
}

/** Deferred pages not downloaded yet: their download, started or not. */
const deferred = new Set<() => Promise<PageModule>>();

/**
 * Downloads the pages deferred while signed out; settles when they are all here (or failed: such a
 * page shows its error when it renders). Root.tsx starts it when the login form is sent, so they
 * arrive while the server checks the password, and shows the shell with them, as one screen.
 */
export function loadDeferredPages(): Promise<unknown> {
  return Promise.allSettled([...deferred].map((start) => start()));
}

/**
 * The page of a route matched while nobody is signed in: the login screen shows instead of it, so
 * its chunk (charts, the editor…) is not downloaded then. It starts downloading when the login form
 * is sent or at sign-in, and renders through React's lazy (the shell's Suspense shows the page
 * loader meanwhile).
 */
function deferredPage(load: () => Promise<PageModule>): ComponentType {
  let loading: Promise<PageModule> | undefined;
  let loaded: ComponentType | undefined;
  const start = () => {
    unsubscribe();
    // A failed download is tried again by the next call (the render after a failed preload).
    loading ??= loadPage(load).then(
      (module) => {
        deferred.delete(start);
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  deferred.add(start);
  // Signed in some other way (another tab): start at once. Errors surface when the page renders.
  const unsubscribe = sessionStore.subscribe(() => {
    if (sessionStore.get().token) start().catch(() => {});
  });
  const Page = lazy(start);
  return function DeferredPage() {
    // The page itself when it is here already (so no loader flashes), else the lazy one; chosen once
    // per mount, so that it is never swapped (and remounted) under the user.
    const [Component] = useState<ComponentType>(() => loaded ?? Page);
    return createElement(Component);
  };
}

/**
 * A route's `lazy` loader for a module whose default export is the page. Signed in, the router
 * waits for the chunk (the loading bar shows meanwhile); signed out, see deferredPage.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    if (!sessionStore.get().token) return { Component: deferredPage(load) };
    const module = await loadPage(load);
    return { Component: module.default };
  };
}
