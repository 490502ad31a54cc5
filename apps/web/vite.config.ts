import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
