import { expect, test } from './support/journey-test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { signInAsDemo } from './support/account-steps';
import { axeFindings } from './support/axe-steps';
import { PREFERRED_LANGUAGE_KEY } from './support/staff-api';
import { newVerifiedCustomer } from './support/subscription-steps';

test.describe("accessibility of a customer's screens and dialogs (axe: nothing of moderate impact or worse)", () => {
  // Reduced motion: a toast fading in or out is read by axe as text of too little contrast.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  // Each test runs axe over every screen and dialog of the account, the account screen's sections included.
  test.setTimeout(120_000);

  test("axe finds nothing of moderate impact or worse on a customer's screens and dialogs, at phone size", async ({ page }) => {
    await signInAsDemo(page, 'customer');
    const found: string[] = [];

    await expect(page.getByTestId('address-suite')).toBeVisible();
    await expect(page.getByTestId('packages-summary')).toBeVisible();
    found.push(...(await axeFindings(page, 'home')));

    await page.getByRole('button', { name: 'Cambiar plan' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await axeFindings(page, 'change plan dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: 'Gestionar suscripción' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await axeFindings(page, 'manage subscription dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    for (const [path, where] of [
      ['/dashboard/packages', 'packages'],
      ['/dashboard/pickup', 'pickup'],
      ['/dashboard/deliveries', 'deliveries'],
      ['/dashboard/deliveries/new', 'request a delivery'],
      ['/dashboard/account', 'account'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await axeFindings(page, where)));
    }

    // Adding a package, with the carrier the number names on screen.
    await page.goto('/dashboard/packages');
    await page.getByRole('button', { name: 'Agregar paquete' }).first().click();
    const addDialog = page.getByRole('dialog', { name: 'Agregar paquete' });
    await addDialog.getByLabel('Número de seguimiento').fill('7112 3456 7891 2345 6787');
    await expect(addDialog).toContainText('Transportista: USPS');
    found.push(...(await axeFindings(page, 'add package dialog')));
    await page.keyboard.press('Escape');

    // A received package and one ready for pickup (with its pickup card).
    for (const title of ['Libros de Amazon', 'Laptop Dell']) {
      await page.goto('/dashboard/packages');
      await page.getByRole('link', { name: new RegExp(title) }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await page.waitForLoadState('networkidle');
      found.push(...(await axeFindings(page, `package detail (${title})`)));
    }

    await page.goto('/dashboard/pickup');
    await page.getByRole('button', { name: 'Programar retiro' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await axeFindings(page, 'schedule pickup dialog')));

    expect(found).toEqual([]);
  });

  test('axe finds nothing of moderate impact or worse on the way to a first plan: no-plan dashboard, plan step, payment step', async ({ page }) => {
    await newVerifiedCustomer(page, 'Axe');
    const found: string[] = [];
    await expect(page.getByTestId('choose-plan-callout')).toBeVisible();
    found.push(...(await axeFindings(page, 'dashboard without a plan')));

    await page.getByTestId('choose-plan-callout').getByRole('button', { name: 'Suscribirme ahora' }).click();
    const planStep = page.getByRole('dialog', { name: 'Elegí tu Plan' });
    await expect(planStep.getByRole('article', { name: 'Drop Estándar' })).toBeVisible();
    found.push(...(await axeFindings(page, 'plan step')));

    await planStep.getByRole('article', { name: 'Drop Estándar' }).getByRole('button', { name: 'Elegir plan' }).click();
    const payment = page.getByRole('dialog', { name: 'Método de pago' });
    await payment.getByRole('button', { name: 'Pagar $39.90 USD' }).click();
    await expect(payment.getByRole('alert').filter({ hasText: 'Campos requeridos' })).toBeVisible();
    found.push(...(await axeFindings(page, 'payment step with its required-fields notice')));

    expect(found).toEqual([]);
  });

  test('axe finds nothing of moderate impact or worse on the signed-in screens in English (names differ by language)', async ({ page }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [PREFERRED_LANGUAGE_KEY, 'en'] as const);
    const found: string[] = [];
    for (const [account, paths] of [
      ['customer', ['/dashboard', '/dashboard/packages', '/dashboard/pickup', '/dashboard/account']],
      ['admin', ['/admin', '/admin/receive']],
    ] as const) {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      const dialog = page.getByRole('main');
      await dialog.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS[account].email);
      await dialog.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS[account].password);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(account === 'customer' ? /\/dashboard$/ : /\/admin/);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        found.push(...(await axeFindings(page, `${path} (en)`)));
      }
      await page.evaluate(() => fetch('/api/logout', { method: 'POST' }));
      await page.context().clearCookies();
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('auth_')).forEach((key) => localStorage.removeItem(key)));
    }
    expect(found).toEqual([]);
  });
});
