import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** The rich-text editor's libraries (the editor and the revision history's diff): one chunk. */
const EDITOR_LIBRARIES =
  /[\\/]node_modules[\\/](@tiptap|prosemirror-|@mantine[\\/]tiptap|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it|diff)[\\/]/;
/** The charts' libraries (dashboard, reports, an article's visitors): one chunk. */
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|d3-[\w-]+|victory-vendor|es-toolkit|immer|reselect|redux|redux-thunk|@reduxjs[\\/]toolkit|decimal\.js-light|eventemitter3|react-redux|internmap|tiny-invariant|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    // A .br and a .gz copy next to each text file (JS, CSS, HTML, SVG, JSON), originals kept: the
    // server sends the copy the browser accepts (preCompressed in apps/api/src/server.ts) instead
    // of compressing the same bytes on every request. Maximum levels, as this runs once per build.
    compression({ algorithms: ['brotliCompress', 'gzip'], deleteOriginalAssets: false }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A few chunks instead of the bundler's default of one per shared module (over sixty files
        // for the article list): a browser fetches six files at a time from one HTTP/1.1 server,
        // so the list's API calls waited behind them. Now: what the login screen needs (one file),
        // the code the signed-in pages share ('desk'), the editor's and the charts' libraries (each
        // only where used), and each page's own chunk. scripts/check-web-budget.mjs keeps the
        // login route within its budget, and free of editor and chart code.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 4 },
            // Before the editor's and the charts' groups, which would otherwise take the Mantine
            // modules their libraries import (a group takes its modules' dependencies along).
            {
              name: 'desk',
              test: (id) => !EDITOR_LIBRARIES.test(id) && !CHART_LIBRARIES.test(id),
              minShareCount: 2,
              priority: 3,
            },
            { name: 'editor', test: EDITOR_LIBRARIES, priority: 2 },
            { name: 'charts', test: CHART_LIBRARIES, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
