import sharp from 'sharp';
import { addDaysToDateString, isWeekendDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { devices, expect, test, type Page } from './support/journey-test';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';
import { uniqueUpsNumber } from './support/tracking-numbers';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

/** The simulated carrier delivers 36 s after registration (e2e span) and a customer may ask it once a minute. */
const UNTIL_DELIVERED_MS = 62_000;

function nextWeekday(from: string): string {
  let date = addDaysToDateString(from, 1);
  while (isWeekendDateString(date)) date = addDaysToDateString(date, 1);
  return date;
}

/** The chip of the packages tab's filter for a group, e.g. "Listos para retirar" and its count. */
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Filtrar por estado' }).getByRole('button', { name: new RegExp(`^${name}`) });

test.describe('the carrier timeline in Spanish, and a received parcel (issue 33, decision 185)', () => {
  test.setTimeout(180_000);

  test('a customer sees the carrier events in Spanish, the carrier\'s words as detail, "received" with the weight, and one ready count', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Valentina');
    await subscribeThroughApi(page, customer.email, 'drop_basic');
    const trackingNumber = uniqueUpsNumber();
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: trackingNumber, title: 'Campera' } });
    expect(created.status(), await created.text()).toBe(201);
    const { package: { id: packageId } } = (await created.json()) as { package: { id: number } };

    // The simulated carrier takes the parcel to the warehouse; the customer asks for the news.
    await page.waitForTimeout(UNTIL_DELIVERED_MS);
    await page.goto(`/dashboard/packages/${packageId}`);
    await page.getByRole('button', { name: 'Actualizar seguimiento' }).click();
    await expect(page.getByText('Seguimiento actualizado')).toBeVisible();

    // Every scan named in Spanish; the carrier's English kept below, as the carrier's words.
    const history = page.getByTestId('tracking-history');
    await history.getByRole('button', { name: 'Ver detalles' }).click();
    const scan = (name: string) => history.getByTestId('tracking-event').filter({ has: page.getByTestId('event-name').getByText(name, { exact: true }) });
    await expect(scan('Etiqueta creada; el transportista aún no tiene el paquete').getByTestId('carrier-words')).toHaveText(
      'Texto del transportista: Shipping label created, UPS awaiting item',
    );
    await expect(scan('El transportista recogió el paquete').getByTestId('carrier-words')).toHaveText('Texto del transportista: Picked up by UPS');
    await expect(scan('Llegó a un centro del transportista').first().getByTestId('carrier-words')).toContainText('Arrived at');
    await expect(scan('Salió a reparto').getByTestId('carrier-words')).toHaveText('Texto del transportista: Out for delivery');
    await expect(scan('Entregado por el transportista').getByTestId('carrier-words')).toHaveText('Texto del transportista: Delivered to the Miami Drop warehouse');
    for (const name of await history.getByTestId('event-name').allTextContents()) expect(name).not.toMatch(/label created|picked up|arrived|out for delivery|delivered/i);

    // Staff receive it, weigh it (3.2 lb) and photograph it.
    const staff = await asStaff();
    await staff.markReceived(packageId);
    await staff.addPhoto(packageId, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f8f' } }).jpeg().toBuffer());
    await staff.dispose();

    // The detail says received, when, the weight and the photo; no carrier state, no estimated delivery.
    await page.reload();
    const detail = page.getByTestId('package-detail');
    await expect(detail.getByTestId('package-status').first()).toHaveText('Recibido');
    await expect(detail.getByTestId('received-at')).toContainText('Recibido en el depósito');
    await expect(detail.getByTestId('received-weight')).toHaveText('Peso3.2 lb');
    await expect.poll(() => detail.getByTestId('arrival-photo').getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    await expect(detail).not.toContainText('Entrega estimada');
    await expect(detail.getByRole('button', { name: 'Actualizar seguimiento' })).toHaveCount(0);
    // The carrier's timeline stays below, behind Ver detalles, still in Spanish.
    await expect(history).toContainText('Ya está en el depósito. Esto es lo que informó el transportista en el camino.');
    await expect(history.getByTestId('tracking-event')).toHaveCount(0);
    await history.getByRole('button', { name: 'Ver detalles' }).click();
    await expect(scan('Etiqueta creada; el transportista aún no tiene el paquete')).toBeVisible();

    // The card says received with the weight, not the carrier's label state.
    const tabs = page.getByRole('navigation', { name: 'Secciones del panel' });
    await tabs.getByRole('link', { name: 'Paquetes' }).click();
    const card = page.getByTestId('packages-screen').getByRole('link', { name: /Campera/ });
    await expect(card.getByTestId('package-status')).toHaveText('Recibido');
    await expect(card.getByTestId('card-received')).toContainText('Recibido el');
    await expect(card.getByTestId('card-received')).toContainText('3.2 lb');
    await expect(card).not.toContainText(/Etiqueta creada|Shipping label|Entregado/);

    // Received, no pickup booked: at the warehouse on both tabs, and none ready for pickup on either.
    await expect(chip(page, 'En el depósito')).toHaveText(/En el depósito\s*1$/);
    await expect(chip(page, 'Listos para retirar')).toHaveText(/Listos para retirar\s*0$/);
    await tabs.getByRole('link', { name: 'Retiro' }).click();
    await expect(page.getByText('1 paquete en el depósito sin retiro programado')).toBeVisible();
    await expect(page.getByTestId('pickup-screen')).not.toContainText(/listos? para retirar/i);

    // A pickup booked: one ready for pickup, on the pickup tab, the packages tab and the home screen alike.
    await page.getByRole('button', { name: 'Programar retiro' }).click();
    const schedule = page.getByRole('dialog', { name: 'Programar retiro' });
    await expect(schedule.getByRole('checkbox', { name: /Campera/ })).toBeChecked();
    await schedule.locator(`button[data-date="${nextWeekday(newYorkDateString(new Date()))}"]`).click();
    await schedule.getByRole('radio', { name: /Queda/ }).first().click();
    await schedule.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(page.getByText('Retiro agendado').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('pickup-ready-count')).toHaveText('1 paquete listo para retirar');
    await tabs.getByRole('link', { name: 'Paquetes' }).click();
    await expect(chip(page, 'Listos para retirar')).toHaveText(/Listos para retirar\s*1$/);
    await expect(chip(page, 'En el depósito')).toHaveText(/En el depósito\s*0$/);
    await expect(card.getByTestId('package-status')).toHaveText('LISTO PARA RETIRAR');
    await tabs.getByRole('link', { name: 'Inicio' }).click();
    await expect(page.getByTestId('summary-ready')).toHaveText(/^1\s*Listos para retirar$|^Listos para retirar\s*1$/);
  });
});
