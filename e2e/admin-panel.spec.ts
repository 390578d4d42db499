import { expect, test, type Locator, type Page } from './support/journey-test';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { DEMO_ADMIN } from './support/staff-api';

test.use({ viewport: { width: 1024, height: 768 } });

/** The demo customer's parcels (api/seed/demo-packages.ts); their numbers are unique to the seed. */
const DEMO_CUSTOMER_EMAIL = 'cliente@demo.miamidrop.test';
const SCHEDULED_NUMBER = '986578788855';

/** The Spanish labels of the eight status filters, in the spec's order. */
const STATUS_LABELS = {
  all: 'Todos los estados',
  exclude_picked_up: 'Sin los retirados',
  pending: 'Pendiente',
  in_transit: 'En tránsito',
  delivered: 'Entregado',
  scheduled: 'Listo para retirar',
  received: 'Recibido',
  picked_up: 'Retirado',
} as const;
type Status = keyof typeof STATUS_LABELS;

const foundText = (count: number) => (count === 1 ? 'Se encontró 1 paquete' : `Se encontraron ${count} paquetes`);
const defaultCountText = (count: number) => (count === 1 ? '1 paquete (sin los retirados)' : `${count} paquetes (sin los retirados)`);

interface AdminList {
  total: number;
  total_all: number;
}

/** The server's own count for a search and filter, read with the admin's session cookie. */
async function serverCount(page: Page, status: Status, search = ''): Promise<AdminList> {
  const response = await page.request.get('/api/admin/packages', { params: { status, search, page_size: 1 } });
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminList;
}

