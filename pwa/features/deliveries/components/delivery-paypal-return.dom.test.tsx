import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MESSAGES } from '@shared/deliveries/delivery-messages';
import { PAYPAL_ERRORS } from '@shared/payments/paypal-messages';
import { forgetVisits } from '@/lib/once-per-visit';
import { createQueryClient } from '@/lib/query-client';
import { useConnectivity } from '@/lib/connectivity';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { DELIVERIES_KEY, deliveryKey } from '../api/delivery-keys';
import { aPaypalDelivery, TEST_LINKS } from '../test/delivery-factory';
import { DeliveryPaypalReturn } from './delivery-paypal-return';

const CAPTURE = 'POST deliveries/31/paypal-capture';
const PAID = { delivery: aPaypalDelivery(), message: DELIVERY_MESSAGES.paid };

// As the app renders it (pwa/main.tsx): StrictMode mounts the page, unmounts it and mounts it again, effects included.
beforeEach(() => configure({ reactStrictMode: true }));
afterEach(() => {
  configure({ reactStrictMode: false });
  forgetVisits();
});

// PayPal's query is on the address.
function renderReturn(capture: Route, { language = 'es' as 'es' | 'en', onPaid = vi.fn(), queryClient = createQueryClient() } = {}) {
  const api = fakeApi({ [CAPTURE]: capture });
  const page = () => <DeliveryPaypalReturn deliveryId={31} links={TEST_LINKS} onPaid={onPaid} />;
  const rendered = renderWithProviders(page(), { language, queryClient, route: '/dashboard/deliveries/31/paypal-return?token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ' });
  return { ...rendered, api, onPaid, rerenderPage: () => rendered.rerender(page()) };
}

describe('back from PayPal: the return page', () => {
  it('captures once per visit, says it is confirming, then shows the paid delivery and refreshes what it changed', async () => {
    const held = heldAnswer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(DELIVERIES_KEY, []);
    const { api, onPaid, rerenderPage } = renderReturn(held.handler, { queryClient });

    expect(await screen.findByRole('status')).toHaveTextContent('Confirmando tu pago con PayPal…');
    expect(screen.getByRole('heading', { level: 1, name: 'Pago con PayPal' })).toBeVisible();
    rerenderPage();
    rerenderPage();
    await waitFor(() => expect(api.callsTo(CAPTURE)).toHaveLength(1));
    expect(api.callsTo(CAPTURE)[0]?.body).toBeUndefined();

    held.release(answer(200, PAID));
    const paid = await screen.findByRole('heading', { name: '¡Envío pagado!' });
    expect(paid).toHaveFocus();
    expect(await screen.findByText('Envío pagado. Despacharemos tus paquetes pronto.')).toBeVisible();
    expect(screen.getByTestId('paid-total')).toHaveTextContent('$18.75 con PayPal');
    expect(screen.getByRole('link', { name: 'Ver el envío' })).toHaveAttribute('href', '/dashboard/deliveries/31');
    expect(screen.queryByText('Confirmando tu pago con PayPal…')).toBeNull();

    rerenderPage();
    expect(api.callsTo(CAPTURE)).toHaveLength(1);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith(PAID);
    // As after a card payment: the delivery is the answer's, the list is read again.
    expect(queryClient.getQueryData(deliveryKey(31))).toEqual(PAID.delivery);
    expect(queryClient.getQueryState(DELIVERIES_KEY)?.isInvalidated).toBe(true);
    expect(api.unexpected).toEqual([]);
  });

  it.each([
    ['the reservation is gone', 409, DELIVERY_MESSAGES.paypalExpired, 'Este pago con PayPal ya no se puede completar. Vuelve a pedir las tarifas.', 'Pedir tarifas de nuevo', '/dashboard/deliveries/new'],
    ['it came too late and was refunded', 409, DELIVERY_MESSAGES.paypalRefunded, 'Este pago con PayPal llegó después de cancelarse el envío, así que te lo devolvimos.', 'Pedir tarifas de nuevo', '/dashboard/deliveries/new'],
    ['the customer did not approve it', 422, PAYPAL_ERRORS.notApproved, 'La orden de PayPal no fue aprobada', 'Volver a pedir el envío', '/dashboard/deliveries/new'],
    ['it was paid already', 409, DELIVERY_MESSAGES.alreadyPaid, 'Este envío ya está pagado.', 'Ver el envío', '/dashboard/deliveries/31'],
  ])('when %s: the reason and the next step, no retry', async (_case, status, error, text, next, href) => {
    const { api, onPaid } = renderReturn(answer(status, { error }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'No pudimos completar el pago' })).toHaveFocus();
    expect(screen.getByRole('link', { name: next })).toHaveAttribute('href', href);
    expect(screen.getByRole('link', { name: 'Ver mis envíos' })).toHaveAttribute('href', '/dashboard/deliveries');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
    expect(api.callsTo(CAPTURE)).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says a delivery that is not the customer’s was not found, with the way to the deliveries', async () => {
    renderReturn(answer(404, { error: DELIVERY_MESSAGES.notFound }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ese envío');
    expect(screen.getByRole('link', { name: 'Ver mis envíos' })).toHaveAttribute('href', '/dashboard/deliveries');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
  });

  it('offers the same capture again when PayPal could not take it now, showing the progress', async () => {
    const held = heldAnswer();
    let captures = 0;
    const { api, user, onPaid } = renderReturn(() => (++captures === 1 ? answer(502, { error: DELIVERY_MESSAGES.paypalFailed }) : held.handler()));
    expect(await screen.findByRole('alert')).toHaveTextContent('PayPal no pudo tomar el pago ahora. Vuelve a intentarlo.');
    // The API's own 502 is an answer: the app does not call itself offline for it.
    expect(useConnectivity.getState().status).toBe('reachable');

    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    const busy = await screen.findByRole('button', { name: 'Confirmando…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    held.release(answer(200, PAID));
    expect(await screen.findByRole('heading', { name: '¡Envío pagado!' })).toHaveFocus();
    expect(api.callsTo(CAPTURE)).toHaveLength(2);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when no answer came', async () => {
    let captures = 0;
    const { api, user } = renderReturn(() => (++captures === 1 ? 'network-down' : answer(200, PAID)));
    expect(await screen.findByRole('alert')).toHaveTextContent('No supimos si se confirmó tu pago con PayPal.');
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { name: '¡Envío pagado!' })).toBeVisible();
    expect(api.callsTo(CAPTURE)).toHaveLength(2);
  });

  it('does not call a delivery cancelled meanwhile paid', async () => {
    const cancelled = aPaypalDelivery({ status: 'cancelled', can_cancel: false, cancelled_at: '2026-03-10T16:00:00.000Z' });
    renderReturn(answer(200, { delivery: cancelled, message: DELIVERY_MESSAGES.cancelled }));
    expect(await screen.findByRole('heading', { name: 'Este envío está cancelado' })).toHaveFocus();
    expect(await screen.findByText('Envío cancelado. Te devolvimos el pago.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: '¡Envío pagado!' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver el envío' })).toHaveAttribute('href', '/dashboard/deliveries/31');
  });

  it('reads in English', async () => {
    const held = heldAnswer();
    renderReturn(held.handler, { language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your PayPal payment…');
    held.release(answer(200, PAID));
    expect(await screen.findByRole('heading', { name: 'Delivery paid!' })).toBeVisible();
    expect(screen.getByTestId('paid-total')).toHaveTextContent('$18.75 with PayPal');
  });
});
