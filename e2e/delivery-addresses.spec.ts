import { devices, expect, test, type Locator, type Page } from './support/journey-test';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

interface Fields {
  name: string;
  street1: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** Found as typed by the local carrier twin (docs/decisions/163). */
const DORAL: Fields = { name: 'Valeria en Doral', street1: '8350 NW 52nd Ter', city: 'Doral', state: 'FL', zip: '33166', phone: '305 555 0100' };
/** The twin knows it in the carrier's own form: "Ave" and a ZIP+4. */
const HOTEL: Fields = { name: 'Hotel en Miami Beach', street1: '1601 Collins Avenue', city: 'Miami Beach', state: 'FL', zip: '33139', phone: '+54 9 11 2233 4455' };
const FRIEND: Fields = { name: 'Casa de Luis', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118-0110', phone: '212 555 0199' };
const NOWHERE: Fields = { ...DORAL, name: 'No existe', street1: '123 Nowhere Ln' };

async function openAddForm(section: Locator, page: Page): Promise<Locator> {
  await section.getByRole('button', { name: 'Agregar dirección' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva dirección de entrega' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator, fields: Fields) {
  await dialog.getByLabel('Nombre de quien recibe', { exact: true }).fill(fields.name);
  await dialog.getByLabel('Dirección', { exact: true }).fill(fields.street1);
  await dialog.getByLabel('Ciudad', { exact: true }).fill(fields.city);
  await dialog.getByLabel('Estado', { exact: true }).selectOption(fields.state);
  await dialog.getByLabel('Código ZIP', { exact: true }).fill(fields.zip);
  await dialog.getByLabel('Teléfono', { exact: true }).fill(fields.phone);
  await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
}

async function addAddress(section: Locator, page: Page, fields: Fields): Promise<Locator> {
  const dialog = await openAddForm(section, page);
  await fill(dialog, fields);
  await expect(dialog).toBeHidden();
  return section.getByTestId('delivery-address').filter({ has: page.getByRole('heading', { name: fields.name }) });
}

const apiBody = (fields: Fields) => ({ ...fields, street2: null });

test.describe('delivery addresses on a phone', () => {
  test.setTimeout(120_000);

  test('a Premium customer keeps three addresses, accepts the carrier’s correction, chooses the primary one and is refused a fourth', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Valeria');
    await subscribeThroughApi(page, customer.email, 'premium_drop');
    await page.goto('/dashboard/account');
    const section = page.getByTestId('delivery-addresses');
    await expect(section.getByRole('heading', { name: 'Direcciones de entrega' })).toBeVisible();
    await expect(section).toContainText('a cualquier dirección de Estados Unidos');
    await expect(section.getByTestId('address-usage')).toHaveText('Guardadas: 0 de 3');

    // A street no carrier finds: refused in the form, nothing stored.
    const refusedForm = await openAddForm(section, page);
    await fill(refusedForm, NOWHERE);
    await expect(refusedForm.getByRole('alert')).toHaveText('El transportista no encontró esta dirección. Revisa la calle, la ciudad, el estado y el código ZIP.');
    await refusedForm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(section.getByTestId('delivery-address')).toHaveCount(0);

    const doral = await addAddress(section, page, DORAL);
    await expect(doral).toContainText('Principal');
    await expect(doral.getByTestId('address-verified')).toHaveText('Verificada por el transportista');

    const hotel = await addAddress(section, page, HOTEL);
    const correction = hotel.getByRole('group', { name: 'El transportista sugiere una corrección' });
    await expect(correction.getByTestId('suggested-address')).toContainText('1601 Collins Ave');
    await expect(correction.getByTestId('suggested-address')).toContainText('33139-3101');
    await correction.getByRole('button', { name: 'Usar la dirección sugerida' }).click();
    await expect(hotel.getByTestId('address-verified')).toBeVisible();
    await expect(hotel).toContainText('Miami Beach, FL 33139-3101');
    await expect(hotel.getByTestId('address-correction')).toHaveCount(0);

    // The third passes; then the plan's limit is said instead of the add button.
    const friend = await addAddress(section, page, FRIEND);
    await expect(section.getByTestId('address-usage')).toHaveText('Guardadas: 3 de 3');
    await expect(section.getByTestId('address-limit')).toHaveText('Tu plan incluye 3 direcciones de entrega y ya las usaste todas. Elimina una para agregar otra.');
    await expect(section.getByRole('button', { name: 'Agregar dirección' })).toHaveCount(0);
    const fourth = await page.request.post('/api/addresses', { data: apiBody({ ...DORAL, name: 'Cuarta' }) });
    expect(fourth.status()).toBe(409);
    expect(await fourth.json()).toEqual({ error: 'You have reached the number of delivery addresses your plan allows. Delete one to add another.', max_delivery_addresses: 3 });

    await friend.getByRole('button', { name: 'Hacer principal' }).click();
    await expect(section.getByTestId('delivery-address').first()).toContainText(FRIEND.name);
    await expect(friend).toContainText('Principal');
    await expect(doral.getByRole('button', { name: 'Hacer principal' })).toBeVisible();
    const primary = (await (await page.request.get('/api/addresses/primary')).json()) as { address: { name: string; zip: string } };
    expect(primary.address).toMatchObject({ name: FRIEND.name, zip: '10118-0110' });

    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  test('a Basic customer meets the delivery gate', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Bruno');
    await subscribeThroughApi(page, customer.email, 'drop_basic');
    await page.goto('/dashboard/account');
    const section = page.getByTestId('delivery-addresses');
    const gate = section.getByTestId('paywall-delivery');
    await expect(gate).toHaveAttribute('data-gate', 'upgrade_required');
    await expect(gate).toContainText('Mejora de plan requerida');
    await expect(gate).toContainText('Esta función requiere una suscripción al plan Drop Estándar o Drop Premium.');
    await expect(section.getByRole('button', { name: 'Agregar dirección' })).toHaveCount(0);
    const refused = await page.request.post('/api/addresses', { data: apiBody(DORAL) });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This feature requires a Standard Drop or Premium Drop plan subscription.' });
  });
});
