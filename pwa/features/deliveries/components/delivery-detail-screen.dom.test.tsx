import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { aDelivery, aPaypalDelivery } from '../test/delivery-factory';
import { DeliveryDetailScreen } from './delivery-detail-screen';

const SHIPPED = aDelivery({
  status: 'shipped',
  can_cancel: false,
  tracking_code: '9400111899223100000001',
  tracking_status: 'in_transit',
  label_bought_at: '2026-03-10T18:00:00.000Z',
  shipped_at: '2026-03-11T14:00:00.000Z',
  est_delivery_date: '2026-03-13',
  events: [
    { status: 'info_received', description: 'Shipping label created', location: 'Miami, FL', event_time: '2026-03-10T18:05:00.000Z' },
    { status: 'in_transit', description: 'Departed USPS Regional Facility', location: 'Orlando, FL', event_time: '2026-03-11T22:00:00.000Z' },
  ],
});

const renderDetail = (onCancelled = vi.fn(), language: 'es' | 'en' = 'es') =>
  renderWithProviders(<DeliveryDetailScreen deliveryId={31} backHref="/dashboard/deliveries" onCancelled={onCancelled} />, { language });

describe("a delivery's page", () => {
  it('shows its steps, where it goes, what is in it, what it cost and its scans newest first', async () => {
    fakeApi({ 'GET deliveries/31': answer(200, SHIPPED) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Envío n.º 31' })).toBeVisible();
    const steps = within(screen.getByTestId('delivery-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Pagado (completado)',
      'Etiqueta comprada (completado)',
      'Despachado (estado actual)',
      'Entregado (pendiente)',
    ]);
    expect(screen.getByTestId('delivery-destination')).toHaveTextContent('Ana Gómez8350 NW 52nd TerApt 4Doral, FL 33166');
    expect(screen.getByRole('heading', { name: '2 paquetes' })).toBeVisible();
    expect(screen.getByText('Zapatillas')).toBeVisible();
    const cost = screen.getByTestId('delivery-cost');
    expect(cost).toHaveTextContent('USPS · Priority Mail');
    expect(cost).toHaveTextContent('Tarifa de USPS$13.75');
    expect(cost).toHaveTextContent('Manejo en el depósito$5.00');
    expect(cost).toHaveTextContent('Total$18.75');
    expect(cost).toHaveTextContent('Pagado conVisa •••• 1111');
    expect(screen.getByTestId('delivery-tracking-code')).toHaveTextContent('9400111899223100000001');
    expect(screen.getAllByTestId('delivery-event').map((event) => event.querySelector('p')?.textContent)).toEqual(['En tránsito', 'Etiqueta creada']);
    expect(screen.queryByRole('button', { name: 'Cancelar envío' })).toBeNull();
  });

  it('asks the carrier again on a shipped delivery and shows what it answers', async () => {
    const delivered = { ...SHIPPED, status: 'delivered' as const, tracking_status: 'delivered' as const, delivered_at: '2026-03-12T16:00:00.000Z', events: [{ status: 'delivered' as const, description: 'Delivered to the recipient', location: null, event_time: '2026-03-12T16:00:00.000Z' }, ...SHIPPED.events] };
    const api = fakeApi({ 'GET deliveries/31': answer(200, SHIPPED), 'POST deliveries/31/refresh': answer(200, delivered), 'GET deliveries': answer(200, { deliveries: [delivered] }) });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Actualizar seguimiento' }));
    await waitFor(() => expect(screen.getAllByTestId('delivery-event')[0]).toHaveTextContent('Entregado'));
    expect(api.callsTo('POST deliveries/31/refresh')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Actualizar seguimiento' })).toBeNull();
  });

  it('cancels after confirming: the refund is said and the delivery shows cancelled', async () => {
    const held = heldAnswer();
    const cancelled = aDelivery({ status: 'cancelled', can_cancel: false, cancelled_at: '2026-03-10T16:00:00.000Z' });
    const api = fakeApi({ 'GET deliveries/31': answer(200, aDelivery()), 'DELETE deliveries/31': held.handler, 'GET deliveries': answer(200, { deliveries: [cancelled] }) });
    const onCancelled = vi.fn();
    const { user } = renderDetail(onCancelled);
    await user.click(await screen.findByRole('button', { name: 'Cancelar envío' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar este envío?' });
    expect(dialog).toHaveAccessibleDescription('Te devolvemos $18.75 a Visa •••• 1111.');

    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar el envío' }));
    expect(within(dialog).getByRole('button', { name: 'Cancelando…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'No, mantenerlo' })).toBeDisabled();
    held.release(answer(200, { delivery: cancelled, message: 'Delivery cancelled. Your payment has been refunded.' }));

    expect(await screen.findByText('Envío cancelado. Te devolvimos el pago.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE deliveries/31')).toHaveLength(1);
    expect(screen.getByTestId('delivery-stage')).toHaveTextContent('Cancelado');
    expect(screen.getByText('Cancelaste este envío y te devolvimos $18.75. Tus paquetes siguen en el depósito.')).toBeVisible();
    expect(screen.getByTestId('delivery-cost')).toHaveTextContent('Reembolsado');
    expect(screen.queryByRole('button', { name: 'Cancelar envío' })).toBeNull();
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open with the server's reason when the label was bought meanwhile", async () => {
    fakeApi({
      'GET deliveries/31': answer(200, aDelivery()),
      'DELETE deliveries/31': answer(409, { error: 'This delivery can no longer be cancelled: its label has been bought.' }),
    });
    const onCancelled = vi.fn();
    const { user } = renderDetail(onCancelled);
    await user.click(await screen.findByRole('button', { name: 'Cancelar envío' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, cancelar el envío' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este envío ya no se puede cancelar: ya compramos su etiqueta.');
    expect(onCancelled).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'No, mantenerlo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a PayPal delivery was paid with PayPal and is refunded there', async () => {
    fakeApi({ 'GET deliveries/31': answer(200, aPaypalDelivery()) });
    const { user } = renderDetail();
    const cost = await screen.findByTestId('delivery-cost');
    expect(cost).toHaveTextContent('Pagado conPayPal');
    expect(cost).not.toHaveTextContent('Visa');
    await user.click(screen.getByRole('button', { name: 'Cancelar envío' }));
    expect(await screen.findByRole('dialog', { name: '¿Cancelar este envío?' })).toHaveAccessibleDescription('Te devolvemos $18.75 a tu cuenta de PayPal.');
  });

  it('says so for a delivery that is not the customer’s', async () => {
    fakeApi({ 'GET deliveries/31': answer(404, { error: 'Delivery not found' }) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'No encontramos este envío' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Mis envíos' }).at(-1)).toHaveAttribute('href', '/dashboard/deliveries');
  });

  it('reads in English', async () => {
    fakeApi({ 'GET deliveries/31': answer(200, aDelivery()) });
    renderDetail(vi.fn(), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery #31' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel delivery' })).toBeVisible();
    expect(screen.getByText('You will get the tracking code once we buy the label.')).toBeVisible();
  });
});
