import { devices, expect, test, type Page } from './support/journey-test';
import sharp from 'sharp';
import { addDaysToDateString, isWeekendDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { addScheduledPickup, writeSetting } from './support/app-database';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

const USPS = '7112 3456 7891 2345 6787';
const UPS = '1Z5R89390357567127';
const UNKNOWN = 'ABC123456789';
/** The simulated carrier delivers 36 s after registration (e2e span) and a customer may ask it once a minute. */
const UNTIL_DELIVERED_MS = 62_000;

function nextWeekday(from: string): string {
  let date = addDaysToDateString(from, 1);
  while (isWeekendDateString(date)) date = addDaysToDateString(date, 1);
  return date;
}

async function packageIdOf(page: Page, trackingNumber: string): Promise<number> {
  const { packages } = (await (await page.request.get('/api/tracking')).json()) as { packages: Array<{ id: number; tracking_number: string }> };
  const found = packages.find((pkg) => pkg.tracking_number === trackingNumber.replace(/\s/g, ''));
  if (!found) throw new Error(`no package ${trackingNumber}`);
  return found.id;
}

async function addPackage(page: Page, trackingNumber: string, title: string, carrierText: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Agregar paquete' });
  await dialog.getByLabel('Número de seguimiento').fill(trackingNumber);
  await expect(dialog).toContainText(carrierText);
  await dialog.getByLabel('Nombre del paquete').fill(title);
  await dialog.getByRole('button', { name: 'Agregar paquete' }).click();
  const created = page.getByRole('dialog', { name: 'Paquete agregado' });
  await expect(created).toContainText(typeof carrierText === 'string' ? carrierText.replace('Transportista: ', '') : 'Transportista');
  return created;
}

test.describe('the dashboard on a phone', () => {
  test.setTimeout(180_000);
  test.afterAll(() => writeSetting('pickup_slot_capacity', 6));

  test('a customer copies the address, tracks packages, books and moves a pickup; staff receive and hand over', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const customer = await newVerifiedCustomer(page, 'Camila');
    await subscribeThroughApi(page, customer.email, 'drop_basic');
    const { user } = (await (await page.request.get('/api/users/profile')).json()) as { user: { suite_code: string } };

    // Home: the Miami address with the customer's own suite, copied whole.
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Secciones del panel' });
    await expect(tabs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('address-suite')).toHaveText(`Suite ${user.suite_code}`);
    await page.getByRole('button', { name: 'Copiar dirección completa' }).click();
    await expect(page.getByText('Dirección copiada')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`Camila Prueba\nSuite ${user.suite_code}`);
    expect(copied).toContain('Miami');

    // Packages: three numbers, each with its carrier (or none) detected as typed.
    await tabs.getByRole('link', { name: 'Paquetes' }).click();
    await page.getByRole('button', { name: 'Agregar paquete' }).first().click();
    await (await addPackage(page, USPS, 'Zapatillas', 'Transportista: USPS')).getByRole('button', { name: 'Agregar otro' }).click();
    await (await addPackage(page, UPS, 'Libros', 'Transportista: UPS')).getByRole('button', { name: 'Agregar otro' }).click();
    await addPackage(page, UNKNOWN, 'Regalo', /No reconocemos el transportista/);
    await page.keyboard.press('Escape');
    const list = page.getByTestId('packages-screen');
    await expect(list.getByRole('link', { name: /Zapatillas/ })).toContainText('USPS');
    await expect(list.getByRole('link', { name: /Libros/ })).toContainText('UPS');
    await expect(list.getByRole('link', { name: /Regalo/ })).toContainText('Transportista no identificado');

    // The simulated carrier delivers the USPS parcel; the customer refreshes and sees it.
    await page.waitForTimeout(UNTIL_DELIVERED_MS);
    await list.getByRole('link', { name: /Zapatillas/ }).click();
    await page.getByRole('button', { name: 'Actualizar seguimiento' }).click();
    await expect(page.getByText('Seguimiento actualizado')).toBeVisible();
    await expect(page.getByTestId('package-detail').getByTestId('package-status').first()).toHaveText('Entregado');

    // Staff receive it: the storage clock starts with Basic's 15 days.
    const staff = await asStaff();
    const uspsId = await packageIdOf(page, USPS);
    await staff.markReceived(uspsId);
    await staff.addPhoto(uspsId, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d3b' } }).jpeg().toBuffer());
    await page.reload();
    await expect(page.getByText('Quedan 15 días').first()).toBeVisible();
    // The photo the warehouse took on arrival, served to its owner.
    const photo = page.getByTestId('package-photos').getByRole('img');
    await expect(photo).toHaveAttribute('alt', /Zapatillas, fotografiado en el depósito/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

    // Pickup: weekends and past days cannot be chosen; a full slot is disabled; book, then move it.
    writeSetting('pickup_slot_capacity', 1);
    const today = newYorkDateString(new Date());
    const day = nextWeekday(today);
    // Another customer holds 10:00 that day: with room for one, the slot is full.
    const freeSlot = addScheduledPickup('cliente@demo.miamidrop.test', day, '10:00');
    await tabs.getByRole('link', { name: 'Retiro' }).click();
    await page.getByRole('button', { name: 'Programar retiro' }).click();
    const schedule = page.getByRole('dialog', { name: 'Programar retiro' });
    await expect(schedule.getByRole('checkbox', { name: /Zapatillas/ })).toBeChecked();
    let weekend = addDaysToDateString(today, 1);
    while (!isWeekendDateString(weekend)) weekend = addDaysToDateString(weekend, 1);
    const weekendButton = schedule.locator(`button[data-date="${weekend}"]`);
    if ((await weekendButton.count()) > 0) await expect(weekendButton).toHaveAttribute('aria-disabled', 'true');
    const yesterday = schedule.locator(`button[data-date="${addDaysToDateString(today, -1)}"]`);
    if ((await yesterday.count()) > 0) await expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    await schedule.locator(`button[data-date="${day}"]`).click();
    await expect(schedule.getByRole('radio', { name: '10:00, Completo' })).toBeDisabled();
    await schedule.getByRole('radio', { name: /^10:30, Queda/ }).click();
    await schedule.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(page.getByText('Retiro agendado').first()).toBeVisible();
    freeSlot();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Editar retiro' }).first().click();
    const edit = page.getByRole('dialog', { name: 'Editar fecha de retiro' });
    await expect(edit.getByRole('radio', { name: '10:30, Tu horario' })).toBeChecked();
    await edit.getByRole('radio', { name: /^11:00, Queda/ }).click();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toContainText('Retiro actualizado');
    await expect(edit).toContainText('a las 11:00');
    await edit.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(page.getByRole('main')).toContainText('a las 11:00');

    // Staff hand it over to a named person; the customer sees who took it.
    await staff.markPickedUp(uspsId, 'Camila Prueba');
    await staff.dispose();
    await page.goto(`/dashboard/packages/${uspsId}`);
    await expect(page.getByText('Retirado por Camila Prueba')).toBeVisible();

    // Basic allows five packages at a time: at the cap, adding is refused with the plan's message.
    for (const [index, number] of ['DEF123456789', 'GHI123456789', 'JKL123456789'].entries()) {
      const created = await page.request.post('/api/tracking/create', { data: { tracking_number: number, title: `Extra ${index}` } });
      expect(created.status()).toBe(201);
    }
    await page.goto('/dashboard/packages');
    await expect(page.getByRole('button', { name: 'Agregar paquete' }).first()).toBeDisabled();
    await expect(page.getByTestId('package-quota-notice')).toHaveText(
      'Llegaste al límite de paquetes de tu plan. Mejora tu plan o espera a que se retire un paquete.',
    );
  });
});
