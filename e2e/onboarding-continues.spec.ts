import { expect, test, type Locator, type Page } from './support/journey-test';
import { submitRegistrationForm } from './support/account-steps';
import { waitForLink } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

const VERIFY_LINK = '/api/users/verify-email?token=';

/** Fills and sends the registration form: the sign-up page's, or onboarding's dialog (from /plan-selection). */
const register = (page: Page, account: { firstName: string; email: string; password: string }, where?: Locator) =>
  submitRegistrationForm(page, { ...account, lastName: 'Nueva' }, where);
const registrationDialog = (page: Page) => page.getByRole('dialog', { name: 'Crear cuenta' });

/** The one call to choose a plan, no paywall card anywhere on the screen. */
async function expectOneCallToAction(page: Page) {
  await expect(page.getByTestId('choose-plan-callout')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Suscribirme ahora' })).toHaveCount(1);
  await expect(page.locator('[data-testid^="paywall-"]')).toHaveCount(0);
}

async function expectSupportOpens(page: Page, trigger: Locator) {
  await trigger.click();
  const contact = page.getByRole('dialog', { name: 'Contactar a soporte' });
  await expect(contact).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
}

test.describe('onboarding does not stop (decision 122)', () => {
  test('a plan chosen before signing up: the link signs the same browser in and opens payment with that plan', async ({ page }) => {
    const account = { firstName: 'Renata', email: uniqueEmail('renata'), password: 'ruta-norte-88' };
    await page.goto('/plan-selection');
    await page.getByRole('article', { name: 'Drop Premium' }).getByRole('button', { name: 'Elegir plan' }).click();
    await register(page, account, registrationDialog(page));

    await page.goto(await waitForLink(account.email, VERIFY_LINK));
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Email verificado correctamente. Ya iniciaste sesión: sigamos con tu plan.')).toBeVisible();
    const payment = page.getByRole('dialog', { name: 'Método de pago' });
    await expect(payment).toBeVisible();
    await expect(payment.locator('[aria-current="step"]')).toHaveText('Pago');
    await expect(payment.getByTestId('plan-summary')).toContainText('Drop Premium');
    await expect(payment.getByRole('button', { name: 'Pagar $49.90 USD' })).toBeVisible();

    // Closed without paying: the dashboard has one call to choose a plan, and support stays open.
    await page.keyboard.press('Escape');
    await expect(payment).toBeHidden();
    await expect(page.getByRole('heading', { name: `¡Hola, ${account.firstName}!` })).toBeVisible();
    await expectOneCallToAction(page);
    await expect(page.getByTestId('no-plan-address')).toBeVisible();
    await expect(page.getByTestId('plan-status-card')).toHaveCount(0);
    await expectSupportOpens(page, page.getByTestId('callout-support'));

    // A plan picked in the callout goes straight to paying for it.
    await page.getByTestId('choose-plan-callout').getByRole('button', { name: /Drop Básico/ }).click();
    await expect(page.getByRole('dialog', { name: 'Método de pago' }).getByTestId('plan-summary')).toContainText('Drop Básico');
    await page.keyboard.press('Escape');

    // The other screens point to Home in one line instead of repeating the paywall.
    const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
    for (const tab of ['Paquetes', 'Retiro']) {
      await nav.getByRole('link', { name: tab }).click();
      await expect(page.getByTestId('no-plan-pointer')).toBeVisible();
      await expect(page.locator('[data-testid^="paywall-"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Suscribirme ahora' })).toHaveCount(0);
    }
    await nav.getByRole('link', { name: 'Cuenta' }).click();
    await expect(page.locator('[data-testid^="paywall-"]')).toHaveCount(0);
    await expectSupportOpens(page, page.getByRole('button', { name: 'Contactar a soporte' }));
    await page.getByTestId('no-plan-pointer').getByRole('link', { name: 'Elige tu plan en Inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectOneCallToAction(page);
  });

  test('the link opened in another browser: the login is filled in with the address, then onboarding continues', async ({ page, browser }) => {
    const account = { firstName: 'Tomás', email: uniqueEmail('tomas'), password: 'puerto-sur-64' };
    await page.goto('/');
    await page.getByRole('link', { name: 'Crear cuenta gratis' }).click();
    await register(page, account);
    const link = await waitForLink(account.email, VERIFY_LINK);

    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await phone.goto(link);
      await expect(phone).toHaveURL(/\/$/);
      await expect(phone.getByText('Email verificado correctamente. Ya puedes iniciar sesión.')).toBeVisible();
      const login = phone.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect(login.getByLabel('Correo electrónico', { exact: true })).toHaveValue(account.email);
      await login.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

      await expect(phone).toHaveURL(/\/dashboard$/);
      // No plan was chosen in this browser: the plan step, Standard preselected.
      const planStep = phone.getByTestId('onboarding-dialog');
      await expect(planStep.locator('[aria-current="step"]')).toHaveText('Plan');
      await expect(planStep.getByRole('article', { name: 'Drop Estándar' }).getByRole('button', { name: 'Elegir plan' })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a plan chosen before signing up goes with the link to another browser: payment for that plan after the login', async ({ page, browser }) => {
    const account = { firstName: 'Inés', email: uniqueEmail('ines'), password: 'faro-azul-37' };
    await page.goto('/plan-selection');
    await page.getByRole('article', { name: 'Drop Premium' }).getByRole('button', { name: 'Elegir plan' }).click();
    await register(page, account, registrationDialog(page));
    const link = await waitForLink(account.email, VERIFY_LINK);
    expect(link).toContain('&plan=premium');

    const other = await browser.newContext();
    try {
      const phone = await other.newPage();
      await phone.goto(link);
      const login = phone.getByRole('dialog', { name: 'Iniciar sesión' });
      await expect(login.getByLabel('Correo electrónico', { exact: true })).toHaveValue(account.email);
      await login.getByLabel('Contraseña', { exact: true }).fill(account.password);
      await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();

      await expect(phone).toHaveURL(/\/dashboard$/);
      const payment = phone.getByRole('dialog', { name: 'Método de pago' });
      await expect(payment.getByTestId('plan-summary')).toContainText('Drop Premium');
    } finally {
      await other.close();
    }
  });
});
