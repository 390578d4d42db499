import { addDaysToDateString, isWeekendDateString } from '../shared/time/date-string';
import { newYorkDateString } from '../shared/time/new-york';
import { devices, expect, test } from './support/journey-test';
import { allMessagesTo } from './support/mailbox';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

/** A receipt's alert waits out the 60-second undo window, then the server's 30-second alert pass mails it. */
const UNTIL_RECEIVED_MAIL_MS = 150_000;

function nextWeekday(from: string): string {
  let date = addDaysToDateString(from, 1);
  while (isWeekendDateString(date)) date = addDaysToDateString(date, 1);
  return date;
}

/**
 * The first message to the address holding every one of the words, or undefined. The outbox keeps the raw .eml with
 * its quoted-printable undone byte by byte, so the words looked for are plain ASCII (no accents).
 */
const messageWith = (address: string, words: string[]) => allMessagesTo(address).find((message) => words.every((word) => message.includes(word)));

// Issue 33, item 1 (docs/decisions/181): a customer who never turned push alerts on hears about their parcels by e-mail.
test.describe('alerts by e-mail, on a phone without push', () => {
  test.setTimeout(300_000);

  test('a customer without push books a pickup and has a parcel received: the e-mails arrive in Spanish, with the weight', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Rocio');
    await subscribeThroughApi(page, customer.email, 'plus');

    // The plan's charge has its receipt, in Spanish.
    await expect.poll(() => messageWith(customer.email, ['Subject: Recibo de tu pago - Miami Drop']), { timeout: 60_000 }).toBeDefined();
    const receipt = messageWith(customer.email, ['Subject: Recibo de tu pago - Miami Drop'])!;
    expect(receipt).toContain('Cobramos $39.90');
    expect(receipt).toContain('Importe: $39.90');
    expect(receipt).not.toContain('We charged');

    // No device takes pushes: the account page says every alert goes by e-mail.
    await page.goto('/dashboard/account');
    await expect(page.getByText('Te avisamos de todo por email')).toBeVisible();
    await expect(page.getByRole('switch', { name: /por email$/ })).toHaveCount(0);

    // Staff receive a parcel (3.2 lb, as the warehouse weighs it).
    const tracking = `MAIL${customer.id}X${Date.now()}`;
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: tracking, title: 'Lampara' } });
    expect(created.status()).toBe(201);
    const { package: parcel } = (await created.json()) as { package: { id: number } };
    const staff = await asStaff();
    await staff.markReceived(parcel.id);
    await staff.dispose();

    // The customer books its pickup on the phone.
    const tabs = page.getByRole('navigation', { name: 'Secciones del panel' });
    await tabs.getByRole('link', { name: 'Retiro' }).click();
    await page.getByRole('button', { name: 'Programar retiro' }).click();
    const schedule = page.getByRole('dialog', { name: 'Programar retiro' });
    await expect(schedule.getByRole('checkbox', { name: /Lampara/ })).toBeChecked();
    await schedule.locator(`button[data-date="${nextWeekday(newYorkDateString(new Date()))}"]`).click();
    await schedule.getByRole('radio', { name: /^\d{2}:\d{2}, Queda/ }).first().click();
    await schedule.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(page.getByText('Retiro agendado').first()).toBeVisible();

    // The booking's confirmation, in Spanish, with where to go.
    await expect.poll(() => messageWith(customer.email, ['Subject: Retiro confirmado - Miami Drop']), { timeout: 30_000 }).toBeDefined();
    const confirmation = messageWith(customer.email, ['Subject: Retiro confirmado - Miami Drop'])!;
    expect(confirmation).toContain('Te esperamos el');
    expect(confirmation).toContain('/dashboard/pickup');
    expect(confirmation).not.toContain('Pickup confirmed');

    // Then the parcel's arrival, in Spanish, with its weight and a link to it in the app.
    await expect.poll(() => messageWith(customer.email, [`Lampara (${tracking}) ya est`]), { timeout: UNTIL_RECEIVED_MAIL_MS, intervals: [2_000] }).toBeDefined();
    const received = messageWith(customer.email, [`Lampara (${tracking}) ya est`])!;
    expect(received).toContain('Peso: 3.2 lb');
    expect(received).toContain(`/dashboard/packages/${parcel.id}`);
    expect(received).toContain('Hola, Rocio:');
    expect(received).not.toContain('Your package');
    expect(received).not.toContain('Weight:');
    // One e-mail per alert: the arrival came once.
    expect(allMessagesTo(customer.email).filter((message) => message.includes(`Lampara (${tracking}) ya est`))).toHaveLength(1);
  });
});
