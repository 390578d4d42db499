import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Package } from '@shared/packages/package-schema';
import { useConnectivity } from '@/lib/connectivity';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { aCard, anAddress, anAddressList, aPaypalOrder, aQuote, TEST_LINKS } from '../test/delivery-factory';
import { DeliveryRequestFlow } from './delivery-request-flow';

const PACKAGES: Package[] = [aPackage(1, { title: 'Zapatillas', delivery_status: 'received', weight_lb: 2.5 })];
const APPROVE_URL = 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T';

function server(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET addresses': answer(200, anAddressList([anAddress()])),
    'GET deliveries': answer(200, { deliveries: [] }),
    'GET braintree/payment-methods': answer(200, { payment_methods: [aCard()] }),
    'POST deliveries/quote': answer(201, aQuote()),
    'POST deliveries/paypal-order': answer(201, aPaypalOrder(31, APPROVE_URL)),
    ...overrides,
  });
}

// jsdom cannot leave the page: the browser's way to PayPal is watched instead.
let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});

async function toRates(language: 'es' | 'en' = 'es') {
  const rendered = renderWithProviders(<DeliveryRequestFlow packages={PACKAGES} packagesLoading={false} links={TEST_LINKS} />, { language });
  await rendered.user.click(await screen.findByRole('checkbox', { name: /Zapatillas/ }));
  await rendered.user.click(screen.getByRole('button', { name: language === 'es' ? 'Ver tarifas' : 'See rates' }));
  await screen.findByRole('group', { name: language === 'es' ? 'Elige cómo enviarlo' : 'Choose how to ship it' });
  return rendered;
}

describe('paying a delivery with PayPal', () => {
  it('creates the order of the chosen rate with an Idempotency-Key and sends the browser to PayPal to approve it', async () => {
    const held = heldAnswer();
    const api = server({ 'POST deliveries/paypal-order': held.handler });
    const { user } = await toRates();
    const paypal = screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' });
    expect(paypal).toHaveAccessibleDescription(/Te llevamos a PayPal para aprobar el pago/);

    await user.click(screen.getByRole('radio', { name: /Priority Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $18.75 con PayPal' }));
    const busy = await screen.findByRole('button', { name: 'Abriendo PayPal…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    // One way to pay at a time, and the rate stays as chosen.
    expect(screen.getByRole('button', { name: 'Pagar $18.75' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Ground Advantage/ })).toBeDisabled();

    held.release(answer(201, aPaypalOrder(31, APPROVE_URL)));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    const [order] = api.callsTo('POST deliveries/paypal-order');
    expect(order?.body).toEqual({ quote_id: 'q_1', rate_id: 'r_priority' });
    expect(order?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // Still leaving: no second order can be asked for meanwhile.
    expect(screen.getByRole('button', { name: 'Abriendo PayPal…' })).toBeDisabled();
    expect(api.callsTo('POST deliveries')).toHaveLength(0);
    expect(api.unexpected).toEqual([]);
  });

  it('sends the same Idempotency-Key again when no answer came, and goes to PayPal with the answer', async () => {
    let orders = 0;
    const api = server({ 'POST deliveries/paypal-order': () => (++orders === 1 ? 'network-down' : answer(201, aPaypalOrder(31, APPROVE_URL))) });
    const { user } = await toRates();
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' }));
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent('No supimos si PayPal recibió el pedido');
    expect(assign).not.toHaveBeenCalled();
    // No answer is no network: the button waits for the connection to come back (the app's watch finds it).
    expect(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' })).toBeDisabled();
    useConnectivity.setState({ status: 'reachable' });

    await user.click(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    const [first, second] = api.callsTo('POST deliveries/paypal-order');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
  });

  it('is the way to pay without a card: the card button stays disabled with its hint', async () => {
    const api = server({ 'GET braintree/payment-methods': answer(200, { payment_methods: [] }) });
    const { user } = await toRates();
    expect(await screen.findByTestId('no-card')).toHaveTextContent('Agrega una tarjeta en Métodos de pago para pagar el envío.');
    expect(screen.getByRole('button', { name: 'Pagar $13.50' })).toBeDisabled();
    const paypal = screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' });
    expect(paypal).toBeEnabled();
    await user.click(paypal);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    expect(api.callsTo('POST deliveries/paypal-order')[0]?.body).toEqual({ quote_id: 'q_1', rate_id: 'r_ground' });
  });

  it('says when PayPal could not create the order, and asks with a new key the next time', async () => {
    let orders = 0;
    const api = server({
      'POST deliveries/paypal-order': () =>
        ++orders === 1 ? answer(502, { error: 'PayPal could not take the payment right now. Please try again.' }) : answer(201, aPaypalOrder(31, APPROVE_URL)),
    });
    const { user } = await toRates();
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' }));
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent('PayPal no pudo tomar el pago ahora. Vuelve a intentarlo.');
    expect(screen.queryByText(/could not take/)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    // A gateway's status reads as the API unreachable until the app's watch asks again.
    useConnectivity.setState({ status: 'reachable' });
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    const keys = api.callsTo('POST deliveries/paypal-order').map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(2);
  });

  it('offers to ask for rates again when the quote expired before the order', async () => {
    server({ 'POST deliveries/paypal-order': answer(400, { error: 'These rates have expired. Please ask for rates again.' }) });
    const { user } = await toRates();
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByTestId('pay-failure')).toHaveTextContent('Estas tarifas vencieron. Vuelve a pedir las tarifas.');
    expect(within(failure).getByRole('button', { name: 'Ver tarifas de nuevo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the order came without a link to approve it', async () => {
    server({ 'POST deliveries/paypal-order': answer(201, { ...aPaypalOrder(), order: { ...aPaypalOrder().order, links: [] } }) });
    const { user } = await toRates();
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' }));
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent('PayPal no nos dio el enlace para aprobar el pago.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('cannot be used offline', async () => {
    const api = server();
    await toRates();
    useConnectivity.setState({ status: 'unreachable' });
    expect(await screen.findByTestId('delivery-offline')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pagar $13.50 con PayPal' })).toBeDisabled();
    expect(api.callsTo('POST deliveries/paypal-order')).toHaveLength(0);
  });

  it('reads in English', async () => {
    server();
    const { user } = await toRates('en');
    await user.click(screen.getByRole('button', { name: 'Pay $13.50 with PayPal' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(APPROVE_URL));
    expect(screen.getByRole('button', { name: 'Opening PayPal…' })).toBeDisabled();
  });
});
