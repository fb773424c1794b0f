import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  base: '/sjg/',
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The browser build's manifest tells the server which chunks a page needs; the server
    // renderer (--ssr, into dist-ssr) needs neither a manifest nor the public files.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // Every browser this app supports has <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/backend': 'http://localhost:3000' },
  },
}));
