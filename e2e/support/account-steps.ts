import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Fills and sends the registration form (Spanish UI), ending on the e-mail-sent dialog: the sign-up page's by default,
 * or the one in `where` (onboarding's dialog).
 */
export async function submitRegistrationForm(page: Page, account: NewAccount, where: Locator = page.getByRole('main')): Promise<void> {
  await where.getByLabel('Nombre', { exact: true }).fill(account.firstName);
  await where.getByLabel('Apellido', { exact: true }).fill(account.lastName);
  await where.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
  await where.getByLabel('Confirmar correo electrónico', { exact: true }).fill(account.email);
  await where.getByLabel('Código de país', { exact: true }).selectOption('AR');
  await where.getByLabel('Número de teléfono', { exact: true }).fill('11 2233-4455');
  await where.getByLabel('Contraseña', { exact: true }).fill(account.password);
  await where.getByLabel('Confirmar contraseña', { exact: true }).fill(account.password);
  await where.getByLabel('Acepto los términos y condiciones').check();
  await where.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  const sent = page.getByRole('dialog', { name: 'Revisa tu bandeja de entrada' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(account.email);
  await sent.getByRole('button', { name: 'Entendido' }).click();
}

/** Opens the sign-up page from the landing's call to action and sends it. */
export async function registerThroughUi(page: Page, account: NewAccount): Promise<void> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Crear cuenta gratis' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await submitRegistrationForm(page, account);
}

/** Signs in through the sign-in form: the sign-in page's by default, or the login dialog's (`where`). */
export async function logInThroughForm(page: Page, email: string, password: string, where: Locator = page.getByRole('main')): Promise<void> {
  await expect(where.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
  await where.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await where.getByLabel('Contraseña', { exact: true }).fill(password);
  await where.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** The login dialog, which some flows open by themselves (the verification link, a payment's return). */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Iniciar sesión' });

/** Follows the header's "Iniciar sesión" link to the sign-in page. */
export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
}

export async function logOutThroughUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs a demo account in through the sign-in page and waits for its home: the dashboard, or the admin panel for staff. */
export async function signInAsDemo(page: Page, account: 'customer' | 'admin' | 'superadmin') {
  await page.goto('/');
  await openSignIn(page);
  await logInThroughForm(page, DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);
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
