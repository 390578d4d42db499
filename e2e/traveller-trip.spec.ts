import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { SIMULATED_EXCEPTION_SUFFIX } from '../api/adapters/tracking/simulated-tracking-provider';
import { addDaysToDateString, weekdayOfDateString } from '../shared/time/date-string';
import { newYorkDateString, newYorkDateTimeToInstant } from '../shared/time/new-york';
import { signInAsDemo } from './support/account-steps';
import { startAppServer, type AppServer } from './support/app-server';
import { E2E_ARTIFACTS, E2E_SMTP_PORT } from './support/e2e-config';
import { devices, expect, test, type Page } from './support/journey-test';
import { loadUnderServiceWorker } from './support/service-worker-steps';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

/** The next weekday after today in Miami: the journey's server lives on its 09:30, when the counter's day is ahead. */
function nextWeekday(): string {
  let day = addDaysToDateString(newYorkDateString(new Date()), 1);
  while (weekdayOfDateString(day) === 0 || weekdayOfDateString(day) === 6) day = addDaysToDateString(day, 1);
  return day;
}

// Its own server, whose clock starts on a weekday morning (CLOCK_START, decision 178): a pass is scanned on its day.
const PORT = Number(process.env.E2E_TRAVELLER_PORT ?? 8318);
const DATA_DIR = join(E2E_ARTIFACTS, `traveller-${PORT}`);
const TRIP_DAY = nextWeekday();
const DEPARTURE = addDaysToDateString(TRIP_DAY, 20);
let server: AppServer;

const phone = devices['Pixel 7'];
test.use({
  baseURL: `http://127.0.0.1:${PORT}`,
  viewport: phone.viewport,
  userAgent: phone.userAgent,
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.isMobile,
  hasTouch: phone.hasTouch,
});

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const clockStart = newYorkDateTimeToInstant(TRIP_DAY, '09:30').toISOString();
  server = await startAppServer({ port: PORT, dataDir: DATA_DIR, smtpPort: E2E_SMTP_PORT, env: { CLOCK_START: clockStart } });
});
test.afterAll(async () => server?.stop());

/** The pickup pass as this device holds it for the user (the offline database's row), as JSON; '' when none. */
async function heldPass(page: Page, userId: number): Promise<string> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open(name);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('queries')) return (db.close(), '');
    const rows = await new Promise<unknown[]>((resolve, reject) => {
      const all = db.transaction('queries').objectStore('queries').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    db.close();
    return JSON.stringify(rows.filter((row) => JSON.stringify(row).includes('"pickup-pass"')));
  }, `miami-drop-offline-${userId}`);
}

