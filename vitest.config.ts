import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { localeSectionsPlugin } from './pwa/prerender/locale-sections-plugin.js';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@': fileURLToPath(new URL('./pwa', import.meta.url)),
};

/**
 * The API and service suites run a second time on PostgreSQL (issue 28): every test file that builds the app
 * (api/test/test-app.ts), except the ones about SQLite's own hand-prepared list read and its cache. The database
 * tests of api/db/ say for themselves which database they use, and run once.
 */
const SQLITE_ONLY = ['api/modules/packages/own-package-list.test.ts', 'api/modules/packages/package-list-cache.test.ts'];
const apiFilesOnBoth = readdirSync('api', { recursive: true, encoding: 'utf8' })
  .map((file) => join('api', file))
  .filter((file) => file.endsWith('.test.ts') && !file.startsWith(join('api', 'db')) && !SQLITE_ONLY.includes(file))
  .filter((file) => /createTestApp|test\/test-app'/.test(readFileSync(file, 'utf8')));

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
          provide: { testDialect: 'sqlite' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api-postgresql',
          include: apiFilesOnBoth,
          environment: 'node',
          globalSetup: ['api/test/global-setup.ts'],
          testTimeout: 20_000,
          provide: { testDialect: 'postgresql' },
        },
      },
    ],
  },
});
