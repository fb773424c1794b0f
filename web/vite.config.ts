import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/sjg/',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Every browser this app supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/backend': 'http://localhost:3000' },
  },
});
