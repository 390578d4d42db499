import { addDaysToDateString, weekdayOfDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { devices, expect, test } from './support/journey-test';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.isMobile, hasTouch: phone.hasTouch });

/** The next weekday after today, New York time (weekdays are 1-5, Monday to Friday). */
function nextWeekday(): string {
  let date = addDaysToDateString(newYorkDateString(new Date()), 1);
  while (weekdayOfDateString(date) === 0 || weekdayOfDateString(date) === 6) date = addDaysToDateString(date, 1);
  return date;
}

test.describe('where and when to pick up, on a phone', () => {
  test('a booked pickup says where to go, that day’s hours, what to bring, and goes into the calendar', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Marisol');
    await subscribeThroughApi(page, customer.email, 'plus');
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: `PLACE${customer.id}X${Date.now()}`, title: 'Lámpara' } });
    const { package: parcel } = (await created.json()) as { package: { id: number } };
    const staff = await asStaff();
    await staff.markReceived(parcel.id);
    await staff.dispose();
    const booked = await page.request.post('/api/pickup/schedule', { data: { package_ids: [parcel.id], pickup_date: nextWeekday(), pickup_time: '10:00' } });
    expect(booked.status()).toBe(201);

    const { pickups } = (await (await page.request.get('/api/pickups')).json()) as {
      pickups: Array<{ id: number; location: { street_address: string; city: string; map_url: string; day_hours: Array<{ open: string; close: string }> } }>;
    };
    const { id, location } = pickups[0]!;
    await page.goto('/dashboard/pickup');
    const place = page.getByRole('region', { name: 'Dónde retirar' }).first();
    await expect(place).toContainText(location.street_address);
    await expect(place).toContainText(location.city);
    await expect(place.getByText(/^Horario de atención del /)).toBeVisible();
    await expect(place).toContainText(`Una identificación con foto a nombre de ${customer.firstName} Prueba`);
    await expect(place.getByRole('link', { name: /^Ver en el mapa/ })).toHaveAttribute('href', location.map_url);

    const calendar = page.getByRole('link', { name: 'Agregar al calendario' }).first();
    await expect(calendar).toHaveAttribute('href', `/api/pickup/${id}/calendar.ics`);
    const ics = await page.request.get(`/api/pickup/${id}/calendar.ics`);
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T100000/);
    expect(page.viewportSize()!.width).toBeGreaterThanOrEqual(await page.evaluate(() => document.documentElement.scrollWidth));
  });
});
