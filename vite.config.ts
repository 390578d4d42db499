import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = Number(process.env.PORT ?? 8000);
const devApiPort = Number(process.env.DEV_API_PORT ?? apiPort + 1);

export default defineConfig({
  root: 'pwa',
  publicDir: 'public',
  envDir: '..',
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@': fileURLToPath(new URL('./pwa', import.meta.url)),
    },
  },
  // PWA_DIST_DIR (relative to the repo root) lets a parallel e2e run build into its own folder.
  build: { outDir: fileURLToPath(new URL(`./${process.env.PWA_DIST_DIR ?? 'dist/pwa'}`, import.meta.url)), emptyOutDir: true, sourcemap: true },
  server: {
    port: apiPort,
    proxy: { '/api': { target: `http://127.0.0.1:${devApiPort}`, changeOrigin: false } },
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Miami Drop',
        short_name: 'Miami Drop',
        description: 'Tu casillero en Miami: recibimos, guardamos y entregamos tus compras.',
        lang: 'es',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0e7490',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Braintree's Drop-in (~500 kB) is fetched only on the payment step, never precached for every visitor.
        globIgnores: ['**/dropin-*.js'],
      },
    }),
  ],
});
