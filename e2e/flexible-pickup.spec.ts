import { devices, expect, test, type Page } from './support/journey-test';
import { addDaysToDateString, SATURDAY, weekdayOfDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

function nextSaturday(): string {
  let date = addDaysToDateString(newYorkDateString(new Date()), 1);
  while (weekdayOfDateString(date) !== SATURDAY) date = addDaysToDateString(date, 1);
  return date;
}

/** A customer with a plan and one parcel received at the warehouse, on the pickup tab's booking dialog. */
async function bookingDialogOf(page: Page, firstName: string, planId: string) {
  const customer = await newVerifiedCustomer(page, firstName);
  await subscribeThroughApi(page, customer.email, planId);
  const created = await page.request.post('/api/tracking/create', { data: { tracking_number: `FLEX${customer.id}X${Date.now()}`, title: 'Maleta nueva' } });
  expect(created.status()).toBe(201);
  const { package: parcel } = (await created.json()) as { package: { id: number } };
  const staff = await asStaff();
  await staff.markReceived(parcel.id);
  await staff.dispose();
  await page.goto('/dashboard/pickup');
  await page.getByRole('button', { name: 'Programar retiro' }).click();
  return { dialog: page.getByRole('dialog', { name: 'Programar retiro' }), parcelId: parcel.id };
}

/** The calendar button of `date`, paging to its month if needed. */
async function calendarDay(dialog: ReturnType<Page['getByRole']>, date: string) {
  const day = dialog.locator(`button[data-date="${date}"]`);
  if ((await day.count()) === 0) await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
  return day;
}

test.describe('flexible pickup on a phone', () => {
  test.setTimeout(120_000);

  test('a Premium customer books a Saturday morning that a Standard customer is not offered', async ({ page, browser }) => {
    const saturday = nextSaturday();

    const { dialog: premium } = await bookingDialogOf(page, 'Renata', 'premium_drop');
    await expect(premium.getByTestId('flexible-hours')).toHaveText(
      'Con tu plan Premium también puedes retirar: sábado, de 9:00 a 13:00; lunes a viernes, de 17:30 a 19:00.',
    );
    const day = await calendarDay(premium, saturday);
    await expect(day).not.toHaveAttribute('aria-disabled');
    await day.click();
    await expect(premium.getByRole('radio')).toHaveCount(9);
    await premium.getByRole('radio', { name: /^10:00, Premium, Quedan/ }).click();
    await premium.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(premium).toContainText('Retiro agendado');
    const { pickups } = (await (await page.request.get('/api/pickups')).json()) as { pickups: Array<{ pickup_date: string; pickup_time: string }> };
    expect(pickups).toEqual([expect.objectContaining({ pickup_date: saturday, pickup_time: '10:00' })]);

    const standardContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale: 'es-AR', timezoneId: 'America/New_York' });
    const standardPage = await standardContext.newPage();
    const { dialog: standard, parcelId } = await bookingDialogOf(standardPage, 'Tomas', 'plus_drop');
    await expect(standard.getByTestId('flexible-hours')).toHaveText(/^Con el plan Premium también puedes retirar: sábado, de 9:00 a 13:00/);
    const closed = await calendarDay(standard, saturday);
    await expect(closed).toHaveAttribute('aria-disabled', 'true');
    await closed.click({ force: true }); // a tap on a closed day chooses nothing
    await expect(closed).toHaveAttribute('aria-pressed', 'false');
    // A weekday ends at 17:00 for Standard: no evening slot, and none marked Premium.
    const weekday = addDaysToDateString(saturday, 2);
    await (await calendarDay(standard, weekday)).click();
    await expect(standard.getByRole('radio')).toHaveCount(17);
    await expect(standard.getByRole('radio', { name: /Premium/ })).toHaveCount(0);
    const refused = await standardPage.request.post('/api/pickup/schedule', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: { package_ids: [parcelId], pickup_date: saturday, pickup_time: '10:00' },
    });
    expect(refused.status()).toBe(400);
    await standardContext.close();
  });
});
