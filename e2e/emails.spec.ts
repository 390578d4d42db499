import { expect, test } from './support/journey-test';
import { lastMessageTo, waitForLink } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

// Issue 11, e-mails worth opening (docs/decisions/123).
test.describe('e-mails worth opening', () => {
  test('a customer who signs up in English gets the verification mail in English only, with text and HTML parts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
    const email = uniqueEmail('mary');
    await page.goto('/');
    await page.getByRole('link', { name: 'Create a free account' }).first().click();
    const dialog = page.getByRole('main');
    await dialog.getByLabel('First name', { exact: true }).fill('Mary');
    await dialog.getByLabel('Last name', { exact: true }).fill('Jones');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Confirm email', { exact: true }).fill(email);
    await dialog.getByLabel('Country code', { exact: true }).selectOption('US');
    await dialog.getByLabel('Phone number', { exact: true }).fill('305 555 0123');
    await dialog.getByLabel('Password', { exact: true }).fill('ocean-lantern-47');
    await dialog.getByLabel('Confirm password', { exact: true }).fill('ocean-lantern-47');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();

    await waitForLink(email, '/api/users/verify-email?token=');
    const message = lastMessageTo(email)!;
    expect(message).toContain('Subject: Confirm your email - Miami Drop');
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
    expect(message).toContain('Hi Mary,');
    expect(message).toContain('Confirm my email');
    expect(message).toContain('alt="Miami Drop, your mailbox in Miami"');
    expect(message).not.toMatch(/Confirma|Hola|bienvenid/);
  });

  test('the forgot-password page keeps a confirmation after the toast is gone', async ({ page }) => {
    const email = uniqueEmail('olvido');
    await page.goto('/forgot-password');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Revisa tu correo' });
    await expect(notice).toContainText(`Si ${email} está registrado, te enviamos un enlace para restablecer la contraseña.`);
    await expect(notice).toContainText('El enlace vence en 1 hora.');
    // Sonner's toasts leave after a few seconds; the page still says what happened.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expect(notice).toBeVisible();
  });

  test('an already-used reset link says so and shows no form', async ({ page }) => {
    const account = { first_name: 'Lucas', last_name: 'Pérez', email: uniqueEmail('lucas'), password: 'primera-clave', phone: '+5491122334455' };
    expect((await page.request.post('/api/users', { data: account })).status()).toBe(201);
    expect((await page.request.post('/api/password-reset/request', { data: { email: account.email } })).status()).toBe(200);
    const link = await waitForLink(account.email, '/reset-password?token=');
    const token = new URL(link).searchParams.get('token')!;
    expect((await page.request.post('/api/password-reset/confirm', { data: { token, new_password: 'segunda-clave-larga' } })).status()).toBe(200);

    await page.goto(link);
    const problem = page.getByTestId('reset-link-problem');
    await expect(problem.getByRole('alert')).toContainText('Este enlace ya se usó');
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Restablecer contraseña' })).toHaveCount(0);
    await problem.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a signed-in customer who switches to English gets the next mail in English', async ({ page }) => {
    const account = { first_name: 'Julia', last_name: 'Rey', email: uniqueEmail('julia'), password: 'primera-clave', phone: '+5491122334455' };
    expect((await page.request.post('/api/users', { data: account })).status()).toBe(201);
    // Opened in the browser that registered, the link signs it in (decision 122).
    await page.goto(await waitForLink(account.email, '/api/users/verify-email?token='));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/profile') && response.request().method() === 'PATCH');
    await page.getByTestId('header-language').click();
    expect((await saved).status()).toBe(200);

    expect((await page.request.post('/api/password-reset/request', { data: { email: account.email } })).status()).toBe(200);
    await waitForLink(account.email, '/reset-password?token=');
    const message = lastMessageTo(account.email)!;
    expect(message).toContain('Subject: Reset your password - Miami Drop');
    expect(message).toContain('Hi Julia,');
    expect(message).not.toContain('Restablece');
  });
  test('a language chosen before signing in becomes the account\'s: the next mail is in it', async ({ page, request }) => {
    const account = { first_name: 'Tomás', last_name: 'Vidal', email: uniqueEmail('tomas'), password: 'segunda-clave', phone: '+5491122334466' };
    expect((await request.post('/api/users', { data: account })).status()).toBe(201);
    // Verified from elsewhere (a phone's mail app): this browser stays signed out.
    expect((await request.get(await waitForLink(account.email, '/api/users/verify-email?token='), { maxRedirects: 0 })).status()).toBeLessThan(400);
    await page.goto('/');
    await page.getByTestId('header-language').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/profile') && response.request().method() === 'PATCH');
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('main');
    await dialog.getByLabel('Email', { exact: true }).fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    expect((await saved).status()).toBe(200);

    expect((await request.post('/api/password-reset/request', { data: { email: account.email } })).status()).toBe(200);
    await waitForLink(account.email, '/reset-password?token=');
    expect(lastMessageTo(account.email)).toContain('Subject: Reset your password - Miami Drop');
  });
});
