/**
 * The dashboard rendered from IndexedDB with the server down, against the online render, in the same run:
 * the real server and production build in Playwright's Chromium (Debian's, with the flags of playwright.config.ts).
 * Each sample is a page load of /dashboard until the address with the suite, the packages summary and the
 * plan are on screen, timed in the page from navigation start. Rounds go online, server down, online again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEYS } from '../../shared/accounts/session-rules';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';
import { startAppServer } from '../../e2e/support/app-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const PORT = Number(process.env.BENCH_OFFLINE_PORT ?? 8319);
const SAMPLES = Number(process.env.BENCH_OFFLINE_SAMPLES ?? 10);

/** Loads /dashboard and answers the ms from navigation start until the address, the packages and the plan show. */
async function timeDashboard(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  // A string, not a function: tsx's name helpers do not exist in the page.
  const shown = await page.waitForFunction(
    `['address-suite', 'summary-ready', 'plan-name'].every((id) => document.querySelector('[data-testid="' + id + '"]')) && performance.now()`,
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await shown.jsonValue()) as number;
}

// Deletes the held databases (the open app closes its connection on Dexie's versionchange).
const FORGET_HELD_DATA = `(indexedDB.databases().then((all) => Promise.all(all
  .filter((db) => db.name && db.name.startsWith('miami-drop-offline-'))
  .map((db) => new Promise((done) => { const request = indexedDB.deleteDatabase(db.name); request.onsuccess = done; request.onerror = done; })))))`;

async function samples(page: Page, url: string, count: number, nothingHeld = false): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    if (nothingHeld) await page.evaluate(FORGET_HELD_DATA);
    times.push(await timeDashboard(page, url));
  }
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.95 * values.length))]!;

export async function benchOfflineRender(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miami-drop-bench-offline-'));
  // No mail is sent on this path; the SMTP port is never reached.
  const server = await startAppServer({ port: PORT, dataDir, smtpPort: 1 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // The app's CSP has no 'unsafe-eval' (decision 119), and Playwright evaluates a string predicate with eval in the
    // page: the bench's own probe is let through; the app renders as it would under its policy.
    const context = await browser.newContext({ locale: 'es-AR', timezoneId: 'America/New_York', bypassCSP: true });
    const page = await context.newPage();
    const url = `${server.baseUrl}/dashboard`;
    const { email, password } = DEMO_ACCOUNTS.customer;
    const login = await page.request.post(`${server.baseUrl}/api/login`, { data: { email, password, remember_me: true } });
    const { user } = (await login.json()) as { user: { id: number } };
    await page.goto(`${server.baseUrl}/`);
    await page.evaluate(([keys, stored]) => {
      localStorage.setItem(keys.user, stored);
      localStorage.setItem(keys.rememberMe, 'true');
      localStorage.setItem(keys.loginTime, new Date().toISOString());
    }, [AUTH_STORAGE_KEYS, JSON.stringify(user)] as const);
    // One online visit: the service worker installs, the dashboard's data is held in IndexedDB.
    await timeDashboard(page, url);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForTimeout(1500);

    const online = await samples(page, url, SAMPLES);
    const network = await samples(page, url, SAMPLES, true);
    await page.waitForTimeout(1500);
    await server.stop();
    const offline = await samples(page, url, SAMPLES);
    const bannerShown = await page.getByTestId('offline-banner').isVisible();
    await server.start();
    online.push(...(await samples(page, url, SAMPLES)));
    network.push(...(await samples(page, url, SAMPLES, true)));

    console.log('Dashboard render in Chromium (production build, from navigation start to address + packages + plan on screen):');
    const row = (label: string, values: number[]) =>
      console.log(`  ${label.padEnd(44)} median ${median(values).toFixed(0).padStart(5)} ms   p95 ${p95(values).toFixed(0).padStart(5)} ms   (${values.length} loads)`);
    row('online, data held on the device', online);
    row('online, nothing held (network only)', network);
    row('server down, from IndexedDB', offline);
    console.log(`  server down / online median: ${(median(offline) / median(online)).toFixed(2)}x (held), ${(median(offline) / median(network)).toFixed(2)}x (network only)${bannerShown ? '' : '   (offline banner NOT shown)'}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
