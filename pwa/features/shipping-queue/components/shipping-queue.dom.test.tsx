import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES, type StaffDelivery } from '@shared/deliveries/delivery-schema';
import { answer, fakeApi, heldAnswer, type Answer, type ApiCall } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ShippingQueue } from './shipping-queue';

const PAID_AT = '2026-03-10T15:00:00.000Z';
const delivery = (id: number, overrides: Partial<StaffDelivery> = {}): StaffDelivery => ({
  id,
  status: 'paid',
  packages: [
    { id: id * 10 + 1, title: 'Zapatillas', tracking_number: `1Z999AA1012345678${id}`, weight_lb: 1.5 },
    { id: id * 10 + 2, title: 'Audífonos', tracking_number: `9400111899223344556${id}`, weight_lb: 1 },
  ],
  destination: { name: 'Ana Gómez', street1: '8350 NW 52nd Ter', street2: 'Apt 4', city: 'Doral', state: 'FL', zip: '33166', phone: '+13055550100' },
  carrier: 'USPS',
  service: 'Priority Mail',
  rate_cents: 940,
  handling_fee_cents: 500,
  total_cents: 1440,
  currency: 'USD',
  payment_method: 'card', paid_with: { card_type: 'Visa', last_4: '1111' },
  est_delivery_date: null,
  tracking_code: null,
  tracking_status: null,
  events: [],
  can_cancel: true,
  created_at: PAID_AT,
  label_bought_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  customer: { id: 7, name: 'Ana Gómez', email: 'ana@example.com', suite_code: 'MD-10482' },
  weight_oz: 40,
  has_label: false,
  ...overrides,
});
const withLabel = (held: StaffDelivery): StaffDelivery => ({ ...held, status: 'label_bought', tracking_code: '9405511899223197428490', has_label: true, can_cancel: false, label_bought_at: PAID_AT });
const handedOver = (held: StaffDelivery): StaffDelivery => ({ ...held, status: 'shipped', tracking_status: 'in_transit', shipped_at: PAID_AT });

const TO_SHIP = ['paid', 'label_bought'];
const SHIPPED = ['shipped', 'delivered'];
/** The queue's server: the deliveries it holds, listed by the filter asked for, and routes to add. */
function queueServer(deliveries: StaffDelivery[], routes: Record<string, Answer | ((call: ApiCall) => Answer | Promise<Answer>)> = {}) {
  const server = { deliveries };
  const api = fakeApi({
    'GET admin/deliveries': (call) => {
      const filter = call.search.get('filter');
      const stages = filter === 'to_ship' ? TO_SHIP : filter === 'shipped' ? SHIPPED : null;
      return answer(200, { deliveries: server.deliveries.filter((held) => stages === null || stages.includes(held.status)) });
    },
    ...routes,
  });
  const filtersAsked = () => api.callsTo('GET admin/deliveries').map((call) => call.search.get('filter'));
  const change = (id: number, update: (held: StaffDelivery) => StaffDelivery) => {
    server.deliveries = server.deliveries.map((held) => (held.id === id ? update(held) : held));
    return server.deliveries.find((held) => held.id === id)!;
  };
  return { api, filtersAsked, change };
}

const cards = () => screen.findAllByTestId('shipping-delivery');

