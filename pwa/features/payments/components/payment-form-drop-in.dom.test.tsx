import { screen, waitFor, within } from '@testing-library/react';
import type { Dropin } from 'braintree-web-drop-in';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paidPlan } from '@shared/plans/plan-catalog';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { createDropIn } from '../card-form/drop-in-loader';
import { PaymentForm } from './payment-form';

// Braintree's Drop-in script cannot load here: the loader is replaced by a stand-in that draws one card field in the
// container, as the hosted form would, and answers requestPaymentMethod as the test scripts.
vi.mock('../card-form/drop-in-loader', () => ({ DROP_IN_INIT_DELAY_MS: 0, createDropIn: vi.fn(), teardownDropIn: vi.fn(async () => {}) }));

const BRAINTREE_TOKEN = { client_token: 'sandbox-token', has_saved_payment_methods: true, mode: 'braintree' };
const USER = { first_name: 'Ana', last_name: 'Gómez', email: 'ana@example.com', phone: '+13055550123' };

function standInDropIn(requestPaymentMethod: () => Promise<{ nonce: string }>) {
  const cleared = vi.fn();
  vi.mocked(createDropIn).mockImplementation(async (container) => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Card number');
    container.append(field);
    return { requestPaymentMethod, clearSelectedPaymentMethod: cleared, teardown: async () => {} } as unknown as Dropin;
  });
  return { cleared };
}

function server() {
  return fakeApi({
    'GET braintree/client-token': answer(200, BRAINTREE_TOKEN),
    'GET recaptcha/config': answer(200, { enabled: false, site_key: null, version: 'local' }),
    'POST subscriptions': answer(402, { error: 'Payment declined: Do Not Honor', code: '2000' }),
  });
}

async function renderAndFill() {
  const rendered = renderWithProviders(<PaymentForm plan={paidPlan('basic')} user={USER} onPaid={vi.fn()} />);
  await rendered.user.type(screen.getByLabelText(/^Dirección/), 'Calle 1 234');
  await rendered.user.type(screen.getByLabelText(/^Ciudad/), 'Córdoba');
  await rendered.user.type(screen.getByLabelText(/^Código postal/), '5000');
  await rendered.user.selectOptions(screen.getByLabelText(/^País/), 'AR');
  return rendered;
}

const payButton = () => screen.getByRole('button', { name: /Pagar \$29\.90 USD|Cargando opciones de pago/ });

describe('the payment step with Braintree\'s Drop-in', () => {
  beforeEach(() => {
    vi.mocked(createDropIn).mockReset();
  });

  it('keeps the pay button off, saying the options are loading, until the Drop-in is ready', async () => {
    let ready!: (dropin: Dropin) => void;
    vi.mocked(createDropIn).mockReturnValue(new Promise((resolve) => (ready = resolve)));
    server();
    renderWithProviders(<PaymentForm plan={paidPlan('basic')} user={USER} onPaid={vi.fn()} />);

    expect(await screen.findByText('Métodos de pago guardados disponibles')).toBeVisible();
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveTextContent('Cargando opciones de pago...');
    ready({ requestPaymentMethod: vi.fn(), clearSelectedPaymentMethod: vi.fn(), teardown: vi.fn() } as unknown as Dropin);

    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).toHaveTextContent('Pagar $29.90 USD');
  });

  it('when the Drop-in cannot start, says to reload and keeps the pay button off', async () => {
    vi.mocked(createDropIn).mockRejectedValue(new Error('script blocked'));
    server();
    renderWithProviders(<PaymentForm plan={paidPlan('basic')} user={USER} onPaid={vi.fn()} />);

    // Where the card form would be, and as a toast.
    await waitFor(() => expect(screen.getAllByText('No se pudo inicializar el sistema de pago. Por favor recarga la página.')).toHaveLength(2));
    expect(payButton()).toBeDisabled();
  });

  it('sends the Drop-in\'s nonce; after a decline, retry clears the chosen card and puts focus in the Drop-in', async () => {
    const { cleared } = standInDropIn(async () => ({ nonce: 'fake-valid-nonce' }));
    const api = server();
    const form = await renderAndFill();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await form.user.click(payButton());

    const dialog = await screen.findByRole('dialog', { name: 'Error en el pago' });
    expect(api.callsTo('POST subscriptions')[0]!.body).toMatchObject({ paymentMethodNonce: 'fake-valid-nonce', planId: 'drop_basic' });
    await form.user.click(within(dialog).getByRole('button', { name: 'Reintentar pago' }));

    expect(cleared).toHaveBeenCalled();
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(payButton()).toBeEnabled();
  });

  it('when the Drop-in refuses the card details itself, sends nothing and puts focus in the Drop-in', async () => {
    standInDropIn(async () => {
      throw new Error('No payment method is available.');
    });
    const api = server();
    const form = await renderAndFill();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await form.user.click(payButton());

    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST subscriptions')).toHaveLength(0);
    expect(payButton()).toBeEnabled();
  });
});
