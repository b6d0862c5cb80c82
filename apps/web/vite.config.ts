import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Production assets are served by the API server under /build/; app routes stay at the root
// (index.html is answered for them), so the dev server keeps the root base.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/build/' : '/',
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each screen loads, read by the size budget
    // (.size-limit.mjs at the root).
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // What index.html imports statically loads before any screen in any case: one file rather
        // than a dozen, each gzipped on its own (about 5 kB less). Lazy chunks import from it.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
}));
