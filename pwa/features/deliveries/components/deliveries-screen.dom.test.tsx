import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { aDelivery } from '../test/delivery-factory';
import { DeliveriesScreen } from './deliveries-screen';

const LINKS = { newDelivery: '/dashboard/deliveries/new', delivery: (id: number) => `/dashboard/deliveries/${id}` };

describe('my deliveries', () => {
  it('lists each with its stage, carrier and service, total and tracking code, and offers to request one', async () => {
    fakeApi({
      'GET deliveries': answer(200, {
        deliveries: [aDelivery({ id: 32, status: 'shipped', tracking_code: '9400111899223100000001', can_cancel: false }), aDelivery({ id: 31, carrier: 'UPS', service: '2nd Day Air', total_cents: 3490 })],
      }),
    });
    renderWithProviders(<DeliveriesScreen links={LINKS} />);
    const [shipped, paid] = await screen.findAllByTestId('delivery-item');
    expect(within(shipped!).getByRole('link')).toHaveAttribute('href', '/dashboard/deliveries/32');
    expect(shipped).toHaveTextContent('Envío n.º 32');
    expect(within(shipped!).getByTestId('delivery-stage')).toHaveTextContent('Despachado');
    expect(shipped).toHaveTextContent('USPS · Priority Mail');
    expect(shipped).toHaveTextContent('$18.75');
    expect(shipped).toHaveTextContent('Seguimiento: 9400111899223100000001');
    expect(shipped).toHaveTextContent('2 paquetes');
    expect(within(paid!).getByTestId('delivery-stage')).toHaveTextContent('Pagado');
    expect(paid).toHaveTextContent('UPS · 2nd Day Air');
    expect(paid).toHaveTextContent('$34.90');
    expect(paid).not.toHaveTextContent('Seguimiento');
    expect(screen.getByRole('link', { name: 'Pedir un envío' })).toHaveAttribute('href', '/dashboard/deliveries/new');
  });

  it('says there is none yet, still offering to request one', async () => {
    fakeApi({ 'GET deliveries': answer(200, { deliveries: [] }) });
    renderWithProviders(<DeliveriesScreen links={LINKS} />, { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'You have not requested a delivery yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a delivery' })).toHaveAttribute('href', '/dashboard/deliveries/new');
  });

  it("shows the delivery gate when the server refuses the plan", async () => {
    fakeApi({ 'GET deliveries': answer(403, { error: 'This feature requires a Standard Drop or Premium Drop plan subscription.' }) });
    renderWithProviders(<DeliveriesScreen links={LINKS} />);
    expect(await screen.findByTestId('delivery-gate')).toHaveTextContent('Esta función requiere una suscripción al plan Drop Estándar o Drop Premium.');
    expect(screen.queryByRole('link', { name: 'Pedir un envío' })).toBeNull();
  });
});
