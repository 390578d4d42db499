import { devices, expect, test } from './support/journey-test';
import { axeFindings } from './support/axe-steps';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughPaypal } from './support/subscription-steps';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.isMobile, hasTouch: phone.hasTouch });

interface Held {
  tracking: { storage_last_day: string };
}

test.describe('storage days paid with PayPal on a phone (decision 179)', () => {
  test('a PayPal customer sees the price, cancels at PayPal with nothing charged, then approves and the last day moves', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Valeria');
    await subscribeThroughPaypal(page, 'basic');
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: `STOREPP${customer.id}X${Date.now()}`, title: 'Maleta nueva' } });
    expect(created.status()).toBe(201);
    const packageId = ((await created.json()) as { package: { id: number } }).package.id;
    const staff = await asStaff();
    await staff.markReceived(packageId);
    await staff.dispose();
    const before = ((await (await page.request.get(`/api/tracking/${packageId}`)).json()) as Held).tracking.storage_last_day;
    const quote = (await (await page.request.get(`/api/packages/${packageId}/storage-extension?days=3`)).json()) as { new_last_day: string };

    const openDialog = async () => {
      await page.goto(`/dashboard/packages/${packageId}`);
      await page.getByRole('button', { name: 'Extender el almacenamiento' }).click();
      const dialog = page.getByTestId('extend-storage-dialog');
      await dialog.getByLabel('Días adicionales').selectOption('3');
      // The price before anything is charged; no card saved, so PayPal pays.
      await expect(dialog.getByTestId('storage-price')).toHaveText('$1.50 por 3 días ($0.50 por día)');
      await expect(dialog.getByTestId('confirm-extension')).toHaveCount(0);
      return dialog;
    };

    // At PayPal (the local stand-in), the customer changes their mind.
    let dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Pagar $1.50 con PayPal' }).click();
    await expect(page.getByRole('heading', { name: 'Approve your payment' })).toBeVisible();
    await expect(page.getByText('1.50 USD')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/packages\/\d+\/storage\/\d+\/paypal-cancel\?token=/);
    await expect(page.getByRole('heading', { name: 'Pago cancelado' })).toBeVisible();
    expect(await axeFindings(page, 'storage PayPal cancel page')).toEqual([]);
    expect(((await (await page.request.get(`/api/tracking/${packageId}`)).json()) as Held).tracking.storage_last_day).toBe(before);

    // Chosen again, approved this time: the return page captures once and says until when.
    dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Pagar $1.50 con PayPal' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/dashboard\/packages\/\d+\/storage\/\d+\/paypal-return\?token=.+&PayerID=/);
    await expect(page.getByRole('heading', { name: 'Almacenamiento extendido' })).toBeVisible();
    await expect(page.getByText(/Pagaste \$1\.50 con PayPal/)).toBeVisible();
    expect(await axeFindings(page, 'storage PayPal return page, paid')).toEqual([]);
    expect(((await (await page.request.get(`/api/tracking/${packageId}`)).json()) as Held).tracking.storage_last_day).toBe(quote.new_last_day);

    // Back on the package, the clock shows the new last day.
    await page.getByRole('link', { name: 'Volver al paquete' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/packages/${packageId}$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
  });
});
