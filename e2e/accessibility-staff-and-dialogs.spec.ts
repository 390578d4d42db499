import { expect, test } from './support/journey-test';
import { lookUpDemoParcel, openSignIn, signInAsDemo } from './support/account-steps';
import { axeFindings } from './support/axe-steps';

test.describe("accessibility of the staff's screens, the menu and the account dialogs (axe: nothing of moderate impact or worse)", () => {
  // Reduced motion: a toast fading in or out is read by axe as text of too little contrast.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('axe finds nothing of moderate impact or worse in the admin panel, at tablet size', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsDemo(page, 'admin');
    const found: string[] = [];

    await expect(page.getByRole('heading', { name: 'Todos los paquetes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeFindings(page, 'admin packages')));

    await page.getByRole('button', { name: 'Marcar como recibido' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Marcar como recibido' })).toBeVisible();
    found.push(...(await axeFindings(page, 'mark received dialog')));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('tab', { name: 'Mensajes' }).click();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeFindings(page, 'admin messages')));

    await page.getByRole('tab', { name: /^Envíos/ }).click();
    await expect(page.getByRole('heading', { name: 'Envíos a domicilio' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeFindings(page, 'admin shipping')));

    await page.goto('/admin/receive');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    found.push(...(await axeFindings(page, 'receive packages')));
    // A number that matches a customer's parcel, and one nobody registered (looked up only, nothing marked).
    const numberField = page.getByRole('textbox', { name: 'Número de seguimiento' });
    await lookUpDemoParcel(page);
    found.push(...(await axeFindings(page, 'receive: a match')));
    await numberField.fill('AXE-NOBODY-0001');
    await numberField.press('Enter');
    await expect(page.getByTestId('unidentified-form')).toBeVisible();
    found.push(...(await axeFindings(page, 'receive: no match')));

    expect(found).toEqual([]);
  });

  test("axe finds nothing of moderate impact or worse in the superadmin's settings, tab by tab", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInAsDemo(page, 'superadmin');
    await page.getByRole('banner').getByRole('button', { name: 'Configuración' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configuración de administración' });
    await expect(dialog).toBeVisible();
    const found: string[] = [];
    found.push(...(await axeFindings(page, 'settings: general')));
    for (const tab of ['Pagos', 'Depósitos', 'Retiros', 'Envíos', 'Soporte', 'Usuarios']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      found.push(...(await axeFindings(page, `settings: ${tab}`)));
    }
    expect(found).toEqual([]);
  });

  test('axe finds nothing of moderate impact or worse in the mobile menu and the sign-in and sign-up dialogs', async ({ page }) => {
    await page.goto('/');
    const found: string[] = [];
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(menu).toBeVisible();
    found.push(...(await axeFindings(page, 'mobile menu')));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignIn(page);
    const login = page.getByRole('main');
    await login.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(login.getByLabel('Correo electrónico', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    found.push(...(await axeFindings(page, 'sign-in page with errors')));

    await login.getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    found.push(...(await axeFindings(page, 'sign-up page')));

    expect(found).toEqual([]);
  });

  test('axe finds nothing of moderate impact or worse on the password pages', async ({ page }) => {
    const found: string[] = [];
    for (const path of ['/forgot-password', '/reset-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await axeFindings(page, path)));
    }
    expect(found).toEqual([]);
  });
});
