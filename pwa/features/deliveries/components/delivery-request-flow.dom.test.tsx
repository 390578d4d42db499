import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Package } from '@shared/packages/package-schema';
import { useConnectivity } from '@/lib/connectivity';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { aCard, aDelivery, anAddress, anAddressList, aQuote, TEST_LINKS } from '../test/delivery-factory';
import { DeliveryRequestFlow } from './delivery-request-flow';


const PACKAGES: Package[] = [
  aPackage(1, { title: 'Zapatillas', delivery_status: 'received', weight_lb: 2.5 }),
  aPackage(2, { title: 'Libros', delivery_status: 'received', weight_lb: null }),
  aPackage(3, { title: 'En camino', delivery_status: 'pending' }),
  aPackage(4, { title: 'Ya pedido', delivery_status: 'received', weight_lb: 1 }),
];
const OPEN = aDelivery({ id: 20, packages: [{ id: 4, title: 'Ya pedido', tracking_number: 'T4', weight_lb: 1 }] });
const HOTEL = anAddress({
  id: 2,
  name: 'Hotel Collins',
  street1: '1601 Collins Avenue',
  street2: null,
  city: 'Miami Beach',
  zip: '33139',
  is_primary: false,
  verification_status: 'correction_suggested',
  suggested_correction: { street1: '1601 Collins Ave', street2: null, city: 'Miami Beach', state: 'FL', zip: '33139-3101' },
});
const PAID = { delivery: aDelivery(), message: 'Delivery paid. We will ship your packages soon.' };

function server(overrides: Record<string, Route> = {}) {
  return fakeApi({
    'GET addresses': answer(200, anAddressList([anAddress(), HOTEL])),
    'GET deliveries': answer(200, { deliveries: [OPEN] }),
    'GET braintree/payment-methods': answer(200, { payment_methods: [aCard({ token: 'old', last_4: '4242', is_default: false }), aCard()] }),
    'POST deliveries/quote': answer(201, aQuote()),
    'POST deliveries': answer(201, PAID),
    ...overrides,
  });
}

const renderFlow = (language: 'es' | 'en' = 'es', onPaid = vi.fn()) =>
  renderWithProviders(<DeliveryRequestFlow packages={PACKAGES} packagesLoading={false} links={TEST_LINKS} onPaid={onPaid} />, { language });

async function toRates(rendered: ReturnType<typeof renderFlow>) {
  const { user } = rendered;
  await user.click(await screen.findByRole('checkbox', { name: /Zapatillas/ }));
  await user.click(screen.getByRole('checkbox', { name: /Libros/ }));
  await user.click(screen.getByRole('button', { name: 'Ver tarifas' }));
  return screen.findByRole('group', { name: 'Elige cómo enviarlo' });
}

