import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifestPlugin } from './pwa/manifest/web-manifest-plugin.js';
import { localeSectionsPlugin } from './pwa/prerender/locale-sections-plugin.js';
import { prerenderPlugin } from './pwa/prerender/prerender-plugin.js';
import { chunkName, CODE_SPLITTING_GROUPS } from './scripts/bundle-budget/chunk-names.js';

const apiPort = Number(process.env.PORT ?? 8000);
const devApiPort = Number(process.env.DEV_API_PORT ?? apiPort + 1);

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  envDir: '..',
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./shared', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./pwa', import.meta.url)) },
      // zod as the browser runs it: jitless under the Content-Security-Policy (pwa/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./pwa/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  // PWA_DIST_DIR (relative to the repo root) lets a parallel e2e run build into its own folder.
  build: {
    outDir: fileURLToPath(new URL(`./${process.env.PWA_DIST_DIR ?? 'dist/pwa'}`, import.meta.url)),
    emptyOutDir: true,
    // Built for debugging but not referenced from the files, and never served (api/static-pwa.ts answers *.map with 404).
    sourcemap: 'hidden',
    // .vite/manifest.json: the bundle budget check (scripts/check-bundle-budget.ts) follows entry and route chunks.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CODE_SPLITTING_GROUPS },
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
      },
    },
  },
  server: {
    port: apiPort,
    proxy: { '/api': { target: `http://127.0.0.1:${devApiPort}`, changeOrigin: false } },
  },
  plugins: [
    react(),
    tailwindcss(),
    localeSectionsPlugin(),
    webManifestPlugin(),
    prerenderPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifests are ours, one per language (pwa/manifest/web-manifest-plugin.ts).
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // Braintree's Drop-in (~500 kB) and the password dictionaries (~270 kB gzip, decision 116) are fetched only on
        // the payment step and a new-password field, never precached for every visitor;
        // the store screenshots are for install dialogs only. Prerendered pages are for the network's first visit:
        // with the worker in charge every navigation opens the precached shell (decision 100).
        globIgnores: ['**/dropin-*.js', '**/password-guessability-*.js', 'screenshots/**', 'prerendered/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
});
