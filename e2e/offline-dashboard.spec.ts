import AxeBuilder from '@axe-core/playwright';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/journey-test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { logInThroughForm, logOutThroughUserMenu, openSignIn } from './support/account-steps';
import { startAppServer, type AppServer } from './support/app-server';
import { E2E_ARTIFACTS, E2E_SMTP_PORT } from './support/e2e-config';

// Its own server (own SQLite, demo seed) that the journey stops and starts; the shared one keeps running.
const PORT = Number(process.env.E2E_OFFLINE_PORT ?? 8312);
const DATA_DIR = join(E2E_ARTIFACTS, `offline-${PORT}`);
const NO_PAYWALL = /Suscribirme ahora|No pudimos cargar/;
let server: AppServer;

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, smtpPort: E2E_SMTP_PORT });
});
test.afterAll(async () => server?.stop());

/** A journey that failed half-way may leave the server stopped: each one starts with it answering. */
async function ensureServerUp() {
  const up = await fetch(`${server.baseUrl}/api/health`).then((response) => response.ok, () => false);
  if (!up) await server.start();
}

/** The IndexedDB databases the app holds data in, with the query keys each one holds. */
async function heldDatabases(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const held: Record<string, string[]> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('miami-drop-offline-')) continue;
      held[name] = await new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction('queries').objectStore('queries').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve((keys.result as string[]).sort());
          };
        };
      });
    }
    return held;
  });
}

async function expectHomeFromDevice(page: Page, suite: string) {
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Sin conexión');
  await expect(page.getByTestId('offline-updated-at')).toHaveText(/Actualizado hace/);
  await expect(page.getByTestId('address-suite')).toHaveText(`Suite ${suite}`);
  await expect(page.getByTestId('packages-summary')).toContainText('Libros de Amazon');
  await expect(page.getByTestId('plan-name')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(NO_PAYWALL);
}

test.describe('the dashboard offline', () => {
  test.setTimeout(150_000);

  test('after one online visit, a reload with the server down (or no network) shows the dashboard from IndexedDB; sign-out clears it', async ({ page }) => {
    await ensureServerUp();
    const { email, password } = DEMO_ACCOUNTS.customer;
    await page.goto(`${server.baseUrl}/`);
    await openSignIn(page);
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const { user } = (await (await page.request.get(`${server.baseUrl}/api/users/profile`)).json()) as { user: { id: number; suite_code: string } };
    await expect(page.getByTestId('address-suite')).toHaveText(`Suite ${user.suite_code}`);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    // One online visit of each screen: packages, one package, pickup.
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Paquetes' }).click();
    await page.getByTestId('packages-screen').getByRole('link', { name: /Libros de Amazon/ }).click();
    await expect(page.getByTestId('package-detail')).toContainText('Recibido en el depósito');
    const detailUrl = page.url();
    const packageId = Number(detailUrl.split('/').pop());
    const database = `miami-drop-offline-${user.id}`;
    const expectHeld = (keys: string[]) => expect.poll(async () => (await heldDatabases(page))[database] ?? []).toEqual(expect.arrayContaining(keys));
    await expectHeld([`["packages",${packageId}]`]);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Retiro' }).click();
    await expect(page.getByRole('heading', { name: 'Retiro', level: 1 })).toBeVisible();
    await expectHeld(['["packages"]', `["subscription",${user.id}]`, '["warehouse-address"]', '["pickups"]']);
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByTestId('packages-summary')).toContainText('Libros de Amazon');
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The details of packages never opened are fetched ahead once the screen has been left alone for a few seconds.
    const { packages } = (await (await page.request.get(`${server.baseUrl}/api/tracking`)).json()) as { packages: Array<{ id: number; title: string }> };
    const neverOpened = packages.find((pkg) => pkg.title === 'Auriculares Sony')!;
    await expect.poll(async () => (await heldDatabases(page))[database] ?? [], { timeout: 20_000 }).toEqual(expect.arrayContaining([`["packages",${neverOpened.id}]`]));

    // The server stops (navigator.onLine stays true): every screen reloads from the device.
    await server.stop();
    await page.reload();
    await expectHomeFromDevice(page, user.suite_code);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' }).first()).toHaveAttribute('aria-live', 'polite');
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="offline-status"]').analyze();
    expect(violations).toEqual([]);
    await page.goto(`${server.baseUrl}/dashboard/packages`);
    await expect(page.getByTestId('packages-screen').getByRole('link', { name: /Auriculares Sony/ })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(NO_PAYWALL);
    // A package never opened online opens too: its detail was fetched ahead while online.
    await page.getByTestId('packages-screen').getByRole('link', { name: /Auriculares Sony/ }).click();
    await expect(page.getByTestId('package-detail')).toContainText('Departed USPS facility');
    await page.goto(detailUrl);
    await expect(page.getByTestId('package-detail')).toContainText('Recibido en el depósito');
    await page.goto(`${server.baseUrl}/dashboard/pickup`);
    await expect(page.getByRole('heading', { name: 'Retiro', level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(NO_PAYWALL);

    // No network at all (the airport): the same.
    await page.context().setOffline(true);
    await page.goto(`${server.baseUrl}/dashboard`);
    await expectHomeFromDevice(page, user.suite_code);
    await page.context().setOffline(false);

    // The server is back: the banner goes without a reload.
    await server.start();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('address-suite')).toHaveText(`Suite ${user.suite_code}`);
    // Details already held and unchanged are not fetched ahead again.
    const detailReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/tracking\/\d+$/.test(request.url())) detailReads.push(request.url());
    });
    await page.reload();
    await expect(page.getByTestId('packages-summary')).toContainText('Libros de Amazon');
    await page.waitForTimeout(1000);
    expect(detailReads).toEqual([]);

    // Signing out deletes the held data; the next user (staff here) never reads it.
    await logOutThroughUserMenu(page);
    await expect.poll(async () => Object.keys(await heldDatabases(page))).toEqual([]);
    await openSignIn(page);
    await logInThroughForm(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await expect(page).toHaveURL(/\/admin/);
    await page.waitForTimeout(1500);
    const held = await heldDatabases(page);
    expect(Object.keys(held)).not.toContain(database);
    expect(Object.values(held).flat()).not.toContain(`["subscription",${user.id}]`);
  });

  test('offline with nothing held on the device: an honest note, never a paywall or "could not load"', async ({ page }) => {
    await ensureServerUp();
    const { email, password } = DEMO_ACCOUNTS.customer;
    await page.goto(`${server.baseUrl}/`);
    await openSignIn(page);
    await logInThroughForm(page, email, password);
    await expect(page.getByTestId('address-suite')).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The device loses what it held (storage cleared by the browser while the app is closed: on a plain file of the
    // origin, so no late write of the app can put it back), then the server stops.
    await page.goto(`${server.baseUrl}/robots.txt`);
    await page.evaluate(async () => {
      for (const { name } of await indexedDB.databases()) {
        if (name?.startsWith('miami-drop-offline-')) await new Promise((done) => Object.assign(indexedDB.deleteDatabase(name), { onsuccess: done, onerror: done }));
      }
    });
    await server.stop();
    await page.goto(`${server.baseUrl}/dashboard`);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('address-card').getByTestId('offline-not-held')).toBeVisible();
    await expect(page.getByTestId('plan-status-card').getByTestId('offline-not-held')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(NO_PAYWALL);
    await page.goto(`${server.baseUrl}/dashboard/packages`);
    await expect(page.getByTestId('offline-not-held')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(NO_PAYWALL);
  });
});
