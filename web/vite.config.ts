import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { interfaceCatalogs } from './interface-catalog-plugin.ts';
import { woff2Only } from './woff2-only.ts';

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  base: '/sjg/',
  plugins: [react(), interfaceCatalogs()],
  css: { postcss: { plugins: [woff2Only()] } },
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src'), '@common': path.resolve(import.meta.dirname, '../common') } },
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
    // The server renderer is one file: the server loads a rebuilt one under a new URL
    // (server/src/site/page-renderer.ts), and chunks shared with that URL's module would load a
    // second copy of the shared modules (two React contexts that never meet).
    ...(isSsrBuild
      ? { rolldownOptions: { output: { codeSplitting: false } } }
      : // Two entries: the app (index.html: the admin, sign-in, a page served unrendered) and what a
        // server-rendered public page starts, its islands (src/islands/start.ts, issue 49).
        {
          rolldownOptions: {
            input: { index: path.resolve(import.meta.dirname, 'index.html'), islands: path.resolve(import.meta.dirname, 'src/islands/start.ts') },
            // What the islands' runtime shares with islands, in one chunk beside it: left to itself,
            // the bundler made a tiny chunk per set of importers, or merged in every other constant,
            // which every public page then loaded.
            output: { codeSplitting: { groups: [{ name: 'islands-shared', test: /\/(lib\/typed-ahead|common\/banner-rotation)\.ts$|preload-helper/ }] } },
          },
        }),
  },
  server: {
    port: 5173,
    proxy: { '/backend': 'http://localhost:3000' },
  },
}));
