import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test } from './support/journey-test';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { E2E_ARTIFACTS, E2E_BASE_URL, E2E_PORT } from './support/e2e-config';
import { DEMO_ADMIN } from './support/staff-api';

/**
 * The live camera path: Chromium's fake capture device plays a Motion-JPEG file of a label, as a tablet camera would
 * see it, and the station's detector reads the barcode from the video stream.
 */
const NUMBER = `CAM${Date.now()}`;
const CAMERA_FILE = join(E2E_ARTIFACTS, `camera-${E2E_PORT}.mjpeg`);
const label = await bwipjs.toBuffer({ bcid: 'code128', text: NUMBER, scale: 4, height: 16, paddingwidth: 40, paddingheight: 40, backgroundcolor: 'FFFFFF' });
const frame = await sharp(label).resize({ width: 640, height: 480, fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
writeFileSync(CAMERA_FILE, Buffer.concat(Array.from({ length: 10 }, () => frame)));

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
test.use({
  viewport: { width: 1024, height: 768 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA_FILE}`],
  },
});

test('the receiving station reads a parcel label through the camera', async ({ page }) => {
  const customer = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const login = await customer.post('/api/login', { data: { email: 'cliente@demo.miamidrop.test', password: 'Cliente2026!', remember_me: false } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const created = await customer.post('/api/tracking/create', { headers, data: { tracking_number: NUMBER, title: 'Cámara recepción' } });
  expect(created.status()).toBe(201);
  const { package: pkg } = (await created.json()) as { package: { id: number } };

  await page.goto('/');
  await openSignIn(page);
  await logInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/receive');
  await expect(page.getByLabel('Número de seguimiento')).toHaveValue('');
  await page.getByRole('button', { name: 'Escanear', exact: true }).click();
  // Only the camera can bring the number: the scanner itself may open, read the first frames and close between two
  // looks of a waiting assertion, so the journey waits for what it leaves behind.
  const match = page.getByTestId('receive-match');
  await expect(match).toContainText(NUMBER, { timeout: 30_000 });
  await expect(match).toContainText('Cámara recepción');

  // Not received: the customer removes it, leaving the demo plan as it was.
  expect((await customer.delete(`/api/tracking/${pkg.id}`, { headers })).status()).toBe(200);
  await customer.dispose();
});
