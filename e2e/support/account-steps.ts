import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills and sends the registration dialog that is open (Spanish UI), ending on the e-mail-sent dialog. */
export async function submitRegistrationDialog(page: Page, account: NewAccount): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Crear cuenta' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(account.firstName);
  await dialog.getByLabel('Apellido', { exact: true }).fill(account.lastName);
  await dialog.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await dialog.getByLabel('Confirmar correo electrónico', { exact: true }).fill(account.email);
  await dialog.getByLabel('Código de país', { exact: true }).selectOption('AR');
  await dialog.getByLabel('Número de teléfono', { exact: true }).fill('11 2233-4455');
  await dialog.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await dialog.getByLabel('Confirmar contraseña', { exact: true }).fill(account.password);
  await dialog.getByLabel('Acepto los términos y condiciones').check();
  await dialog.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  const sent = page.getByRole('dialog', { name: 'Revisa tu bandeja de entrada' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(account.email);
  await sent.getByRole('button', { name: 'Entendido' }).click();
}

/** Opens the registration from the landing page and sends it. */
export async function registerThroughUi(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crear cuenta gratis' }).click();
  await submitRegistrationDialog(page, account);
}

/** Logs in through the login dialog, which must already be open. */
export async function logInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await dialog.getByLabel('Contraseña', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export async function openLoginDialog(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function logOutThroughUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs a demo account in through the dialog and waits for its home: the dashboard, or the admin panel for staff. */
export async function signInAsDemo(page: Page, account: 'customer' | 'admin' | 'superadmin') {
  await page.goto('/');
  await openLoginDialog(page);
  await logInThroughDialog(page, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);
  await expect(page).toHaveURL(account === 'customer' ? /\/dashboard$/ : /\/admin/);
}

/**
 * At the receiving station, looks up the demo customer's pending Nike parcel (nothing is marked). Other journeys
 * register the same number for their own customers, so the station may first ask whose parcel it is.
 */
export async function lookUpDemoParcel(page: Page): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Número de seguimiento' });
  await field.fill('1Z5R89390357567127');
  await field.press('Enter');
  const match = page.getByTestId('receive-match');
  const demoChoice = page.getByRole('button', { name: /Lucía Fernández Zapatillas Nike/ });
  await expect(match.or(demoChoice)).toBeVisible();
  if (await demoChoice.isVisible()) await demoChoice.click();
  await expect(match).toContainText('Zapatillas Nike');
}
