import { readFile } from 'node:fs/promises';
import { devices, expect, test } from './support/journey-test';
import { lastMessageTo } from './support/mailbox';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.isMobile, hasTouch: phone.hasTouch });

test.describe("a customer's own data on a phone", () => {
  test('downloads their data, then closes the account with their password and cannot sign in again', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Renata');
    await subscribeThroughApi(page, customer.email, 'plus');
    await page.goto('/dashboard/account');
    const section = page.getByRole('region', { name: 'Tus datos y tu cuenta' });

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Descargar mis datos' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^miami-drop-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as { account: { email: string }; subscriptions: Array<{ plan_type: string }> };
    expect(data.account.email).toBe(customer.email);
    expect(data.subscriptions.map((plan) => plan.plan_type)).toEqual(['plus']);

    await section.getByRole('button', { name: 'Cerrar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar tu cuenta?' });
    await dialog.getByLabel('Tu contraseña').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Sí, cerrar mi cuenta' }).click();
    await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
    await dialog.getByLabel('Tu contraseña').fill(customer.password);
    await dialog.getByRole('button', { name: 'Sí, cerrar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Cerraste tu cuenta. Borramos tus datos personales.')).toBeVisible();
    expect((await page.request.get('/api/users/profile')).status()).toBe(401);
    await expect.poll(() => lastMessageTo(customer.email)).toContain('Cerraste tu cuenta de Miami Drop');
    const login = await page.request.post('/api/login', { data: { email: customer.email, password: customer.password } });
    expect(login.status()).toBe(401);
  });
});
