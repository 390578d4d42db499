import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { startAppServer } from '../e2e/support/app-server';
import { APP_IMAGES } from '../pwa/manifest/web-manifest';

/**
 * The manifest's screenshots, taken from the real app (demo seed, production build) and committed:
 *   PWA_DIST_DIR=dist/pwa-sw npx tsx scripts/build-if-stale.ts && PWA_DIST_DIR=dist/pwa-sw npx tsx scripts/capture-app-screenshots.ts
 */
const PORT = Number(process.env.SCREENSHOT_PORT ?? 8619);
const dataDir = join('e2e', 'artifacts', `screenshots-${PORT}`);
const { narrow, wide } = APP_IMAGES.screenshots;
const pixels = (sizes: string) => sizes.split('x').map(Number) as [number, number];

async function logIn(page: Page, baseUrl: string) {
  const { email, password } = DEMO_ACCOUNTS.customer;
  await page.goto(baseUrl);
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.waitForURL(/\/dashboard/);
}

async function capture(baseUrl: string, path: string, shot: { src: string; sizes: string }, scale: number, isMobile: boolean) {
  const [width, height] = pixels(shot.sizes);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({
    viewport: { width: width / scale, height: height / scale },
    deviceScaleFactor: scale,
    isMobile,
    locale: 'es-AR',
    timezoneId: 'America/New_York',
  });
  await logIn(page, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await page.screenshot({ path: join('pwa', 'public', shot.src), animations: 'disabled' });
  console.log(`pwa/public${shot.src}`);
  await browser.close();
}

rmSync(dataDir, { recursive: true, force: true });
const server = await startAppServer({ port: PORT, dataDir, smtpPort: 2619 });
try {
  await capture(server.baseUrl, '/dashboard/packages', narrow, 2, true);
  await capture(server.baseUrl, '/dashboard', wide, 1, false);
} finally {
  await server.stop();
}