const cardOf = (page: Page, title: string): Locator => page.getByTestId('admin-package-card').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('the admin panel on a warehouse tablet', () => {
  test.setTimeout(120_000);

  test('staff search, filter, receive and hand over parcels, refresh tracking and handle the inbox', async ({ page, request }) => {
    // A visitor writes from the contact page before staff open the panel.
    const stamp = Date.now();
    const visitorMessage = `Quiero saber si reciben paquetes grandes (${stamp}).`;
    const sent = await request.post('/api/contact', {
      data: { fullName: 'Visitante Prueba', email: `visitante-${stamp}@example.com`, phone: '+1 305 555 0199', subject: 'consulta-general', message: visitorMessage },
    });
    expect(sent.status()).toBe(201);

    // The demo admin logs in through the dialog and lands on /admin, with no marketing navigation.
    await page.goto('/');
    await openSignIn(page);
    await logInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: 'Panel de administración' })).toBeVisible();
    await expect(header.getByTestId('staff-name')).toContainText('Marcos Rivera');
    await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Configuración' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // The default view: every package but the picked-up ones.
    const count = page.getByTestId('package-count');
    const title = page.getByTestId('package-list-title');
    const filterBar = page.getByTestId('filter-bar');
    const statusSelect = page.getByLabel('Estado', { exact: true });
    await expect(statusSelect).toHaveValue('exclude_picked_up');
    const initial = await serverCount(page, 'exclude_picked_up');
    await expect(count).toHaveText(defaultCountText(initial.total));
    await expect(title).toHaveText('Todos los paquetes');
    await expect(filterBar).toHaveCount(0);

    // Search by a fragment of a tracking number: the server matches it anywhere in the number.
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(SCHEDULED_NUMBER.slice(3, 10));
    const byNumber = await serverCount(page, 'exclude_picked_up', SCHEDULED_NUMBER.slice(3, 10));
    await expect(count).toHaveText(foundText(byNumber.total));
    await expect(title).toHaveText(`Paquetes filtrados (${byNumber.total} de ${byNumber.total_all})`);
    await expect(cardOf(page, 'Laptop Dell')).toBeVisible();
    await expect(filterBar).toContainText('Filtrado por:');
    await expect(filterBar).toContainText(`Búsqueda: ${SCHEDULED_NUMBER.slice(3, 10)}`);

    // And by a fragment of the owner's e-mail: the demo customer's parcels, with the suite on each card.
    await search.fill('cliente@demo');
    const byEmail = await serverCount(page, 'exclude_picked_up', 'cliente@demo');
    expect(byEmail.total).toBeGreaterThanOrEqual(4);
    await expect(count).toHaveText(foundText(byEmail.total));
    await expect(page.getByTestId('admin-package-card')).toHaveCount(byEmail.total);
    await expect(cardOf(page, 'Zapatillas Nike').getByTestId('package-owner')).toContainText(DEMO_CUSTOMER_EMAIL);
    await expect(cardOf(page, 'Zapatillas Nike').getByTestId('owner-suite')).toContainText(/MD-\d+/);
    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect(search).toHaveValue('');
    await expect(count).toHaveText(defaultCountText(initial.total));

    // Every status filter, each with the server's count.
    for (const status of Object.keys(STATUS_LABELS) as Status[]) {
      await statusSelect.selectOption({ label: STATUS_LABELS[status] });
      const expected = await serverCount(page, status);
      await expect(count).toHaveText(status === 'exclude_picked_up' ? defaultCountText(expected.total) : foundText(expected.total));
      if (status !== 'exclude_picked_up') await expect(filterBar).toContainText(`Estado: ${STATUS_LABELS[status]}`);
      if (expected.total === 0) await expect(page.getByTestId('package-list-empty')).toHaveText('Ningún paquete coincide con el filtro actual.');
    }

    // Clear Filters goes back to the default view.
    await statusSelect.selectOption({ label: STATUS_LABELS.received });
    await expect(filterBar).toBeVisible();
    await filterBar.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect(statusSelect).toHaveValue('exclude_picked_up');
    await expect(filterBar).toHaveCount(0);
    await expect(title).toHaveText('Todos los paquetes');

    // Mark the demo customer's pending parcel received, with its weight.
    await search.fill(DEMO_CUSTOMER_EMAIL);
    const pending = cardOf(page, 'Zapatillas Nike');
    await pending.getByRole('button', { name: 'Marcar como recibido' }).click();
    const receivedDialog = page.getByRole('dialog', { name: 'Marcar como recibido' });
    await expect(receivedDialog).toContainText('No se puede deshacer');
    await receivedDialog.getByLabel('Peso en lb (opcional)').fill('2.5');
    await receivedDialog.getByRole('button', { name: 'Marcar como recibido' }).click();
    await expect(page.getByText('Paquete marcado como recibido')).toBeVisible();
    await expect(receivedDialog).toHaveCount(0);
    await expect(pending.getByTestId('package-status')).toHaveText('Recibido');
    await expect(pending).toContainText('2.5 lb');
    await expect(pending.getByTestId('storage-badge')).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Marcar como recibido' })).toHaveCount(0);

    // Hand the scheduled parcel over: the name is required.
    const scheduled = cardOf(page, 'Laptop Dell');
    await expect(scheduled.getByTestId('package-status')).toHaveText('LISTO PARA RETIRAR');
    await scheduled.getByRole('button', { name: 'Marcar como retirado' }).click();
    const pickedUpDialog = page.getByRole('dialog', { name: 'Marcar como retirado' });
    await pickedUpDialog.getByRole('button', { name: 'Marcar como retirado' }).click();
    await expect(pickedUpDialog.getByText('El nombre de la persona que retira es obligatorio')).toBeVisible();
    await pickedUpDialog.getByLabel('Nombre de quien retira').fill('Lucía Fernández');
    await pickedUpDialog.getByRole('button', { name: 'Marcar como retirado' }).click();
    await expect(page.getByText('Paquete marcado como retirado')).toBeVisible();
    // Picked up leaves the default view and shows under Picked Up, with who collected it.
    await expect(scheduled).toHaveCount(0);
    await statusSelect.selectOption({ label: STATUS_LABELS.picked_up });
    await expect(scheduled.getByTestId('workflow-picked_up')).toContainText('Por Lucía Fernández');
    await filterBar.getByRole('button', { name: 'Quitar filtros' }).click();

    // Refresh Tracking: busy while it runs, then a toast with the count and the list read again.
    await page.route('**/api/admin/tracking/refresh', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const refresh = page.getByTestId('refresh-all-tracking');
    await refresh.click();
    await expect(refresh).toHaveText('Actualizando seguimiento...');
    await expect(page.getByText(/Seguimiento actualizado de \d+ paquetes?/)).toBeVisible({ timeout: 30_000 });
    await expect(refresh).toHaveText('Actualizar seguimiento');

    // The inbox: the visitor's message is unread and counted in the header until it is handled.
    const unreadBefore = ((await (await page.request.get('/api/contact-messages')).json()) as { unread: number }).unread;
    const messagesTab = page.getByRole('tab', { name: /Mensajes/ });
    await expect(messagesTab.getByTestId('unread-count')).toContainText(String(unreadBefore));
    await messagesTab.click();
    await expect(page).toHaveURL(/tab=messages/);
    const message = page.getByTestId('contact-message').filter({ hasText: visitorMessage });
    await expect(message).toHaveAttribute('data-unread', 'true');
    await expect(message).toContainText('Consulta general');
    await expect(message).toContainText('Visitante Prueba');
    await expect(message).toContainText('Sitio web');
    await message.getByRole('button', { name: 'Marcar como atendido' }).click();
    await expect(page.getByText('Mensaje marcado como atendido')).toBeVisible();
    await expect(message).toHaveAttribute('data-unread', 'false');
    await expect(message.getByRole('button', { name: 'Marcar como no leído' })).toBeVisible();
    if (unreadBefore > 1) await expect(messagesTab.getByTestId('unread-count')).toContainText(String(unreadBefore - 1));
    else await expect(messagesTab.getByTestId('unread-count')).toHaveCount(0);

    // Logout ends the session and leaves the panel.
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
