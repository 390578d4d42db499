import { devices, expect, test } from './support/journey-test';
import { E2E_BASE_URL } from './support/e2e-config';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';
import { textsTo, waitForPhoneCode, waitForText } from './support/text-messages';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

/** A receipt's alert waits out the staff's one-minute undo window, then the next pass of the 30-second drain. */
const UNTIL_RECEIPT_TEXTED_MS = 120_000;

/** An Argentine mobile number of this run's own (+54 9 11 and 8 digits), so no other try's texts or limits meet it. */
const uniqueMobile = () => `+54911${String(Date.now()).slice(-8)}`;

test.describe('SMS alerts on a phone', () => {
  test.setTimeout(200_000);

  test('a Premium customer confirms the phone with the texted code, turns SMS on, and the receipt arrives by SMS in Spanish', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Sofía');
    await subscribeThroughApi(page, customer.email, 'premium_drop');
    const phone = uniqueMobile();

    await page.goto('/dashboard/account');
    const texts = page.getByRole('region', { name: 'SMS y WhatsApp' });
    await expect(texts.getByRole('switch')).toHaveCount(0);
    const number = texts.getByRole('textbox', { name: 'Tu celular' });
    await expect(number).toHaveValue('+541122334455');
    await number.fill(phone);
    await texts.getByRole('button', { name: 'Enviar código' }).click();

    const code = await waitForPhoneCode(phone);
    await expect(texts.getByText(`Te enviamos un código por SMS al ${phone}. Vence en 10 minutos.`)).toBeVisible();
    const codeField = texts.getByRole('textbox', { name: 'Código de 6 dígitos' });
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await codeField.fill(code);
    await texts.getByRole('button', { name: 'Confirmar' }).click();
    await expect(texts.getByText(`Enviamos tus alertas al ${phone}.`)).toBeVisible();

    const sms = texts.getByRole('switch', { name: 'Alertas por SMS' });
    await expect(sms).not.toBeChecked();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/messaging/preferences') && response.request().method() === 'PUT');
    await sms.click();
    expect((await saved).status()).toBe(200);
    await expect(sms).toBeChecked();
    await page.reload();
    await expect(page.getByRole('region', { name: 'SMS y WhatsApp' }).getByRole('switch', { name: 'Alertas por SMS' })).toBeChecked();

    // Staff receive the customer's parcel at the warehouse.
    const trackingNumber = `SMS${customer.id}X${Date.now()}`;
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: trackingNumber, title: 'Campera' } });
    expect(created.status()).toBe(201);
    const { package: parcel } = (await created.json()) as { package: { id: number } };
    const staff = await asStaff();
    await staff.markReceived(parcel.id);
    await staff.dispose();

    const alert = await waitForText(phone, (text) => text.body.startsWith('Miami Drop: Tu paquete llegó al depósito'), UNTIL_RECEIPT_TEXTED_MS);
    expect(alert.channel).toBe('sms');
    expect(alert.body).toBe(
      `Miami Drop: Tu paquete llegó al depósito\nCampera (${trackingNumber}) ya está en nuestro depósito de Miami. Tu plan incluye 45 días de almacenamiento.\n${E2E_BASE_URL}/dashboard/packages/${parcel.id}`,
    );
    // Once, and nothing by WhatsApp (left off).
    expect(textsTo(phone).filter((text) => text.body.startsWith('Miami Drop: Tu paquete llegó'))).toHaveLength(1);
    expect(textsTo(phone).filter((text) => text.channel === 'whatsapp')).toEqual([]);
  });

  test('a Standard customer is told SMS and WhatsApp alerts come with Premium, and is offered the plans', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Tomás');
    await subscribeThroughApi(page, customer.email, 'plus_drop');
    await page.goto('/dashboard/account');
    const texts = page.getByRole('region', { name: 'SMS y WhatsApp' });
    await expect(texts.getByText('Función Premium')).toBeVisible();
    await expect(texts.getByText('Las alertas por SMS y WhatsApp están incluidas en Drop Premium.')).toBeVisible();
    await expect(texts.getByRole('button', { name: 'Enviar código' })).toHaveCount(0);
    await texts.getByRole('link', { name: 'Ver planes' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});