/** The carrier reports a problem with the parcel a little after it is registered (the simulated carrier). */
async function waitForCarrierProblem(page: Page, packageId: number) {
  await expect
    .poll(
      async () => {
        await page.request.post(`/api/tracking/${packageId}/refresh`, { data: {} });
        const { tracking } = (await (await page.request.get(`/api/tracking/${packageId}`)).json()) as { tracking: { status: string } };
        return tracking.status;
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toBe('exception');
}

test.describe('a traveller on a phone', () => {
  test.setTimeout(240_000);

  test('records a trip, sees the late parcel, holds the other until the trip at the price shown, books the proposed slot and shows the pass offline; staff hand over to the delegate', async ({ page, browser }) => {
    const customer = await newVerifiedCustomer(page, 'Viajera');
    await subscribeThroughApi(page, customer.email, 'basic');
    const add = async (tracking_number: string, title: string) => {
      const created = await page.request.post('/api/tracking/create', { data: { tracking_number, title } });
      expect(created.status()).toBe(201);
      return ((await created.json()) as { package: { id: number } }).package.id;
    };
    const jacket = await add(`TRIPA${customer.id}X${Date.now()}`, 'Campera');
    const late = await add(`TRIPB${customer.id}X${Date.now()}${SIMULATED_EXCEPTION_SUFFIX}`, 'Consola');
    const staff = await asStaff(server.baseUrl);
    await staff.markReceived(jacket);
    await staff.dispose();
    await waitForCarrierProblem(page, late);

    // The trip, recorded from the home card.
    await loadUnderServiceWorker(page, '/dashboard');
    const card = page.getByTestId('trip-card');
    await card.getByRole('link', { name: 'Agregar mi viaje' }).click();
    const form = page.getByTestId('trip-form');
    await form.getByLabel('Llegada').fill(TRIP_DAY);
    await form.getByLabel('Salida').fill(DEPARTURE);
    await form.getByRole('button', { name: 'Guardar viaje' }).click();
    await expect(page.getByText('Viaje guardado').first()).toBeVisible();

    // The forecast: the received jacket is ready, the console with a carrier problem is at risk.
    await page.goto('/dashboard');
    const forecast = page.getByTestId('trip-forecast');
    await expect(forecast.getByTestId('trip-at-risk-count')).toHaveText('1 en riesgo');
    const consoleRow = forecast.getByTestId('trip-package').filter({ hasText: 'Consola' });
    await expect(consoleRow).toHaveAttribute('data-state', 'at_risk');
    await expect(consoleRow).toContainText('El transportista informa un problema con este paquete.');
    await expect(forecast.getByTestId('trip-package').filter({ hasText: 'Campera' })).toHaveAttribute('data-state', 'ready');

    // Storage held until the departure: the price and the new last day are shown before anything is charged.
    await forecast.getByRole('link', { name: 'Abrir Campera' }).click();
    await page.getByTestId('hold-until-trip').click();
    const dialog = page.getByTestId('extend-storage-dialog');
    const quote = (await (await page.request.get(`/api/packages/${jacket}/storage-extension?until=trip`)).json()) as { days: number; amount_cents: number; new_last_day: string };
    expect(quote).toMatchObject({ days: 6, amount_cents: 300, new_last_day: DEPARTURE });
    await expect(dialog.getByTestId('storage-price')).toHaveText('$3.00 por 6 días ($0.50 por día)');
    await expect(dialog.getByTestId('storage-new-last-day')).not.toBeEmpty();
    await dialog.getByTestId('confirm-extension').click();
    await expect(dialog).toContainText('Almacenamiento extendido hasta el');
    const { tracking: held } = (await (await page.request.get(`/api/tracking/${jacket}`)).json()) as { tracking: { storage_last_day: string } };
    expect(held.storage_last_day).toBe(DEPARTURE);
    expect((await page.request.get(`/api/packages/${jacket}/storage-extension?until=trip`)).status()).toBe(409);
    await page.keyboard.press('Escape');

    // The proposed slot, booked with one tap.
    await page.goto('/dashboard');
    const offer = page.getByTestId('trip-pickup-proposed');
    await offer.getByRole('button', { name: 'Reservar este horario' }).click();
    await expect(page.getByTestId('trip-pickup-announcement')).toContainText('Retiro reservado para el');
    await expect(page.getByTestId('trip-pickup-booked')).toBeVisible();

    // The pass names a delegate, then shows with no network.
    await page.goto('/dashboard/pickup');
    await page.getByTestId('pickup-pass-button').click();
    const pass = page.getByTestId('pickup-pass-dialog');
    await pass.getByTestId('delegate-edit').click();
    await pass.getByLabel('Nombre completo').fill('Marta Gómez');
    await pass.getByLabel('Últimos 4 de su documento').fill('4821');
    await pass.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(pass.getByTestId('pass-collector')).toContainText('Marta Gómez');
    const code = (await pass.getByTestId('pass-code').innerText()).trim();
    expect(code).toMatch(/^MD-/);
    await page.keyboard.press('Escape');
    // The pass naming the delegate is on the device before the network goes.
    await expect.poll(() => heldPass(page, customer.id)).toContain('Marta Gómez');

    await page.context().setOffline(true);
    await page.reload();
    await page.getByTestId('pickup-pass-button').click();
    await expect(pass.getByTestId('pass-code')).toHaveText(code);
    await expect(pass.getByTestId('pass-qr')).toBeVisible();
    await expect(pass.getByTestId('pass-collector')).toContainText('Marta Gómez');
    await page.context().setOffline(false);

    // At the counter: the station scans the typed code and hands over to the delegate.
    const tablet = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1024, height: 768 }, hasTouch: true });
    const station = await tablet.newPage();
    await signInAsDemo(station, 'admin');
    await station.goto('/admin/receive');
    const field = station.getByRole('textbox', { name: 'Número de seguimiento' });
    await field.fill(code);
    await field.press('Enter');
    const counter = station.getByTestId('counter-pass');
    await expect(counter).toContainText('Marta Gómez');
    await expect(counter).toContainText('Campera');
    await counter.getByTestId('counter-hand-over').click();
    await expect(counter.getByTestId('counter-handed-over')).toBeVisible();
    // The same pass again is refused: it has been used.
    await counter.getByRole('button', { name: 'Siguiente' }).click();
    await field.fill(code);
    await field.press('Enter');
    await expect(station.getByTestId('counter-pass-refused')).toContainText('Ya lo retiró Marta Gómez el');
    await tablet.close();

    const { tracking: collected } = (await (await page.request.get(`/api/tracking/${jacket}`)).json()) as { tracking: { delivery_status: string; picked_up_by: string | null } };
    expect(collected).toMatchObject({ delivery_status: 'picked_up', picked_up_by: 'Marta Gómez' });
  });
});
