import { expect, test, type Browser, type Page } from './support/journey-test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import type { AppServer } from './support/app-server';
import { waitForLink } from './support/mailbox';
import { newPhone, PHONES_AT_ONCE, runTries, startPhoneFormsServer, TRIES_PER_FORM, type Phone } from './support/phone-forms';
import { uniqueEmail } from './support/unique-email';

/**
 * Issue 26: every public form, filled and sent as fast as autofill does right after it shows, on a phone (Lighthouse's
 * mobile profile), sends exactly what it shows. Nothing here waits for the app: only for the field to be there, as a
 * person or a password manager would. The prerendered forms are filled before their app has arrived.
 */
const PORT = Number(process.env.E2E_PHONE_FORMS_PORT ?? 8512);
/** A throttled phone loads a page, then the app, then answers: each try gets this long. */
const TRY_TIMEOUT = 60_000;
let server: AppServer;

test.beforeAll(async () => {
  server = await startPhoneFormsServer(PORT);
});
test.afterAll(async () => server?.stop());

/** What the page sent to `path`, as JSON, each time it sent it. */
function bodiesSentTo(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  void page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'POST') bodies.push(route.request().postDataJSON());
    await route.continue();
  });
  return bodies;
}

/** Runs `attempt` on TRIES_PER_FORM new phones, PHONES_AT_ONCE at a time, and fails with every try that did not hold. */
async function onEveryPhone(browser: Browser, attempt: (phone: Phone, index: number) => Promise<void>) {
  const report = await runTries(TRIES_PER_FORM, PHONES_AT_ONCE, async (index) => {
    const phone = await newPhone(browser, server.baseUrl, index);
    try {
      await attempt(phone, index);
    } finally {
      await phone.context.close();
    }
  });
  expect(report.failures, `tries that lost what was typed (of ${TRIES_PER_FORM})`).toEqual([]);
}

test.describe('every public form filled at once on a phone sends what it shows', () => {
  test.describe.configure({ timeout: TRIES_PER_FORM * TRY_TIMEOUT });

  test('sign-in, reached from the landing by its link', async ({ browser }) => {
    const { email, password } = DEMO_ACCOUNTS.customer;
    await onEveryPhone(browser, async ({ page }) => {
      const sent = bodiesSentTo(page, '/api/login');
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
      const main = page.getByRole('main');
      await main.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await main.getByLabel('Contraseña', { exact: true }).fill(password);
      await main.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: TRY_TIMEOUT });
      expect(sent).toEqual([{ email, password, remember_me: false }]);
    });
  });

  test('registration, reached from a plan of the landing', async ({ browser }) => {
    await onEveryPhone(browser, async ({ page }, index) => {
      const sent = bodiesSentTo(page, '/api/users');
      const email = uniqueEmail(`telefono${index}`);
      await page.goto('/');
      await page.getByRole('link', { name: 'Elegir plan Drop Estándar' }).click();
      const main = page.getByRole('main');
      await main.getByLabel('Nombre', { exact: true }).fill('Lucía');
      await main.getByLabel('Apellido', { exact: true }).fill('Gómez');
      await main.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await main.getByLabel('Confirmar correo electrónico', { exact: true }).fill(email);
      await main.getByLabel('Código de país', { exact: true }).selectOption('AR');
      await main.getByLabel('Número de teléfono', { exact: true }).fill('11 2233-4455');
      await main.getByLabel('Contraseña', { exact: true }).fill('viaje-al-sur-2026');
      await main.getByLabel('Confirmar contraseña', { exact: true }).fill('viaje-al-sur-2026');
      await main.getByLabel('Acepto los términos y condiciones').check();
      await main.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Revisa tu bandeja de entrada' })).toContainText(email, { timeout: TRY_TIMEOUT });
      expect(sent).toEqual([
        expect.objectContaining({ first_name: 'Lucía', last_name: 'Gómez', email, password: 'viaje-al-sur-2026', phone: '+541122334455' }),
      ]);
    });
  });

  test('contact', async ({ browser }) => {
    await onEveryPhone(browser, async ({ page }, index) => {
      const sent = bodiesSentTo(page, '/api/contact');
      const email = uniqueEmail(`contacto${index}`);
      await page.goto('/contacto');
      await page.getByLabel('Nombre completo').fill('Ana Pérez');
      await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await page.getByLabel('Asunto').selectOption('problema-pedido');
      await page.getByRole('textbox', { name: 'Mensaje' }).fill(`Consulta número ${index + 1} sobre mi casillero.`);
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByText('¡Mensaje enviado!')).toBeVisible({ timeout: TRY_TIMEOUT });
      expect(sent).toEqual([
        expect.objectContaining({ fullName: 'Ana Pérez', email, subject: 'problema-pedido', message: `Consulta número ${index + 1} sobre mi casillero.` }),
      ]);
    });
  });

  test('newsletter', async ({ browser }) => {
    await onEveryPhone(browser, async ({ page }, index) => {
      const sent = bodiesSentTo(page, '/api/newsletter');
      const email = uniqueEmail(`novedades${index}`);
      await page.goto('/');
      const block = page.getByRole('region', { name: 'Recibe novedades y ofertas' });
      await block.getByLabel('Tu correo electrónico').fill(email);
      await block.getByRole('button', { name: 'Suscribirme' }).click();
      await expect(block.getByText('¡Gracias por suscribirte!')).toBeVisible({ timeout: TRY_TIMEOUT });
      expect(sent).toEqual([{ email, language: 'es' }]);
    });
  });

  test('forgot password, reached from the sign-in page', async ({ browser }) => {
    await onEveryPhone(browser, async ({ page }, index) => {
      const sent = bodiesSentTo(page, '/api/password-reset/request');
      const email = uniqueEmail(`olvido${index}`);
      await page.goto('/iniciar-sesion');
      await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
      await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Enviar enlace' }).click();
      await expect(page.getByText('Revisa tu correo')).toBeVisible({ timeout: TRY_TIMEOUT });
      expect(sent).toEqual([expect.objectContaining({ email })]);
    });
  });

  test('reset password, opened from its e-mail', async ({ browser, request }) => {
    await onEveryPhone(browser, async ({ page }, index) => {
      const email = uniqueEmail(`nueva-clave${index}`);
      const headers = { 'X-Forwarded-For': `198.51.100.${index + 101}` };
      const registered = await request.post(`${server.baseUrl}/api/users`, {
        headers,
        data: { first_name: 'Tomás', last_name: 'Ruiz', email, password: 'clave-de-antes-2026', phone: '+541122334455' },
      });
      expect(registered.ok()).toBe(true);
      await request.post(`${server.baseUrl}/api/password-reset/request`, { headers, data: { email } });
      const sent = bodiesSentTo(page, '/api/password-reset/confirm');
      await page.goto(await waitForLink(email, '/reset-password?token='));
      await page.getByLabel('Nueva contraseña', { exact: true }).fill(`clave-nueva-${index}-2026`);
      await page.getByLabel('Confirmar contraseña', { exact: true }).fill(`clave-nueva-${index}-2026`);
      await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
      await expect(page.getByText('Contraseña restablecida correctamente. Por favor inicia sesión.')).toBeVisible({ timeout: TRY_TIMEOUT });
      expect(sent).toEqual([expect.objectContaining({ new_password: `clave-nueva-${index}-2026` })]);
    });
  });
});