describe('the staff shipping queue', () => {
  it('lists the deliveries to ship by default: customer and suite, packages, weight in lb, address, carrier and stage', async () => {
    const server = queueServer([delivery(1), withLabel(delivery(2, { customer: { id: 8, name: 'Luis Pérez', email: 'luis@example.com', suite_code: null }, weight_oz: 17 }))]);
    renderWithProviders(<ShippingQueue />);
    const [first, second] = await cards();
    expect(server.filtersAsked()).toEqual(['to_ship']);
    expect(screen.getByRole('button', { name: 'Por despachar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('shipping-queue-count')).toHaveTextContent('2 envíos por despachar');

    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Ana Gómez' })).toBeVisible();
    expect(card.getByTestId('delivery-suite')).toHaveTextContent('MD-10482');
    expect(card.getByText('2 paquetes')).toBeVisible();
    expect(card.getByTestId('delivery-packages')).toHaveTextContent('Zapatillas');
    expect(card.getByTestId('delivery-packages')).toHaveTextContent('1Z999AA10123456781');
    expect(card.getByTestId('delivery-packages')).toHaveTextContent('Audífonos');
    expect(card.getByTestId('delivery-weight')).toHaveTextContent('2.5 lb');
    expect(card.getByTestId('delivery-destination')).toHaveTextContent('8350 NW 52nd TerApt 4Doral, FL 33166');
    expect(card.getByTestId('delivery-service')).toHaveTextContent('USPS · Priority Mail');
    expect(card.getByTestId('delivery-stage')).toHaveTextContent('Falta la etiqueta');
    expect(card.getByRole('button', { name: 'Comprar etiqueta' })).toBeEnabled();
    expect(card.queryByRole('button', { name: 'Imprimir etiqueta' })).toBeNull();

    const other = within(second!);
    expect(other.getByTestId('delivery-suite')).toHaveTextContent('Sin suite');
    expect(other.getByTestId('delivery-weight')).toHaveTextContent('1.06 lb');
    expect(other.getByTestId('delivery-stage')).toHaveTextContent('Etiqueta comprada');
    expect(other.getByRole('button', { name: 'Imprimir etiqueta' })).toBeVisible();
    expect(other.getByRole('button', { name: 'Entregado al transportista' })).toBeVisible();
    expect(other.queryByRole('button', { name: 'Comprar etiqueta' })).toBeNull();
  });

  it('buys a label: the POST is sent once, the button busy meanwhile, then the label actions show and the list is read again', async () => {
    const held = heldAnswer();
    const server = queueServer([delivery(1)], { 'POST admin/deliveries/1/label': held.handler });
    const { user } = renderWithProviders(<ShippingQueue />);
    const card = within((await cards())[0]!);
    await user.click(card.getByRole('button', { name: 'Comprar etiqueta' }));
    const busy = card.getByRole('button', { name: 'Comprando etiqueta...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(server.api.callsTo('POST admin/deliveries/1/label')).toHaveLength(1);

    held.release(answer(200, { delivery: server.change(1, withLabel), message: DELIVERY_MESSAGES.labelBought }));
    const print = await card.findByRole('button', { name: 'Imprimir etiqueta' });
    expect(print).toHaveFocus();
    expect(card.getByRole('button', { name: 'Entregado al transportista' })).toBeVisible();
    expect(card.getByTestId('delivery-stage')).toHaveTextContent('Etiqueta comprada');
    expect(card.queryByRole('button', { name: /Comprar etiqueta/ })).toBeNull();
    expect(await screen.findByText('Etiqueta comprada para el envío de Ana Gómez.')).toBeVisible();
    await waitFor(() => expect(server.filtersAsked()).toEqual(['to_ship', 'to_ship']));
  });

  it("shows the carrier's refusal of the label in the reader's language, and lets staff try again", async () => {
    const server = queueServer([delivery(1)], { 'POST admin/deliveries/1/label': answer(502, { error: DELIVERY_MESSAGES.carrierUnavailable }) });
    const { user } = renderWithProviders(<ShippingQueue />);
    const card = within((await cards())[0]!);
    await user.click(card.getByRole('button', { name: 'Comprar etiqueta' }));
    expect(await card.findByRole('alert')).toHaveTextContent('El transportista no pudo responder ahora. Vuelve a intentarlo más tarde.');
    expect(card.getByTestId('delivery-stage')).toHaveTextContent('Falta la etiqueta');
    await user.click(card.getByRole('button', { name: 'Comprar etiqueta' }));
    await waitFor(() => expect(server.api.callsTo('POST admin/deliveries/1/label')).toHaveLength(2));
  });

  it('says the refusal in English on an English page', async () => {
    queueServer([delivery(1)], { 'POST admin/deliveries/1/label': answer(409, { error: DELIVERY_MESSAGES.notShippable }) });
    const { user } = renderWithProviders(<ShippingQueue />, { language: 'en' });
    const card = within((await cards())[0]!);
    expect(card.getByTestId('delivery-stage')).toHaveTextContent('Needs a label');
    await user.click(card.getByRole('button', { name: 'Buy label' }));
    expect(await card.findByRole('alert')).toHaveTextContent('This delivery is not waiting to be shipped.');
  });

  it('hands a delivery over only once confirmed, with an Idempotency-Key; it leaves the queue and shows as shipped with its tracking', async () => {
    const server = queueServer([withLabel(delivery(2))], {
      'POST admin/deliveries/2/handed-over': () => answer(200, { delivery: server.change(2, handedOver), message: DELIVERY_MESSAGES.handedOver }),
    });
    const { user } = renderWithProviders(<ShippingQueue />);
    const card = within((await cards())[0]!);
    await user.click(card.getByRole('button', { name: 'Entregado al transportista' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Entregaste este envío al transportista?' });
    expect(dialog).toHaveTextContent('Confirma que USPS ya se llevó la caja de Ana Gómez.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.api.callsTo('POST admin/deliveries/2/handed-over')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: 'Entregado al transportista' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, lo entregué' }));
    await waitFor(() => expect(server.api.callsTo('POST admin/deliveries/2/handed-over')).toHaveLength(1));
    expect(server.api.callsTo('POST admin/deliveries/2/handed-over')[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('El envío de Ana Gómez quedó entregado a USPS.')).toBeVisible();
    expect(await screen.findByTestId('shipping-queue-empty')).toHaveTextContent('No hay envíos por despachar.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Envíos a domicilio' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Despachados' }));
    const shipped = within((await cards())[0]!);
    expect(server.filtersAsked()).toContain('shipped');
    expect(shipped.getByTestId('delivery-stage')).toHaveTextContent('Despachado');
    expect(shipped.getByTestId('delivery-tracking-code')).toHaveTextContent('9405511899223197428490');
    expect(shipped.getByTestId('delivery-tracking-status')).toHaveTextContent('En tránsito');
    expect(shipped.queryByRole('button')).toBeNull();
  });

  it('keeps the dialog open with the reason when the hand-over is refused, and sends the same key again', async () => {
    const server = queueServer([withLabel(delivery(2))], { 'POST admin/deliveries/2/handed-over': 'network-down' });
    const { user } = renderWithProviders(<ShippingQueue />);
    await user.click(within((await cards())[0]!).getByRole('button', { name: 'Entregado al transportista' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, lo entregué' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error de red');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, lo entregué' }));
    await waitFor(() => expect(server.api.callsTo('POST admin/deliveries/2/handed-over')).toHaveLength(2));
    const [first, second] = server.api.callsTo('POST admin/deliveries/2/handed-over').map((call) => call.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
    expect(screen.getAllByTestId('shipping-delivery')).toHaveLength(1);
  });

  it('says each filter has nothing in it, in either language', async () => {
    const server = queueServer([]);
    const { user } = renderWithProviders(<ShippingQueue />);
    expect(await screen.findByTestId('shipping-queue-empty')).toHaveTextContent('No hay envíos por despachar. Cuando un cliente pague un envío, aparecerá aquí.');
    await user.click(screen.getByRole('button', { name: 'Despachados' }));
    await waitFor(() => expect(screen.getByTestId('shipping-queue-empty')).toHaveTextContent('Todavía no se despachó ningún envío.'));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(screen.getByTestId('shipping-queue-empty')).toHaveTextContent('Todavía no hay envíos a domicilio.'));
    expect(server.filtersAsked()).toEqual(['to_ship', 'shipped', 'all']);
    expect(screen.getByTestId('shipping-queue-count')).toHaveTextContent('');
  });

  it('says it in English too', async () => {
    queueServer([]);
    renderWithProviders(<ShippingQueue />, { language: 'en' });
    expect(await screen.findByTestId('shipping-queue-empty')).toHaveTextContent('Nothing to ship. When a customer pays for a delivery, it shows up here.');
    expect(screen.getByRole('button', { name: 'To ship' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('printing a label', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  const revoked: string[] = [];
  beforeEach(() => {
    revoked.length = 0;
    // jsdom has no object URLs.
    URL.createObjectURL = () => 'blob:label-2';
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    vi.restoreAllMocks();
  });

  const pdf = answer(200, '%PDF-1.7 label', { 'Content-Type': 'application/pdf' });

  it('fetches the PDF through the API, opens it in the window opened by the tap, and revokes its URL once done', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const server = queueServer([withLabel(delivery(2))], { 'GET admin/deliveries/2/label': pdf });
    const { user } = renderWithProviders(<ShippingQueue />);
    const card = within((await cards())[0]!);
    await user.click(card.getByRole('button', { name: 'Imprimir etiqueta' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(popup.location.href).toBe('blob:label-2'));
    expect(server.api.callsTo('GET admin/deliveries/2/label')[0]!.headers.get('Accept')).toBe('application/pdf');
    expect(card.getByText(/La etiqueta se abrió en una ventana nueva/)).toBeVisible();
    expect(card.getByRole('link', { name: 'Abrir etiqueta (PDF)' })).toHaveAttribute('href', 'blob:label-2');
    expect(card.getByRole('link', { name: 'Descargar etiqueta' })).toHaveAttribute('download', 'etiqueta-envio-2.pdf');
    expect(revoked).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Listo' }));
    expect(revoked).toEqual(['blob:label-2']);
    expect(card.queryByTestId('label-links')).toBeNull();
  });

  it('offers the label as links when the browser blocks the new window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    queueServer([withLabel(delivery(2))], { 'GET admin/deliveries/2/label': pdf });
    const { user } = renderWithProviders(<ShippingQueue />, { language: 'en' });
    const card = within((await cards())[0]!);
    await user.click(card.getByRole('button', { name: 'Print label' }));
    expect(await card.findByText('The browser did not open the label in a new window. Open or download it here to print it.')).toBeVisible();
    expect(card.getByRole('link', { name: 'Download label' })).toHaveAttribute('href', 'blob:label-2');
  });

  it('closes the window it opened and says why when the label cannot be fetched', async () => {
    const popup = { closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    queueServer([withLabel(delivery(2))], { 'GET admin/deliveries/2/label': answer(409, { error: DELIVERY_MESSAGES.labelNotBought }) });
    const { user } = renderWithProviders(<ShippingQueue />);
    const card = within((await cards())[0]!);
    await user.click(card.getByRole('button', { name: 'Imprimir etiqueta' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Primero compra la etiqueta.');
    expect(popup.close).toHaveBeenCalled();
    expect(card.queryByTestId('label-links')).toBeNull();
  });
});
