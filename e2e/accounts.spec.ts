import { expect, test } from './support/journey-test';
import { logInThroughForm, loginDialog, logOutThroughUserMenu, openSignIn, registerThroughUi } from './support/account-steps';
import { countMessagesTo, waitForLink } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

test.describe('accounts', () => {
  test('a new customer registers, verifies by e-mail (signed in by the link), sees the dashboard and logs out', async ({ page }) => {
    const account = { firstName: 'Valentina', lastName: 'Rossi', email: uniqueEmail('valentina'), password: 'viaje-2026' };
    await registerThroughUi(page, account);

    // Opened in the browser that registered, the link signs it in and onboarding continues (decision 122).
    const link = await waitForLink(account.email, '/api/users/verify-email?token=');
    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Email verificado correctamente. Ya iniciaste sesión: sigamos con tu plan.')).toBeVisible();
    await expect(page.getByTestId('onboarding-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: `¡Hola, ${account.firstName}!` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: `¡Hola, ${account.firstName}!` })).toBeVisible();

    await logOutThroughUserMenu(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a customer who forgot the password gets a link, sets a new one and logs in with it', async ({ page }) => {
    const account = { firstName: 'Mateo', lastName: 'López', email: uniqueEmail('mateo'), password: 'primera-clave' };
    await registerThroughUi(page, account);
    await page.goto(await waitForLink(account.email, '/api/users/verify-email?token='));

    await page.goto('/forgot-password');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Si ese email está registrado, te enviamos un enlace para restablecer la contraseña.')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue('');

    await page.goto(await waitForLink(account.email, '/reset-password?token='));
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('segunda-clave');
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('otra-cosa');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();

    await page.getByLabel('Confirmar contraseña', { exact: true }).fill('segunda-clave');
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await expect(page.getByText('Contraseña restablecida correctamente. Por favor inicia sesión.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await logInThroughForm(page, account.email, 'segunda-clave', loginDialog(page));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified account gets the verification dialog and can resend the e-mail', async ({ page }) => {
    const account = { firstName: 'Sofía', lastName: 'Díaz', email: uniqueEmail('sofia'), password: 'sin-verificar' };
    await registerThroughUi(page, account);
    await waitForLink(account.email, '/api/users/verify-email?token=');
    const before = countMessagesTo(account.email);

    await openSignIn(page);
    await logInThroughForm(page, account.email, account.password);
    const dialog = page.getByRole('dialog', { name: 'Verifica tu email' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('verification-email')).toHaveText(account.email);
    await expect(page.getByRole('dialog', { name: 'Iniciar sesión' })).toBeHidden();

    await dialog.getByRole('button', { name: 'Reenviar email de verificación' }).click();
    await expect(dialog.getByTestId('resend-remaining')).toHaveText('Intentos restantes: 2 esta hora, 9 hoy.');
    await expect.poll(() => countMessagesTo(account.email)).toBe(before + 1);
  });

  test('an expired or used verification link shows the expired-link notice', async ({ page }) => {
    await page.goto('/api/users/verify-email?token=not-a-real-token');
    await expect(page).toHaveURL(/verification=error/);
    const notice = page.getByRole('alert').filter({ hasText: 'Enlace de verificación expirado' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Inicia sesión con tus credenciales para reenviar un nuevo email de verificación.');
    await notice.getByRole('button', { name: 'Solicitar un nuevo enlace' }).click();
    await expect(page.getByRole('dialog', { name: 'Enlace de verificación expirado' })).toBeVisible();
  });

  test('a reset page without a token says so and cannot be sent', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Token faltante o inválido')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restablecer contraseña' })).toBeDisabled();
  });

  test('staff are sent from the dashboard to the admin area; unknown pages show not-found', async ({ page }) => {
    await page.goto('/');
    await openSignIn(page);
    await logInThroughForm(page, 'admin@demo.miamidrop.test', 'Admin2026!');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '¡Ups! Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
