import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paidPlan } from '@shared/plans/plan-catalog';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PaypalCancelView } from './paypal-cancel-view';
import { PaypalCheckout } from './paypal-checkout';

const payButton = () => screen.getByRole('button', { name: /Pagar \$39\.90 USD con PayPal|Redirigiendo a PayPal/ });

async function startCheckout(order: Route) {
  const api = fakeApi({ 'POST paypal/orders': order });
  const rendered = renderWithProviders(<PaypalCheckout plan={paidPlan('plus')} />);
  await rendered.user.click(payButton());
  return { ...rendered, api };
}

describe('the PayPal checkout', () => {
  it('says it is going to PayPal and cannot be pressed twice while the order is being created', async () => {
    const held = heldAnswer();
    const { api } = await startCheckout(held.handler);

    const busy = screen.getByRole('button', { name: 'Redirigiendo a PayPal...' });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST paypal/orders')[0]!.body).toEqual({ plan_type: 'plus' });
    held.release(answer(502, { error: 'Failed to create PayPal order' }));
    expect(await screen.findByRole('button', { name: 'Pagar $39.90 USD con PayPal' })).toBeEnabled();
  });

  it('when PayPal cannot create the order, says so in Spanish and lets the customer try again', async () => {
    await startCheckout(answer(502, { error: 'Failed to create PayPal order' }));

    expect(await screen.findByText('No se pudo crear la orden de PayPal')).toBeVisible();
    expect(screen.queryByText('Failed to create PayPal order')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('refuses a second plan for a card subscriber in the reader\'s language', async () => {
    await startCheckout(answer(409, { error: 'You already have an active subscription' }));

    expect(await screen.findByText('Ya tienes una suscripción activa')).toBeVisible();
  });

  it('on a network failure says the connection failed and keeps the button usable', async () => {
    await startCheckout('network-down');

    expect(await screen.findByText('Error de red')).toBeVisible();
    expect(payButton()).toBeEnabled();
  });

  it('says when the order came back without a link to approve it', async () => {
    await startCheckout(answer(201, { id: 'ORDER-1', status: 'CREATED', links: [{ href: 'https://example.test/self', rel: 'self', method: 'GET' }] }));

    expect(await screen.findByText('No se encontró el enlace de aprobación en la orden de PayPal')).toBeVisible();
  });
});

describe('the PayPal cancel page', () => {
  it('says nothing was charged and offers to try again or go back to the dashboard', () => {
    renderWithProviders(<PaypalCancelView />);

    expect(screen.getByRole('heading', { name: 'Pago cancelado' })).toBeVisible();
    expect(screen.getByText('Tu pago con PayPal fue cancelado. No se realizó ningún cargo a tu cuenta.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Volver al Panel' })).toHaveAttribute('href', '/dashboard');
  });

  it('reads in English for an English reader', () => {
    renderWithProviders(<PaypalCancelView />, { language: 'en' });

    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeVisible();
    expect(screen.getByText('Your PayPal payment was cancelled. No charges have been made to your account.')).toBeVisible();
  });
});
