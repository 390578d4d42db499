import { expect, test } from './support/journey-test';
import { countMessagesTo, waitForLink } from './support/mailbox';
import { PREFERRED_LANGUAGE_KEY } from './support/staff-api';
import { uniqueEmail } from './support/unique-email';

const WEAK_ES = 'Esta contraseña es muy fácil de adivinar. Evita contraseñas comunes, caracteres repetidos o en secuencia, y tu nombre o email.';

/** Issue 11 item 7, decision 116: rules and meter before submit; guessable passwords refused. */
test.describe('password strength', () => {
  test('sign-up shows the rules and the meter and refuses a guessable password, sending nothing', async ({ page }) => {
    const email = uniqueEmail('debil');
    await page.goto('/');
    await page.getByRole('link', { name: 'Crear cuenta gratis' }).click();
    const dialog = page.getByRole('main');
    const meter = dialog.getByTestId('password-strength');
    await expect(meter).toContainText('Al menos 6 caracteres');
    await expect(meter).toContainText('Difícil de adivinar');

    await dialog.getByLabel('Nombre', { exact: true }).fill('Ana');
    await dialog.getByLabel('Apellido', { exact: true }).fill('Gómez');
    await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await dialog.getByLabel('Confirmar correo electrónico', { exact: true }).fill(email);
    await dialog.getByLabel('Número de teléfono', { exact: true }).fill('11 2233-4455');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('abc123');
    await expect(meter).toContainText('muy débil');
    await dialog.getByLabel('Confirmar contraseña', { exact: true }).fill('abc123');
    await dialog.getByLabel('Acepto los términos y condiciones').check();
    await dialog.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(dialog.getByText(WEAK_ES)).toBeVisible();
    await expect(dialog.getByLabel('Contraseña', { exact: true })).toBeFocused();

    await dialog.getByLabel('Contraseña', { exact: true }).fill('ruta-sur-71');
    await expect(meter).toContainText('muy fuerte');
    await expect(meter.locator('li[data-met="true"]')).toHaveCount(2);
    expect(countMessagesTo(email)).toBe(0);
  });

  test('the reset page shows the meter in English and refuses a guessable new password', async ({ page }) => {
    const account = { first_name: 'Bruno', last_name: 'Silva', email: uniqueEmail('bruno'), password: 'primera-clave', phone: '+5491122334455' };
    expect((await page.request.post('/api/users', { data: account })).status()).toBe(201);
    await page.goto('/forgot-password');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    const link = await waitForLink(account.email, '/reset-password?token=');
    await page.goto(link);
    await page.evaluate((key) => localStorage.setItem(key, 'en'), PREFERRED_LANGUAGE_KEY);
    await page.reload();
    const meter = page.getByTestId('password-strength');
    await expect(meter).toContainText('At least 6 characters');
    await page.getByLabel('New password', { exact: true }).fill('aaaaaa');
    await expect(meter).toContainText('very weak');
    await page.getByLabel('Confirm password', { exact: true }).fill('aaaaaa');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('This password is too easy to guess.', { exact: false })).toBeVisible();
  });
});