describe('requesting a delivery to my address', () => {
  it('offers the waiting packages and the verified addresses, shows three rates and pays the one chosen', async () => {
    const api = server();
    const onPaid = vi.fn();
    const rendered = renderFlow('es', onPaid);
    const { user } = rendered;

    const packages = await screen.findByRole('group', { name: '¿Qué paquetes te enviamos?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enviar a mi dirección' })).toBeVisible();
    expect(within(packages).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(packages).getByRole('checkbox', { name: /Zapatillas.*2\.5 lb/ })).not.toBeChecked();
    // Not weighed yet: offered all the same, the server says what to do.
    expect(within(packages).getByRole('checkbox', { name: /Libros.*Sin pesar/ })).toBeEnabled();
    expect(within(packages).queryByRole('checkbox', { name: /En camino|Ya pedido/ })).toBeNull();
    expect(packages).toHaveTextContent('1 paquete ya está en un envío en curso.');

    const addresses = screen.getByRole('group', { name: '¿A qué dirección?' });
    expect(within(addresses).getByRole('radio', { name: /Ana Gómez/ })).toBeChecked();
    const hotel = within(addresses).getByRole('radio', { name: /Hotel Collins/ });
    expect(hotel).toBeDisabled();
    expect(hotel).toHaveAccessibleDescription('El transportista sugiere una corrección: acéptala en Cuenta para poder elegir esta dirección.');
    expect(within(addresses).getByRole('link', { name: 'Administrar mis direcciones' })).toHaveAttribute('href', '/dashboard/account#delivery-addresses-title');

    // Nothing ticked: said beside the list, nothing asked.
    await user.click(screen.getByRole('button', { name: 'Ver tarifas' }));
    expect(await within(packages).findByRole('alert')).toHaveTextContent('Elige al menos un paquete para enviar');
    expect(api.callsTo('POST deliveries/quote')).toHaveLength(0);

    const rates = await toRates(rendered);
    expect(api.callsTo('POST deliveries/quote')[0]?.body).toEqual({ package_ids: [1, 2], address_id: 1 });
    // Reading goes on from the rates' title, which replaced the form.
    expect(within(rates).getByText('Elige cómo enviarlo')).toHaveFocus();
    const radios = within(screen.getByTestId('delivery-rates')).getAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios[0]).toHaveAccessibleName(/USPS · Ground Advantage.*Llega en 5 días.*La más económica.*\$13\.50/);
    expect(radios[0]).toBeChecked();
    expect(radios[2]).toHaveAccessibleName(/UPS · 2nd Day Air.*Llega el 13 de marzo de 2026.*\$34\.90/);
    expect(screen.getAllByText('Cada precio incluye $5.00 de manejo en el depósito.')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '2 paquetes para Ana Gómez' })).toBeVisible();
    expect(await screen.findByTestId('charged-card')).toHaveTextContent('Se cobrará a tu tarjeta Visa •••• 1111');

    await user.click(radios[1]!);
    const pay = screen.getByRole('button', { name: 'Pagar $18.75' });
    await user.click(pay);
    await waitFor(() => expect(api.callsTo('POST deliveries')).toHaveLength(1));
    const [payment] = api.callsTo('POST deliveries');
    expect(payment?.body).toEqual({ quote_id: 'q_1', rate_id: 'r_priority' });
    expect(payment?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    const paid = await screen.findByRole('heading', { name: '¡Envío pagado!' });
    expect(paid).toHaveFocus();
    expect(await screen.findByText('Envío pagado. Despacharemos tus paquetes pronto.')).toBeVisible();
    expect(screen.getByTestId('paid-total')).toHaveTextContent('$18.75 a Visa •••• 1111');
    expect(screen.getByRole('link', { name: 'Ver el envío' })).toHaveAttribute('href', '/dashboard/deliveries/31');
    expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ delivery: expect.objectContaining({ id: 31 }) }));
    expect(api.unexpected).toEqual([]);
  });

  it('shows the progress while paying, and sends the same Idempotency-Key again when no answer came', async () => {
    const held = heldAnswer();
    let payments = 0;
    const api = server({ 'POST deliveries': () => (++payments === 1 ? 'network-down' : held.handler()) });
    const rendered = renderFlow();
    await toRates(rendered);
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50' }));
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent('No supimos si el pago se completó');
    // No answer is no network: Pay waits for the connection to come back (the app's watch finds it).
    expect(screen.getByRole('button', { name: 'Pagar $13.50' })).toBeDisabled();
    useConnectivity.setState({ status: 'reachable' });

    await user.click(screen.getByRole('button', { name: 'Pagar $13.50' }));
    const busy = await screen.findByRole('button', { name: 'Pagando…' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeDisabled();
    held.release(answer(201, PAID));
    await screen.findByRole('heading', { name: '¡Envío pagado!' });
    const [first, second] = api.callsTo('POST deliveries');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
  });

  it('takes a new Idempotency-Key after a declined card, and for another rate', async () => {
    let payments = 0;
    const api = server({
      'POST deliveries': () => (++payments <= 2 ? answer(402, { error: 'Payment declined: Insufficient Funds', code: '2001' }) : answer(201, PAID)),
    });
    const rendered = renderFlow();
    await toRates(rendered);
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50' }));
    // The bank's refusal in the customer's terms, never the processor's English.
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent('La tarjeta no tiene fondos o límite suficiente para este pago.');
    await user.click(screen.getByRole('button', { name: 'Pagar $13.50' }));
    await waitFor(() => expect(api.callsTo('POST deliveries')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: /Priority Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $18.75' }));
    await screen.findByRole('heading', { name: '¡Envío pagado!' });
    const keys = api.callsTo('POST deliveries').map((call) => call.headers.get('Idempotency-Key'));
    expect(new Set(keys).size).toBe(3);
  });

  it('offers to ask for rates again when the quote has expired, and pays the new one', async () => {
    let quotes = 0;
    const api = server({
      'POST deliveries/quote': () => answer(201, aQuote({ quote_id: `q_${++quotes}`, rates: aQuote().rates.map((rate) => ({ ...rate, rate_id: `${rate.rate_id}_${quotes}` })) })),
      'POST deliveries': (call) =>
        (call.body as { quote_id: string }).quote_id === 'q_1' ? answer(400, { error: 'These rates have expired. Please ask for rates again.' }) : answer(201, PAID),
    });
    const rendered = renderFlow();
    await toRates(rendered);
    const { user } = rendered;
    await user.click(screen.getByRole('radio', { name: /2nd Day Air/ }));
    await user.click(screen.getByRole('button', { name: 'Pagar $34.90' }));
    expect(await screen.findByTestId('pay-failure')).toHaveTextContent('Estas tarifas vencieron. Vuelve a pedir las tarifas.');

    await user.click(screen.getByRole('button', { name: 'Ver tarifas de nuevo' }));
    await waitFor(() => expect(api.callsTo('POST deliveries/quote')).toHaveLength(2));
    expect(api.callsTo('POST deliveries/quote')[1]?.body).toEqual({ package_ids: [1, 2], address_id: 1 });
    await waitFor(() => expect(screen.queryByTestId('pay-failure')).toBeNull());
    // The same carrier and service stay chosen in the new rates.
    expect(screen.getByRole('radio', { name: /2nd Day Air/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pagar $34.90' }));
    await screen.findByRole('heading', { name: '¡Envío pagado!' });
    expect(api.callsTo('POST deliveries')[1]?.body).toEqual({ quote_id: 'q_2', rate_id: 'r_ups_2' });
  });

  it("shows the server's refusal of the rates, translated", async () => {
    server({ 'POST deliveries/quote': answer(400, { error: 'A package has not been weighed yet. Please contact us to have it weighed.' }) });
    const rendered = renderFlow();
    const { user } = rendered;
    await user.click(await screen.findByRole('checkbox', { name: /Libros/ }));
    await user.click(screen.getByRole('button', { name: 'Ver tarifas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Todavía no pesamos uno de los paquetes. Contáctanos para que lo pesemos.');
    expect(screen.getByRole('button', { name: 'Ver tarifas' })).toBeEnabled();
  });

  it('says a card is needed, with the way to the payment methods, and does not let pay without one', async () => {
    server({ 'GET braintree/payment-methods': answer(200, { payment_methods: [] }) });
    const rendered = renderFlow();
    await toRates(rendered);
    const hint = await screen.findByTestId('no-card');
    expect(hint).toHaveTextContent('Agrega una tarjeta en Métodos de pago para pagar el envío.');
    expect(within(hint).getByRole('link', { name: 'Ir a Métodos de pago' })).toHaveAttribute('href', '/dashboard/account');
    expect(screen.getByRole('button', { name: 'Pagar $13.50' })).toBeDisabled();
  });

  it('says that paying needs a connection while offline, and asks nothing', async () => {
    const api = server();
    const rendered = renderFlow();
    const { user } = rendered;
    await user.click(await screen.findByRole('checkbox', { name: /Zapatillas/ }));
    useConnectivity.setState({ status: 'unreachable' });
    expect(await screen.findByTestId('delivery-offline')).toHaveTextContent('Para ver las tarifas y pagar el envío necesitas conexión.');
    expect(screen.getByRole('button', { name: 'Ver tarifas' })).toBeDisabled();
    expect(api.callsTo('POST deliveries/quote')).toHaveLength(0);
  });

  it('links to the account when no address is saved yet', async () => {
    server({ 'GET addresses': answer(200, anAddressList([])) });
    renderFlow();
    expect(await screen.findByText('Todavía no tienes una dirección de entrega verificada.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Agregar una dirección en Cuenta' })).toHaveAttribute('href', '/dashboard/account#delivery-addresses-title');
  });

  it("shows Basic the delivery gate's own text and the way to the plans instead of the flow", async () => {
    server({ 'GET addresses': answer(200, anAddressList([anAddress()], { delivery_enabled: false, max_delivery_addresses: 0, can_add_address: false })) });
    renderFlow();
    const gate = await screen.findByTestId('delivery-gate');
    expect(gate).toHaveTextContent('Mejora de plan requerida');
    expect(gate).toHaveTextContent('Esta función requiere una suscripción al plan Drop Estándar o Drop Premium.');
    expect(within(gate).getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Ver tarifas' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('reads in English: the steps, the rates and the pay button', async () => {
    server();
    const { user } = renderFlow('en');
    await user.click(await screen.findByRole('checkbox', { name: /Zapatillas/ }));
    await user.click(screen.getByRole('button', { name: 'See rates' }));
    expect(await screen.findByRole('group', { name: 'Choose how to ship it' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Ground Advantage.*Arrives in 5 days.*\$13\.50/ })).toBeChecked();
    expect(screen.getByText('Each price includes a $5.00 warehouse handling fee.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay $13.50' }));
    expect(await screen.findByRole('heading', { name: 'Delivery paid!' })).toBeVisible();
    expect(await screen.findByText('Delivery paid. We will ship your packages soon.')).toBeVisible();
  });
});
