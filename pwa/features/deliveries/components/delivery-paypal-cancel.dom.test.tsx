import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '@shared/deliveries/delivery-messages';
import { createQueryClient } from '@/lib/query-client';
import { forgetVisits } from '@/lib/once-per-visit';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TEST_LINKS } from '../test/delivery-factory';
import { DELIVERIES_KEY } from '../api/delivery-keys';
import { DeliveryPaypalCancel } from './delivery-paypal-cancel';

const CANCEL = 'DELETE deliveries/31/paypal-order';

// As the app renders it (pwa/main.tsx): StrictMode mounts the page, unmounts it and mounts it again, effects included.
beforeEach(() => configure({ reactStrictMode: true }));
afterEach(() => {
  configure({ reactStrictMode: false });
  forgetVisits();
});

function renderCancel(route: Route, { language = 'es' as 'es' | 'en', queryClient = createQueryClient() } = {}) {
  const api = fakeApi({ [CANCEL]: route });
  const page = () => <DeliveryPaypalCancel deliveryId={31} links={TEST_LINKS} />;
  const rendered = renderWithProviders(page(), { language, queryClient, route: '/dashboard/deliveries/31/paypal-cancel?token=5O190127TN364715T' });
  return { ...rendered, api, rerenderPage: () => rendered.rerender(page()) };
}

describe('cancelled at PayPal: the cancel page', () => {
  it('removes the reservation once, says nothing was charged and leads back to choose again', async () => {
    const held = heldAnswer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(DELIVERIES_KEY, []);
    const { api, rerenderPage } = renderCancel(held.handler, { queryClient });
    expect(await screen.findByRole('status')).toHaveTextContent('Cancelando tu pago con PayPal…');
    rerenderPage();
    await waitFor(() => expect(api.callsTo(CANCEL)).toHaveLength(1));

    held.release(answer(200, { message: DELIVERY_MESSAGES.paypalCancelled }));
    expect(await screen.findByRole('heading', { name: 'Pago cancelado' })).toHaveFocus();
    expect(await screen.findByText('Pago con PayPal cancelado. No se cobró nada.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Elegir de nuevo' })).toHaveAttribute('href', '/dashboard/deliveries/new');
    rerenderPage();
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    expect(queryClient.getQueryState(DELIVERIES_KEY)?.isInvalidated).toBe(true);
    expect(api.unexpected).toEqual([]);
  });

  it('says the same when there was nothing to cancel: nothing was charged', async () => {
    renderCancel(answer(404, { error: DELIVERY_MESSAGES.notFound }));
    expect(await screen.findByText('Pago con PayPal cancelado. No se cobró nada.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Elegir de nuevo' })).toHaveAttribute('href', '/dashboard/deliveries/new');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leads to the delivery when it was paid meanwhile', async () => {
    renderCancel(answer(409, { error: DELIVERY_MESSAGES.alreadyPaid }));
    expect(await screen.findByRole('heading', { name: 'Tu envío ya está pagado' })).toHaveFocus();
    expect(screen.getByText('Este envío ya está pagado.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver el envío' })).toHaveAttribute('href', '/dashboard/deliveries/31');
    expect(screen.queryByRole('link', { name: 'Elegir de nuevo' })).toBeNull();
  });

  it('offers to try again when no answer came, showing the progress', async () => {
    const held = heldAnswer();
    let calls = 0;
    const { api, user } = renderCancel(() => (++calls === 1 ? 'network-down' : held.handler()));
    expect(await screen.findByRole('alert')).toHaveTextContent('No supimos si se canceló tu pago con PayPal.');
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('button', { name: 'Cancelando…' })).toBeDisabled();
    held.release(answer(200, { message: DELIVERY_MESSAGES.paypalCancelled }));
    expect(await screen.findByText('Pago con PayPal cancelado. No se cobró nada.')).toBeVisible();
    expect(api.callsTo(CANCEL)).toHaveLength(2);
  });

  it('reads in English', async () => {
    renderCancel(answer(200, { message: DELIVERY_MESSAGES.paypalCancelled }), { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
    expect(await screen.findByText('PayPal payment cancelled. Nothing was charged.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose again' })).toHaveAttribute('href', '/dashboard/deliveries/new');
  });
});
