import { expect, test, type Page } from './support/journey-test';
import { countRows } from './support/app-database';
import { fillTestCard, newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

interface SavedCard {
  token: string;
  card_type: string | null;
  last_4: string | null;
  is_default: boolean;
}

/** The saved cards as the API reports them to the page's session. */
async function savedCardsOf(page: Page): Promise<Array<Pick<SavedCard, 'card_type' | 'last_4' | 'is_default'>>> {
  const response = await page.request.get('/api/braintree/payment-methods');
  expect(response.status()).toBe(200);
  const { payment_methods } = (await response.json()) as { payment_methods: SavedCard[] };
  return payment_methods.map(({ card_type, last_4, is_default }) => ({ card_type, last_4, is_default })).sort((a, b) => (a.last_4 ?? '').localeCompare(b.last_4 ?? ''));
}

async function tokenOf(page: Page, last4: string): Promise<string> {
  const { payment_methods } = (await (await page.request.get('/api/braintree/payment-methods')).json()) as { payment_methods: SavedCard[] };
  const card = payment_methods.find((method) => method.last_4 === last4);
  expect(card).toBeDefined();
  return card!.token;
}

test.describe('payment methods', () => {
  test('a card customer adds a Mastercard, makes it the default and deletes the Visa; bad cards add nothing', async ({ page }) => {
    // A fresh customer paying Standard with the 4111 test card (its nonce: Braintree's fake Visa ending in 1881).
    const customer = await newVerifiedCustomer(page, 'Lucia');
    await subscribeThroughApi(page, customer.email, 'plus_drop');
    await page.reload();

    await page.getByTestId('plan-status-card').getByRole('button', { name: 'Métodos de pago' }).click();
    const dialog = page.getByRole('dialog', { name: 'Métodos de pago' });
    await expect(dialog).toContainText('Las tarjetas guardadas para tus pagos con tarjeta.');
    const cards = dialog.getByRole('list', { name: 'Tarjetas guardadas' }).getByRole('listitem');
    const visa = dialog.getByRole('listitem', { name: 'Visa terminada en 1881' });
    const mastercard = dialog.getByRole('listitem', { name: 'MasterCard terminada en 4444' });
    await expect(cards).toHaveCount(1);
    await expect(visa).toContainText('Predeterminada');
    await expect(visa.getByRole('button', { name: 'Usar como predeterminada' })).toHaveCount(0);
    expect(await savedCardsOf(page)).toEqual([{ card_type: 'Visa', last_4: '1881', is_default: true }]);

    await dialog.getByRole('button', { name: 'Agregar tarjeta' }).click();
    const form = dialog.getByTestId('test-card-form');
    await expect(form).toContainText('Modo de prueba');
    const save = dialog.getByRole('button', { name: 'Guardar tarjeta' });

    // A number of the wrong length never leaves the form.
    await fillTestCard(form, '4111 1111');
    await save.click();
    await expect(form).toContainText('El número de tarjeta debe tener entre 13 y 19 dígitos');

    // A declined test card: what to do about it (never the processor's English), nothing saved, the form stays open.
    await form.getByLabel('Número de tarjeta', { exact: true }).fill('4000 1111 1111 1115');
    await save.click();
    await expect(page.getByText('Tu banco rechazó la tarjeta. Prueba con otra tarjeta o llama a tu banco para que autorice el pago.')).toBeVisible();
    await expect(page.getByText('Do Not Honor')).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(cards).toHaveCount(1);
    expect(await savedCardsOf(page)).toEqual([{ card_type: 'Visa', last_4: '1881', is_default: true }]);

    // A Luhn-invalid number: the gateway rejects it, nothing saved.
    await form.getByLabel('Número de tarjeta', { exact: true }).fill('4111 1111 1111 1112');
    await save.click();
    await expect(page.getByText('Método de pago inválido')).toBeVisible();
    await expect(form).toBeVisible();
    await expect(cards).toHaveCount(1);
    expect(await savedCardsOf(page)).toEqual([{ card_type: 'Visa', last_4: '1881', is_default: true }]);

    // The Mastercard test card is saved beside the Visa, not as the default.
    await form.getByLabel('Número de tarjeta', { exact: true }).fill('5555 5555 5555 4444');
    await save.click();
    await expect(page.getByText('Tarjeta agregada')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Agregar tarjeta' })).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(mastercard).toContainText(`${customer.firstName} ${customer.lastName}`);
    await expect(mastercard).not.toContainText('Predeterminada');
    await expect(visa).toContainText('Predeterminada');
    expect(await savedCardsOf(page)).toEqual([
      { card_type: 'Visa', last_4: '1881', is_default: true },
      { card_type: 'MasterCard', last_4: '4444', is_default: false },
    ]);

    // The Visa pays the subscription: it cannot be deleted while it does.
    await visa.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Esta tarjeta paga tu suscripción. Primero elige otra tarjeta como predeterminada.')).toBeVisible();
    await expect(cards).toHaveCount(2);

    await mastercard.getByRole('button', { name: 'Usar como predeterminada' }).click();
    await expect(page.getByText('Tarjeta predeterminada actualizada')).toBeVisible();
    await expect(mastercard).toContainText('Predeterminada');
    await expect(mastercard.getByRole('button', { name: 'Usar como predeterminada' })).toHaveCount(0);
    await expect(visa).not.toContainText('Predeterminada');
    await expect(visa.getByRole('button', { name: 'Usar como predeterminada' })).toBeVisible();
    expect(await savedCardsOf(page)).toEqual([
      { card_type: 'Visa', last_4: '1881', is_default: false },
      { card_type: 'MasterCard', last_4: '4444', is_default: true },
    ]);
    // The subscription's renewals moved to the new default card.
    const mastercardToken = await tokenOf(page, '4444');
    expect(countRows('SELECT COUNT(*) AS count FROM subscriptions WHERE user_id = ? AND payment_method_token = ?', customer.id, mastercardToken)).toBe(1);

    await visa.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Tarjeta eliminada')).toBeVisible();
    await expect(visa).toHaveCount(0);
    await expect(cards).toHaveCount(1);
    await expect(mastercard).toContainText('Predeterminada');
    expect(await savedCardsOf(page)).toEqual([{ card_type: 'MasterCard', last_4: '4444', is_default: true }]);

    // Reopening the dialog loads the same list again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByTestId('plan-status-card').getByRole('button', { name: 'Métodos de pago' }).click();
    await expect(cards).toHaveCount(1);
    await expect(mastercard).toContainText('Predeterminada');
  });
});
