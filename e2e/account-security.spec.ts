import { E2E_BASE_URL } from './support/e2e-config';
import { devices, expect, test } from './support/journey-test';
import { lastMessageTo } from './support/mailbox';
import { newVerifiedCustomer } from './support/subscription-steps';

const phone = devices['Pixel 7'];
test.use({ viewport: phone.viewport, userAgent: phone.userAgent, deviceScaleFactor: phone.deviceScaleFactor, isMobile: phone.isMobile, hasTouch: phone.hasTouch });

test.describe("a customer's password on a phone", () => {
  test('changes it from the account page: this phone stays signed in, another session ends, a mail tells of it', async ({ page, playwright }) => {
    const customer = await newVerifiedCustomer(page, 'Ximena');
    // Another device signed in to the same account.
    const other = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    expect((await other.post('/api/login', { data: { email: customer.email, password: customer.password } })).status()).toBe(200);
    expect((await other.get('/api/users/profile')).status()).toBe(200);

    await page.goto('/dashboard/account');
    const form = page.getByRole('form', { name: 'Contraseña' });
    await form.getByLabel('Contraseña actual', { exact: true }).fill('not-the-password');
    await form.getByLabel('Nueva contraseña', { exact: true }).fill('Brisa-de-Doral-2027');
    await form.getByLabel('Confirma la nueva contraseña', { exact: true }).fill('Brisa-de-Doral-2027');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(form.getByLabel('Contraseña actual', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Contraseña actual', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Listo: tu contraseña cambió y cerramos tus otras sesiones. Te enviamos un email de aviso.')).toBeVisible();

    expect((await page.request.get('/api/users/profile')).status()).toBe(200);
    expect((await other.get('/api/users/profile')).status()).toBe(401);
    await other.dispose();
    await expect.poll(() => lastMessageTo(customer.email)).toContain('Cambiaste tu contrase');
    const login = await page.request.post('/api/login', { data: { email: customer.email, password: 'Brisa-de-Doral-2027' } });
    expect(login.status()).toBe(200);
  });
});
