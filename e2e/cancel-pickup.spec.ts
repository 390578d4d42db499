import { addDaysToDateString, isWeekendDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { devices, expect, test, type Page } from './support/journey-test';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';
import { uniqueUpsNumber } from './support/tracking-numbers';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

/** The second weekday from today (New York): every slot of it is ahead whenever the journey runs. */
function secondWeekdayAhead(): string {
  let date = newYorkDateString(new Date());
  for (let found = 0; found < 2; ) {
    date = addDaysToDateString(date, 1);
    if (!isWeekendDateString(date)) found += 1;
  }
  return date;
}

interface Pickup {
  id: number;
  pickup_date: string;
  pickup_time: string;
  status: string;
  package_ids: number[];
}
interface Parcel {
  id: number;
  title: string;
  delivery_status: string;
  pickup_id: number | null;
  scheduled_delivery_date: string | null;
}

const pickupsOf = async (page: Page) => ((await (await page.request.get('/api/pickups')).json()) as { pickups: Pickup[] }).pickups;
const parcelsOf = async (page: Page) => ((await (await page.request.get('/api/tracking')).json()) as { packages: Parcel[] }).packages;

test.describe('cancelling a pickup and changing its parcels, one pickup a day (issue 33, decision 184)', () => {
  test.setTimeout(120_000);

  test('a customer books, adds a parcel, removes one, adds to the day’s pickup instead of a second, and cancels it', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Renata');
    await subscribeThroughApi(page, customer.email, 'plus');
    const staff = await asStaff();
    const ids: Record<string, number> = {};
    for (const title of ['Zapatos', 'Libros', 'Cámara']) {
      const created = await page.request.post('/api/tracking/create', { data: { tracking_number: uniqueUpsNumber(), title } });
      expect(created.status(), await created.text()).toBe(201);
      ids[title] = ((await created.json()) as { package: { id: number } }).package.id;
      await staff.markReceived(ids[title]!);
    }
    await staff.dispose();
    const day = secondWeekdayAhead();

    // Book Zapatos alone.
    await page.goto('/dashboard/pickup');
    await page.getByRole('button', { name: 'Programar retiro' }).click();
    const schedule = page.getByRole('dialog', { name: 'Programar retiro' });
    await schedule.getByRole('checkbox', { name: /Libros/ }).uncheck();
    await schedule.getByRole('checkbox', { name: /Cámara/ }).uncheck();
    await schedule.locator(`button[data-date="${day}"]`).click();
    await schedule.getByRole('radio', { name: /Queda/ }).first().click();
    await schedule.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(schedule.getByTestId('pickup-confirmation')).toContainText('Retiro agendado');
    await page.keyboard.press('Escape');
    const [booked] = await pickupsOf(page);
    expect(booked).toMatchObject({ pickup_date: day, package_ids: [ids.Zapatos] });
    const card = page.getByTestId('pickup-card');
    await expect(card).toContainText('1 paquete');

    // Add Libros to it: the edit dialog ticks parcels in; "Cerrar" only closes it.
    await card.getByRole('button', { name: 'Editar retiro' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar fecha de retiro' });
    await expect(edit.getByRole('button', { name: 'Cerrar', exact: true })).toBeVisible();
    await expect(edit.getByRole('checkbox', { name: /Zapatos/ })).toBeChecked();
    await edit.getByRole('checkbox', { name: /Libros/ }).check();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit.getByTestId('pickup-confirmation')).toContainText('Retiro actualizado');
    await edit.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(card).toContainText('2 paquetes');
    expect((await pickupsOf(page))[0]?.package_ids.sort()).toEqual([ids.Zapatos, ids.Libros].sort());

    // Take Zapatos off: received again, with no pickup day.
    await card.getByRole('button', { name: 'Editar retiro' }).click();
    await edit.getByRole('checkbox', { name: /Zapatos/ }).uncheck();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit.getByTestId('pickup-confirmation')).toContainText('Retiro actualizado');
    await edit.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(card).toContainText('1 paquete');
    expect((await parcelsOf(page)).find((parcel) => parcel.id === ids.Zapatos)).toMatchObject({ delivery_status: 'received', pickup_id: null, scheduled_delivery_date: null });

    // A second pickup that day is refused with the choice; the customer adds to the first instead.
    await page.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(schedule.getByRole('checkbox', { name: /Zapatos/ })).toBeChecked();
    await expect(schedule.getByRole('checkbox', { name: /Cámara/ })).toBeChecked();
    await schedule.locator(`button[data-date="${day}"]`).click();
    await schedule.getByRole('radio', { name: /Queda/ }).last().click();
    await schedule.getByRole('button', { name: 'Programar retiro' }).click();
    const choice = schedule.getByTestId('same-day-choice');
    await expect(choice).toContainText('Ya tienes un retiro ese día');
    await expect(choice.getByTestId('same-day-second')).toHaveText('Programar un segundo retiro');
    await choice.getByTestId('same-day-add').click();
    await expect(schedule.getByTestId('pickup-confirmation')).toContainText('Paquetes agregados a tu retiro');
    await page.keyboard.press('Escape');
    const [joined, ...others] = await pickupsOf(page);
    expect(others).toEqual([]);
    expect(joined).toMatchObject({ id: booked!.id, pickup_date: day });
    expect(joined!.package_ids.sort()).toEqual([ids.Zapatos, ids.Libros, ids['Cámara']].sort());
    await expect(card).toContainText('3 paquetes');

    // Cancel it, after confirming: every parcel received again, the slot's place free, the pass refused.
    const slotBefore = ((await (await page.request.get(`/api/pickup/slots?date=${day}`)).json()) as { capacity: number; slots: Array<{ time: string; remaining: number }> });
    const held = slotBefore.slots.find((slot) => slot.time === joined!.pickup_time)!;
    await card.getByRole('button', { name: 'Editar retiro' }).click();
    await edit.getByTestId('cancel-pickup').click();
    const confirm = page.getByTestId('cancel-pickup-confirm');
    await expect(confirm).toContainText('¿Cancelar este retiro?');
    await expect(confirm).toContainText('Tus 3 paquetes volverán a quedar listos para retirar');
    await confirm.getByRole('button', { name: 'Sí, cancelar retiro' }).click();
    await expect(page.getByText('Retiro cancelado').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('No tienes retiros programados.')).toBeVisible();
    await expect(card).toHaveCount(0);

    const parcels = (await parcelsOf(page)).filter((parcel) => Object.values(ids).includes(parcel.id));
    expect(parcels).toHaveLength(3);
    for (const parcel of parcels) expect(parcel).toMatchObject({ delivery_status: 'received', pickup_id: null, scheduled_delivery_date: null });
    const slotAfter = ((await (await page.request.get(`/api/pickup/slots?date=${day}`)).json()) as { slots: Array<{ time: string; remaining: number }> });
    expect(slotAfter.slots.find((slot) => slot.time === joined!.pickup_time)?.remaining).toBe(held.remaining + 1);
    expect((await page.request.get(`/api/pickup/${joined!.id}/pass`)).status()).toBe(409);
    // The parcels page counts them received again (one ready count, no pickup booked).
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Paquetes' }).click();
    for (const title of ['Zapatos', 'Libros', 'Cámara']) {
      await expect(page.getByTestId('packages-screen').getByRole('link', { name: new RegExp(title) }).getByTestId('package-status')).toHaveText('Recibido');
    }
  });
});
