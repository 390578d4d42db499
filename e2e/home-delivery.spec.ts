import type { Page } from '@playwright/test';
import { devices, expect, test } from './support/journey-test';
import { signInAsDemo } from './support/account-steps';
import { axeFindings } from './support/axe-steps';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi, subscribeThroughPaypal } from './support/subscription-steps';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.isMobile, hasTouch: phone.hasTouch });

/** Found as typed by the local carrier twin (docs/decisions/163). */
const DORAL = { name: 'Camila en Doral', street1: '8350 NW 52nd Ter', street2: null, city: 'Doral', state: 'FL', zip: '33166', phone: '305 555 0100' };

/** Received packages of the signed-in customer, each created by them and marked received by staff. */
async function receivedPackages(page: Page, customerId: number, titles: readonly string[]) {
  const staff = await asStaff();
  for (const [index, title] of titles.entries()) {
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: `HOME${customerId}X${index}${Date.now()}`, title } });
    expect(created.status()).toBe(201);
    await staff.markReceived(((await created.json()) as { package: { id: number } }).package.id);
  }
  await staff.dispose();
}

test.describe('delivery to a US address on a phone', () => {
  // Three minutes: the simulated carrier takes 36 s to deliver a label and a customer may ask it once a minute.
  test.setTimeout(180_000);

  test('a Premium customer pays the delivery of two received packages, staff label and hand it over at the station, and it arrives', async ({ page, browser }) => {
    const customer = await newVerifiedCustomer(page, 'Camila');
    await subscribeThroughApi(page, customer.email, 'premium_drop');
    expect((await page.request.post('/api/addresses', { data: DORAL })).status()).toBe(201);
    const titles = ['Zapatillas nuevas', 'Cafetera'];
    await receivedPackages(page, customer.id, titles);

    // From the pickup tab, the customer chooses to have them sent instead.
    await page.goto('/dashboard/pickup');
    await page.getByRole('link', { name: 'Enviar a mi dirección' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enviar a mi dirección' })).toBeVisible();
    const packages = page.getByRole('group', { name: '¿Qué paquetes te enviamos?' });
    for (const title of titles) await packages.getByRole('checkbox', { name: new RegExp(title) }).check();
    await expect(page.getByRole('group', { name: '¿A qué dirección?' }).getByRole('radio', { name: /Camila en Doral/ })).toBeChecked();
    await page.getByRole('button', { name: 'Ver tarifas' }).click();

    const rates = page.getByRole('group', { name: 'Elige cómo enviarlo' });
    await expect(rates.getByRole('radio').first()).toBeVisible();
    for (const carrier of ['USPS', 'UPS', 'FedEx']) await expect(rates.getByRole('radio', { name: new RegExp(`^${carrier} ·`) }).first()).toBeVisible();
    expect(await rates.getByRole('radio').count()).toBeGreaterThanOrEqual(3);
    await rates.getByRole('radio', { name: /^UPS · Ground/ }).check();
    const pay = page.getByTestId('pay-delivery');
    await expect(pay).toHaveText(/^Pagar \$\d+\.\d\d$/);
    await expect(page.getByText(/Se cobrará a tu tarjeta Visa/)).toBeVisible();
    await pay.click();
    await expect(page.getByRole('heading', { name: '¡Envío pagado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver el envío' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Envío n\.º \d+$/ })).toBeVisible();
    await expect(page.getByRole('main').getByTestId('delivery-stage')).toHaveText('Pagado');
    const deliveryId = Number((await page.getByRole('heading', { level: 1 }).textContent())!.match(/\d+/)![0]);
    const { deliveries } = (await (await page.request.get('/api/deliveries')).json()) as { deliveries: Array<{ id: number; carrier: string; total_cents: number }> };
    expect(deliveries).toEqual([expect.objectContaining({ id: deliveryId, carrier: 'UPS' })]);

    // Staff at the receiving station, on a tablet: buy the label, print it, hand the box to the carrier.
    const station = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'es-AR', timezoneId: 'America/New_York' });
    const stationPage = await station.newPage();
    await signInAsDemo(stationPage, 'admin');
    await stationPage.goto('/admin/receive');
    const queue = stationPage.getByTestId('shipping-queue');
    await expect(queue.getByRole('heading', { name: 'Envíos a domicilio' })).toBeVisible();
    const card = queue.locator(`[data-testid="shipping-delivery"][data-delivery-id="${deliveryId}"]`);
    await expect(card.getByTestId('delivery-customer')).toContainText('Camila');
    await expect(card.getByTestId('delivery-packages')).toContainText(titles[0]!);
    await card.getByRole('button', { name: 'Comprar etiqueta' }).click();
    const print = card.getByRole('button', { name: 'Imprimir etiqueta' });
    await expect(print).toBeVisible();
    const opened = stationPage.waitForEvent('popup');
    await print.click();
    const labelWindow = await opened;
    await expect.poll(() => labelWindow.url()).toMatch(/^blob:/);
    await expect(card.getByRole('link', { name: 'Abrir etiqueta (PDF)' })).toBeVisible();
    await labelWindow.close();
    await card.getByRole('button', { name: 'Entregado al transportista' }).click();
    const confirm = stationPage.getByRole('dialog', { name: '¿Entregaste este envío al transportista?' });
    await confirm.getByRole('button', { name: 'Sí, lo entregué' }).click();
    await expect(card).toHaveCount(0);
    await station.close();

    // The customer follows it: shipped with its tracking code, then delivered.
    await page.reload();
    await expect(page.getByRole('main').getByTestId('delivery-stage')).toHaveText('Despachado');
    await expect(page.getByTestId('delivery-tracking-code')).toHaveText(/^1Z/);
    const stage = page.getByRole('main').getByTestId('delivery-stage');
    await expect(async () => {
      if ((await stage.textContent()) !== 'Entregado') await page.getByRole('button', { name: 'Actualizar seguimiento' }).click();
      await expect(stage).toHaveText('Entregado', { timeout: 5_000 });
    }).toPass({ intervals: [15_000], timeout: 120_000 });
    await expect(page.getByTestId('delivery-event').first()).toContainText('Delivered to the recipient');
    const { packages: own } = (await (await page.request.get('/api/tracking')).json()) as { packages: Array<{ title: string; delivery_status: string }> };
    expect(own.filter((pkg) => titles.includes(pkg.title)).map((pkg) => pkg.delivery_status)).toEqual(['shipped', 'shipped']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  });

  test('a customer without a card pays with PayPal: cancels at PayPal first, then approves, then cancels the delivery and is refunded', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Lucía');
    await subscribeThroughPaypal(page, 'plus');
    expect((await page.request.post('/api/addresses', { data: { ...DORAL, name: 'Lucía en Doral' } })).status()).toBe(201);
    await receivedPackages(page, customer.id, ['Auriculares']);

    const chooseRate = async () => {
      await page.goto('/dashboard/deliveries/new');
      await page.getByRole('group', { name: '¿Qué paquetes te enviamos?' }).getByRole('checkbox', { name: /Auriculares/ }).check();
      await page.getByRole('button', { name: 'Ver tarifas' }).click();
      await page.getByRole('group', { name: 'Elige cómo enviarlo' }).getByRole('radio', { name: /^USPS ·/ }).first().check();
    };
    await chooseRate();
    // No card saved: the card button cannot pay, PayPal can.
    await expect(page.getByTestId('pay-delivery')).toBeDisabled();
    const paypal = page.getByRole('button', { name: /^Pagar \$\d+\.\d\d con PayPal$/ });
    const total = (await paypal.textContent())!.match(/\$\d+\.\d\d/)![0];
    await paypal.click();

    // At PayPal (the local stand-in), the customer changes their mind.
    await expect(page.getByRole('heading', { name: 'Approve your payment' })).toBeVisible();
    await expect(page.getByText(`${total.slice(1)} USD`)).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/deliveries\/\d+\/paypal-cancel\?token=/);
    await expect(page.getByText('Pago con PayPal cancelado. No se cobró nada.')).toBeVisible();
    expect(await axeFindings(page, 'PayPal cancel page')).toEqual([]);
    expect(((await (await page.request.get('/api/deliveries')).json()) as { deliveries: unknown[] }).deliveries).toEqual([]);

    // Chosen again, approved this time.
    await chooseRate();
    await page.getByRole('button', { name: /con PayPal$/ }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/dashboard\/deliveries\/\d+\/paypal-return\?token=.+&PayerID=/);
    await expect(page.getByRole('heading', { name: '¡Envío pagado!' })).toBeVisible();
    await expect(page.getByText(`${total} con PayPal`)).toBeVisible();
    expect(await axeFindings(page, 'PayPal return page, paid')).toEqual([]);
    await page.getByRole('link', { name: 'Ver el envío' }).click();
    await expect(page.getByRole('main').getByTestId('delivery-stage')).toHaveText('Pagado');
    const { deliveries } = (await (await page.request.get('/api/deliveries')).json()) as { deliveries: Array<{ payment_method: string; status: string }> };
    expect(deliveries).toEqual([expect.objectContaining({ payment_method: 'paypal', status: 'paid' })]);

    // Before its label is bought, the customer cancels it: the money goes back to PayPal.
    await page.getByRole('button', { name: 'Cancelar envío' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cancelar este envío?' });
    await expect(dialog.getByText(`Te devolvemos ${total} a tu cuenta de PayPal.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí, cancelar el envío' }).click();
    await expect(page.getByRole('main').getByTestId('delivery-stage')).toHaveText('Cancelado');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  });
});
