import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_MESSAGES } from '@shared/storage/storage-messages';
import { DEFAULT_STORAGE_POLICY } from '@shared/storage/storage-policy-schema';
import { forgetVisits } from '@/lib/once-per-visit';
import { answer, fakeApi, heldAnswer, type ApiCall } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import StorageClock from './storage-clock';
import { StoragePaypalCancel } from './storage-paypal-cancel';
import { StoragePaypalReturn } from './storage-paypal-return';

const APPROVE_URL = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';
const quoteOf = (call: ApiCall) => {
  const days = Number(call.search.get('days'));
  return answer(200, { package_id: 7, days, cents_per_day: 50, amount_cents: days * 50, currency: 'USD', current_last_day: '2026-04-23', new_last_day: `2026-04-${23 + days}`, trip: null });
};
const card = { token: 'card-1', card_type: 'Visa', last_4: '1881', expiration_month: '12', expiration_year: '2030', is_default: true, cardholder_name: null };
const paypalOrder = answer(201, {
  extension_id: 12,
  package_id: 7,
  days: 7,
  amount_cents: 350,
  new_last_day: '2026-04-30',
  order: { id: '5O190127TN364715T', status: 'CREATED', links: [{ href: APPROVE_URL, rel: 'approve', method: 'GET' }] },
});
const paid = answer(200, {
  extension: { id: 12, package_id: 7, days: 7, amount_cents: 350, previous_last_day: '2026-04-23', new_last_day: '2026-04-30', payment_method: 'paypal', card_last4: null, created_at: '2026-04-20T15:00:00.000Z' },
  message: STORAGE_MESSAGES.extended,
});

function server(cards: unknown[]) {
  return fakeApi({
    'GET packages/7/storage-extension': quoteOf,
    'GET storage-policy': answer(200, { ...DEFAULT_STORAGE_POLICY, min_warnings: 2 }),
    'GET braintree/payment-methods': answer(200, { payment_methods: cards }),
    'POST packages/7/storage-extension/paypal-order': paypalOrder,
  });
}

describe('storage days paid with PayPal', () => {
  // jsdom cannot leave the page: the browser's way to PayPal is watched instead.
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    vi.useFakeTimers({ now: new Date('2026-04-20T15:00:00Z'), shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    forgetVisits();
  });

  it('offers only PayPal to a PayPal customer without a card, and sends the browser to approve the order of the quoted days', async () => {
    const api = server([]);
    const { user } = renderWithProviders(<StorageClock pkg={{ id: 7, storage_last_day: '2026-04-23' }} onExtended={() => undefined} planPaidWith="paypal" />);
    await user.click(screen.getByRole('button', { name: 'Extender el almacenamiento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extender el almacenamiento' });
    const paypal = await within(dialog).findByRole('button', { name: 'Pagar $3.50 con PayPal' });
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Pagar $3.50' })).toBeNull());
    expect(within(dialog).getByText(/Te llevamos a PayPal para aprobar el pago/)).toBeVisible();
    await user.click(paypal);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    const [sent] = api.callsTo('POST packages/7/storage-extension/paypal-order');
    expect(sent?.body).toEqual({ days: 7 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers the card and PayPal beside it to a PayPal customer with a card, and only the card to a card customer', async () => {
    server([card]);
    const first = renderWithProviders(<StorageClock pkg={{ id: 7, storage_last_day: '2026-04-23' }} onExtended={() => undefined} planPaidWith="paypal" />, { language: 'en' });
    await first.user.click(screen.getByRole('button', { name: 'Extend storage' }));
    let dialog = await screen.findByRole('dialog', { name: 'Extend storage' });
    expect(await within(dialog).findByRole('button', { name: 'Pay $3.50 with PayPal' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pay $3.50' })).toBeVisible();
    first.unmount();

    const second = renderWithProviders(<StorageClock pkg={{ id: 7, storage_last_day: '2026-04-23' }} onExtended={() => undefined} planPaidWith="braintree" />, { language: 'en' });
    await second.user.click(screen.getByRole('button', { name: 'Extend storage' }));
    dialog = await screen.findByRole('dialog', { name: 'Extend storage' });
    expect(await within(dialog).findByRole('button', { name: 'Pay $3.50' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /with PayPal/ })).toBeNull();
  });

  it('the return page captures once and shows the new last day; a refusal says why with the way back', async () => {
    const held = heldAnswer();
    const api = fakeApi({ 'POST packages/7/storage-extension/12/paypal-capture': held.handler });
    const onPaid = vi.fn();
    configure({ reactStrictMode: true });
    renderWithProviders(<StoragePaypalReturn target={{ packageId: 7, extensionId: 12 }} packageHref="/dashboard/packages/7" onPaid={onPaid} />, {
      route: '/dashboard/packages/7/storage/12/paypal-return?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Confirmando tu pago con PayPal…');
    held.release(paid);
    expect(await screen.findByRole('heading', { name: 'Almacenamiento extendido' })).toHaveFocus();
    expect(screen.getByText('Tu paquete se queda en el depósito hasta el 30 de abril de 2026. Pagaste $3.50 con PayPal y te enviamos el recibo por correo.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver al paquete' })).toHaveAttribute('href', '/dashboard/packages/7');
    expect(api.callsTo('POST packages/7/storage-extension/12/paypal-capture')).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
    configure({ reactStrictMode: false });
  });

  it('a capture refused after the order lapsed is explained in the reader’s language', async () => {
    fakeApi({ 'POST packages/7/storage-extension/13/paypal-capture': answer(409, { error: STORAGE_MESSAGES.paypalExpired }) });
    renderWithProviders(<StoragePaypalReturn target={{ packageId: 7, extensionId: 13 }} packageHref="/dashboard/packages/7" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este pago con PayPal ya no se puede completar. Vuelve a elegir tus días de almacenamiento.');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al paquete' })).toBeVisible();
  });

  it('the cancel page gives the days up once and says nothing was charged', async () => {
    const api = fakeApi({ 'DELETE packages/7/storage-extension/12/paypal-order': answer(200, { message: STORAGE_MESSAGES.paypalCancelled }) });
    renderWithProviders(<StoragePaypalCancel target={{ packageId: 7, extensionId: 12 }} packageHref="/dashboard/packages/7" />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(await screen.findByText('PayPal payment cancelled. Nothing was charged and your last day stays as it was.')).toBeVisible();
    expect(api.callsTo('DELETE packages/7/storage-extension/12/paypal-order')).toHaveLength(1);
  });
});
