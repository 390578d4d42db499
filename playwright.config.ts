import { defineConfig, devices } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './e2e/support/e2e-config';

// Debian's Chromium, never a downloaded browser; the background-networking flags keep it off the closed network.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The journeys' lanes leave the throttled phones to a phase of their own (scripts/e2e-lanes.ts, decision 158).
  testIgnore: process.env.E2E_WITHOUT_PHONE_JOURNEYS ? '**/filled-at-once-*.spec.ts' : undefined,
  // Per port, so parallel runs (each with its own E2E_PORT) never wipe each other's traces.
  outputDir: `e2e/artifacts/test-results-${E2E_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-AR',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } } },
  ],
});
