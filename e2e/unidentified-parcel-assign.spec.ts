import { expect, request as playwrightRequest, test } from './support/journey-test';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { E2E_BASE_URL } from './support/e2e-config';
import { DEMO_ADMIN } from './support/staff-api';

test.use({ viewport: { width: 1024, height: 768 } });

const DEMO_CUSTOMER = { email: 'cliente@demo.miamidrop.test', password: 'Cliente2026!' };
// Suites are issued from MD-10000 up: this one is well formed and nobody's.
const NOBODYS_SUITE = 'MD-00001';

async function apiAs(account: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const login = await context.post('/api/login', { data: { ...account, remember_me: false } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { context, headers: { authorization: `Bearer ${token}` } };
}

// Decision 183: staff see whose suite it is before they assign; the customer never reads the staff note and can rename.
test.describe('assigning an unidentified parcel by suite', () => {
  test.setTimeout(120_000);

  test('an unknown suite assigns nothing; the right one shows "Name, plan", is confirmed, and the owner gets a neutral title she can rename', async ({ page }) => {
    const number = `RCVA${Date.now()}`;
    const note = 'Etiqueta dice M. ROJAS, sin suite';
    const customer = await apiAs(DEMO_CUSTOMER);
    const staff = await apiAs(DEMO_ADMIN);
    let packageId: number | null = null;
    try {
      const profile = (await (await customer.context.get('/api/users/profile', { headers: customer.headers })).json()) as { user: { suite_code: string; first_name: string; last_name: string } };
      const owner = profile.user;
      const ownerName = `${owner.first_name} ${owner.last_name}`;
      const logged = await staff.context.post('/api/unidentified-parcels', { headers: staff.headers, data: { tracking_number: number, notes: note, weight_lb: 1.5 } });
      expect(logged.status(), await logged.text()).toBe(201);

      await page.goto('/');
      await openSignIn(page);
      await logInThroughForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/receive');
      const parcel = page.getByTestId('open-parcel').filter({ hasText: number });
      await expect(parcel).toContainText(note);
      const suiteField = parcel.getByLabel('Suite', { exact: true });

      // A suite nobody has: said so, nothing assigned, the parcel still waits.
      await suiteField.fill(NOBODYS_SUITE);
      await parcel.getByRole('button', { name: 'Asignar a la suite' }).click();
      await expect(parcel.getByRole('alert')).toHaveText('Ningún cliente tiene esta suite');
      await expect(parcel.getByTestId('assign-confirm')).toHaveCount(0);

      // The right suite: whose it is, then the confirmation assigns it.
      await suiteField.fill(owner.suite_code.replace('MD-', ''));
      await parcel.getByRole('button', { name: 'Asignar a la suite' }).click();
      const confirm = parcel.getByTestId('assign-confirm');
      await expect(confirm.getByTestId('suite-owner')).toContainText(`${ownerName}, Drop Estándar`);
      await expect(confirm.getByTestId('suite-owner')).toContainText(owner.suite_code);
      await confirm.getByRole('button', { name: `Sí, asignar a ${ownerName}` }).click();

      const banner = page.getByTestId('receive-banner');
      await expect(banner.getByTestId('banner-headline')).toHaveText(`Asignado y recibido: ${number}`);
      await expect(banner.getByTestId('banner-owner')).toContainText(ownerName);
      await expect(banner.getByTestId('banner-owner')).toContainText(owner.suite_code);
      await expect(page.getByTestId('open-parcel').filter({ hasText: number })).toHaveCount(0);

      // The owner's package: a neutral title, no staff note anywhere she reads it.
      const list = (await (await customer.context.get('/api/tracking', { headers: customer.headers })).json()) as { packages: { id: number; tracking_number: string; title: string }[] };
      const pkg = list.packages.find((item) => item.tracking_number === number);
      expect(pkg).toBeDefined();
      packageId = pkg!.id;
      // In her language: Spanish unless another journey left her account in English.
      expect([`Paquete terminado en ${number.slice(-4)}`, `Package ending ${number.slice(-4)}`]).toContain(pkg!.title);
      const detail = await customer.context.get(`/api/tracking/${packageId}`, { headers: customer.headers });
      expect(await detail.text()).not.toContain('ROJAS');

      // Staff still see the note on the package in the admin panel.
      await page.goto('/admin');
      await page.locator('#admin-package-search').fill(number);
      const card = page.getByTestId('admin-package-card').filter({ hasText: number });
      await expect(card.getByTestId('admin-parcel-notes')).toHaveText(note);

      // She renames it.
      const renamed = await customer.context.put(`/api/tracking/${packageId}/title`, { headers: customer.headers, data: { title: 'Zapatillas' } });
      expect(renamed.status()).toBe(200);
      expect(((await renamed.json()) as { tracking: { title: string } }).tracking.title).toBe('Zapatillas');
    } finally {
      // Handed over, so the demo customer's plan has room again for the other journeys.
      if (packageId !== null) await staff.context.put(`/api/packages/${packageId}/picked-up`, { headers: staff.headers, data: { pickup_by: 'Prueba de asignación' } });
      await customer.context.dispose();
      await staff.context.dispose();
    }
  });
});
