import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeSectionsPlugin } from './pwa/prerender/locale-sections-plugin.js';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./pwa', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' } },
      // The app's translation loader imports the build's section modules (virtual:locale-sections).
      { resolve: { alias }, plugins: [localeSectionsPlugin()], test: { name: 'pwa', include: ['pwa/**/*.test.{ts,tsx}'], exclude: ['pwa/**/*.dom.test.tsx'], environment: 'node' } },
      // Component tests: Testing Library in jsdom (docs/decisions/131).
      {
        resolve: { alias },
        plugins: [localeSectionsPlugin()],
        test: { name: 'pwa-dom', include: ['pwa/**/*.dom.test.tsx'], environment: 'jsdom', setupFiles: ['pwa/test/dom-setup.ts'], testTimeout: 20_000 },
      },
      { resolve: { alias }, test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
