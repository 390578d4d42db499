import { expect, test, type Locator, type Page } from './support/journey-test';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { writeSetting } from './support/app-database';
import { uniqueEmail } from './support/unique-email';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS } from '../shared/pickup/pickup-hours';

// The staff's warehouse tablet, in landscape.
test.use({ viewport: { width: 1024, height: 768 } });

const SUPERADMIN = { email: 'superadmin@demo.miamidrop.test', password: 'Super2026!' };
const ADMIN = { email: 'admin@demo.miamidrop.test', password: 'Admin2026!' };
const NEW_WHATSAPP = '+1 305-555-0199';

async function signInToAdmin(page: Page, account: { email: string; password: string }) {
  await page.goto('/');
  await openSignIn(page);
  await logInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

async function openSettings(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Configuración' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configuración de administración' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** 'Save Changes', then the confirmation's own 'Save Changes'; the dialog closes once everything saved. */
async function saveThroughConfirm(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar cambios de configuración' });
  await expect(confirm).toContainText('¿Seguro que quieres guardar estos ajustes? Esto afectará cómo los usuarios interactúan con el sistema.');
  await confirm.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Ajustes guardados').last()).toBeVisible();
}

test.describe('the admin settings dialog on a tablet', () => {
  test.setTimeout(120_000);
  let seededWhatsapp = '';

  // Other journeys rely on the seeded support number and on open registration.
  test.afterAll(() => {
    if (seededWhatsapp) writeSetting('whatsapp_number', seededWhatsapp);
    writeSetting('allow_user_registration', true);
    writeSetting('flexible_pickup_windows', DEFAULT_FLEXIBLE_PICKUP_WINDOWS);
  });

  test('a superadmin changes the general settings, runs the warehouse addresses and manages admins', async ({ page }) => {
    seededWhatsapp = ((await (await page.request.get('/api/settings/whatsapp')).json()) as { whatsapp_number: string }).whatsapp_number;
    expect(seededWhatsapp).not.toBe('');
    await signInToAdmin(page, SUPERADMIN);

    // General: close registration and change the WhatsApp number; a cancelled confirmation saves nothing.
    let dialog = await openSettings(page);
    const registration = dialog.getByRole('switch', { name: 'Permitir el registro de usuarios' });
    const whatsapp = dialog.getByLabel('Número de WhatsApp');
    await expect(registration).toBeChecked();
    await expect(whatsapp).toHaveValue(seededWhatsapp);
    await expect(dialog.getByLabel('Correo de soporte')).not.toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
    await registration.click();
    await whatsapp.fill(NEW_WHATSAPP);
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByRole('dialog', { name: 'Confirmar cambios de configuración' }).getByRole('button', { name: 'Cancelar' }).click();
    expect(await (await page.request.get('/api/settings/registration')).json()).toEqual({ allow_user_registration: true });
    await saveThroughConfirm(page, dialog);
    expect(await (await page.request.get('/api/settings/registration')).json()).toEqual({ allow_user_registration: false });
    expect(await (await page.request.get('/api/settings/whatsapp')).json()).toEqual({ whatsapp_number: NEW_WHATSAPP });

    // Reopened: the saved values, then put back as seeded.
    dialog = await openSettings(page);
    await expect(registration).not.toBeChecked();
    await expect(whatsapp).toHaveValue(NEW_WHATSAPP);
    await registration.click();
    await whatsapp.fill(seededWhatsapp);
    await saveThroughConfirm(page, dialog);
    expect(await (await page.request.get('/api/settings/registration')).json()).toEqual({ allow_user_registration: true });
    expect(await (await page.request.get('/api/settings/whatsapp')).json()).toEqual({ whatsapp_number: seededWhatsapp });

    // Payments: the provider in use.
    dialog = await openSettings(page);
    await dialog.getByRole('tab', { name: 'Pagos' }).click();
    await expect(dialog.getByRole('radio', { name: 'Braintree (tarjeta de crédito o débito)' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();

    // Warehouses: the seeded address is active and cannot be deleted.
    await dialog.getByRole('tab', { name: 'Depósitos' }).click();
    const cards = dialog.getByTestId('warehouse-card');
    const seeded = dialog.locator('[data-testid="warehouse-card"][data-active]');
    await expect(seeded).toHaveCount(1);
    await expect(seeded.getByText('Activa', { exact: true })).toBeVisible();
    const seededName = (await seeded.getByRole('heading').textContent()) ?? '';
    const seededCard = cards.filter({ hasText: seededName });
    await expect(seededCard.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await expect(seededCard).toContainText('No puedes eliminar la dirección activa del depósito.');
    await expect(seededCard.getByRole('button', { name: 'Activar' })).toHaveCount(0);

    // A second address: required fields first, then created.
    await dialog.getByRole('button', { name: 'Agregar dirección' }).click();
    const form = dialog.getByTestId('warehouse-form');
    await form.getByRole('button', { name: 'Crear dirección' }).click();
    await expect(form.getByText('Este campo es obligatorio')).toHaveCount(5);
    await expect(form.getByLabel('País')).toHaveValue('United States');
    const newName = `Depósito Hialeah ${Date.now()}`;
    await form.getByLabel('Nombre', { exact: true }).fill(newName);
    await form.getByLabel('Dirección', { exact: true }).fill('1200 W 49th St');
    await form.getByLabel('Ciudad', { exact: true }).fill('Hialeah');
    await form.getByLabel('Estado', { exact: true }).fill('FL');
    await form.getByLabel('Código postal', { exact: true }).fill('33012');
    await form.getByLabel('Código de acceso (opcional)').fill('4321');
    await form.getByRole('button', { name: 'Crear dirección' }).click();
    await expect(toast(page, 'Dirección del depósito creada correctamente')).toBeVisible();
    const newCard = cards.filter({ hasText: newName });
    await expect(newCard).toContainText('Código de acceso: 4321');
    await expect(newCard).not.toHaveAttribute('data-active');
    await expect(newCard.getByText('Activa', { exact: true })).toHaveCount(0);

    // Edited, then activated: it takes the ring and the badge, and the seeded one can be deleted now.
    await newCard.getByRole('button', { name: 'Editar' }).click();
    await form.getByLabel('Ciudad', { exact: true }).fill('Miami Lakes');
    await form.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(toast(page, 'Dirección del depósito actualizada correctamente')).toBeVisible();
    await expect(newCard).toContainText('Miami Lakes, FL 33012');
    await newCard.getByRole('button', { name: 'Activar' }).click();
    await expect(toast(page, 'Dirección del depósito activada correctamente')).toBeVisible();
    await expect(newCard).toHaveAttribute('data-active', 'true');
    await expect(newCard.getByText('Activa', { exact: true })).toBeVisible();
    await expect(newCard.getByRole('button', { name: 'Activar' })).toHaveCount(0);
    await expect(newCard.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await expect(seededCard).not.toHaveAttribute('data-active');
    await expect(seededCard.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    expect(((await (await page.request.get('/api/warehouse/addresses/active')).json()) as { warehouse_address: { name: string } }).warehouse_address.name).toBe(newName);

    // The seeded one active again, and the new one deleted after its confirmation.
    await seededCard.getByRole('button', { name: 'Activar' }).click();
    await expect(seededCard).toHaveAttribute('data-active', 'true');
    await expect(newCard.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    await newCard.getByRole('button', { name: 'Eliminar' }).click();
    const confirmDelete = page.getByRole('dialog', { name: '¿Eliminar esta dirección del depósito?' });
    await expect(confirmDelete).toContainText(newName);
    await confirmDelete.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Dirección del depósito eliminada correctamente')).toBeVisible();
    await expect(newCard).toHaveCount(0);
    await expect(cards).toHaveCount(1);

    // Users: the admins, a new one created (verification e-mail) and revoked.
    await dialog.getByRole('tab', { name: 'Usuarios' }).click();
    const admins = dialog.getByTestId('admin-user');
    await expect(admins.filter({ hasText: ADMIN.email })).toHaveCount(1);
    const email = uniqueEmail('admin');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await dialog.getByLabel('Apellido', { exact: true }).fill('Prueba');
    await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Crear administrador' }).click();
    await expect(dialog.getByText('Administrador creado. Se envió un correo de verificación al usuario.')).toBeVisible();
    const created = admins.filter({ hasText: email });
    await expect(created).toContainText('Verificación pendiente');
    await expect(dialog.getByLabel('Correo electrónico', { exact: true })).toHaveValue('');

    await created.getByRole('button', { name: 'Revocar acceso a Lucía Prueba' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revocar acceso de administrador' });
    await expect(revoke).toContainText('¿Revocar el acceso de este administrador? Esto no se puede deshacer.');
    await revoke.getByRole('button', { name: 'Revocar acceso' }).click();
    await expect(revoke).toBeHidden();
    await expect(created).toHaveCount(0);
    await expect(admins.filter({ hasText: ADMIN.email })).toHaveCount(1);
  });

  test("a superadmin sets flexible pickup's windows, each checked before it is saved", async ({ page }) => {
    await signInToAdmin(page, SUPERADMIN);
    const dialog = await openSettings(page);
    await dialog.getByRole('tab', { name: 'Retiros' }).click();
    const settings = dialog.getByTestId('pickup-settings');
    await expect(settings.getByTestId('pickup-window')).toHaveCount(2);
    await expect(settings.getByRole('button', { name: 'Guardar retiros' })).toBeDisabled();

    await settings.getByRole('button', { name: 'Añadir horario' }).click();
    const sunday = settings.getByRole('group', { name: 'Horario 3' });
    await sunday.getByRole('checkbox', { name: 'sábado' }).uncheck();
    await settings.getByRole('button', { name: 'Guardar retiros' }).click();
    await expect(sunday).toContainText('Elige al menos un día');
    await sunday.getByRole('checkbox', { name: 'domingo' }).check();
    await sunday.getByLabel('Último retiro').selectOption('08:30');
    await settings.getByRole('button', { name: 'Guardar retiros' }).click();
    await expect(sunday).toContainText('El último horario de retiro debe ser posterior al primero');
    await sunday.getByLabel('Último retiro').selectOption('11:00');
    await settings.getByRole('button', { name: 'Guardar retiros' }).click();
    await expect(toast(page, 'Horarios de retiro guardados').last()).toBeVisible();
    const saved = (await (await page.request.get('/api/settings/pickup')).json()) as { flexible_pickup_windows: unknown[] };
    expect(saved.flexible_pickup_windows).toEqual([...DEFAULT_FLEXIBLE_PICKUP_WINDOWS, { weekdays: [0], from: '09:00', to: '11:00' }]);

    await settings.getByRole('button', { name: 'Quitar horario 3' }).click();
    await settings.getByRole('button', { name: 'Guardar retiros' }).click();
    await expect(settings.getByRole('button', { name: 'Guardar retiros' })).toBeDisabled();
    expect(((await (await page.request.get('/api/settings/pickup')).json()) as { flexible_pickup_windows: unknown[] }).flexible_pickup_windows).toEqual(
      DEFAULT_FLEXIBLE_PICKUP_WINDOWS,
    );
  });

  test('an admin has no Settings button', async ({ page }) => {
    await signInToAdmin(page, ADMIN);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Configuración' })).toHaveCount(0);
  });
});
