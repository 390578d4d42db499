import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_SUBSCRIPTION, type Subscription } from '@shared/subscription/subscription-schema';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { createQueryClient } from '@/lib/query-client';
import { subscriptionQuery } from '../api/subscription-queries';
import { ChangePlanDialog } from './change-plan-dialog';

const USER_ID = 7;
const STANDARD: Subscription = {
  ...NO_SUBSCRIPTION,
  id: 31,
  subscription_status: 'active',
  plan_type: 'plus',
  plan_name: 'Standard Drop',
  plan_price: 39.9,
  max_shipments: 10,
  current_shipment_count: 3,
  shipments_used: 3,
  storage_days: 30,
  can_cancel: true,
  payment_provider: 'braintree',
  access_until: '2026-12-21T17:00:00.000Z',
  next_billing_date: '2026-12-21T17:00:00.000Z',
  created_at: '2026-11-21T17:00:00.000Z',
};
const PREMIUM: Subscription = { ...STANDARD, plan_type: 'premium', plan_name: 'Premium Drop', plan_price: 49.9, max_shipments: 20 };
const SAFE = answer(200, { is_safe: true, reason: null });

/** The dialog as the dashboard hosts it: opened by a button, fed the subscription the app holds. */
function PlanScreen() {
  const [open, setOpen] = useState(true);
  const subscription = useQuery(subscriptionQuery(USER_ID)).data ?? null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Abrir</button>
      <ChangePlanDialog userId={USER_ID} subscription={subscription} open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog(routes: Record<string, Route>, { language = 'es' as 'es' | 'en', current = STANDARD } = {}) {
  const api = fakeApi(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(subscriptionQuery(USER_ID).queryKey, current);
  return { ...renderWithProviders(<PlanScreen />, { language, queryClient }), api };
}

const planCard = (name: string) => screen.getByRole('article', { name });
const validate = `POST users/${USER_ID}/subscription/validate`;
const change = `PUT users/${USER_ID}/subscription`;

async function chooseAndConfirmPremium(rendered: ReturnType<typeof renderDialog>) {
  await rendered.user.click(within(planCard('Drop Premium')).getByRole('button', { name: 'Cambiar a este plan' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'Confirmar cambio' }));
}

describe('the plan change dialog', () => {
  it('marks the current plan and offers the others', () => {
    renderDialog({});

    expect(screen.getByRole('dialog', { name: 'Cambiar plan' })).toBeVisible();
    expect(within(planCard('Drop Estándar')).getByRole('button', { name: 'Plan actual' })).toBeVisible();
    expect(within(planCard('Drop Básico')).getByRole('button', { name: 'Cambiar a este plan' })).toBeEnabled();
    expect(within(planCard('Drop Premium')).getByRole('button', { name: 'Cambiar a este plan' })).toBeEnabled();
  });

  it('checks the choice with the server, then says what the change means before anything is charged', async () => {
    const rendered = renderDialog({ [validate]: SAFE });
    await rendered.user.click(within(planCard('Drop Premium')).getByRole('button', { name: 'Cambiar a este plan' }));

    expect(await screen.findByRole('heading', { name: 'Mejorar de Drop Estándar a Drop Premium' })).toBeVisible();
    expect(screen.getByText('Se cobrará ahora el precio completo del nuevo plan ($49.90 USD), sin prorrateo.')).toBeVisible();
    expect(screen.getByText('Esta acción no se puede deshacer.')).toBeVisible();
    expect(rendered.api.callsTo(validate)[0]!.body).toEqual({ plan_type: 'premium' });
    expect(rendered.api.callsTo(change)).toHaveLength(0);
  });

  it('keeps every choice off and says it is checking while the server validates', async () => {
    const held = heldAnswer();
    const rendered = renderDialog({ [validate]: held.handler });
    await rendered.user.click(within(planCard('Drop Premium')).getByRole('button', { name: 'Cambiar a este plan' }));

    expect(within(planCard('Drop Premium')).getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    expect(within(planCard('Drop Básico')).getByRole('button')).toBeDisabled();
    held.release(SAFE);
    expect(await screen.findByRole('button', { name: 'Confirmar cambio' })).toBeEnabled();
  });

  it('shows the server\'s reason for refusing a downgrade, in Spanish with the plan\'s Spanish name', async () => {
    const reason = 'Cannot downgrade: You have 7 shipments but Basic Drop only allows 5 shipments. Please contact support to resolve this.';
    const rendered = renderDialog({ [validate]: answer(200, { is_safe: false, reason }) });
    await rendered.user.click(within(planCard('Drop Básico')).getByRole('button', { name: 'Cambiar a este plan' }));

    expect(await screen.findByText('No se puede cambiar a ese plan')).toBeVisible();
    expect(screen.getByTestId('plan-change-reason')).toHaveTextContent(
      'No puedes bajar de plan: tienes 7 envíos pero Drop Básico solo permite 5 envíos. Por favor contacta a soporte para resolverlo.',
    );
    expect(screen.queryByRole('button', { name: 'Confirmar cambio' })).not.toBeInTheDocument();
  });

  it('shows the same reason in English in the server\'s exact words', async () => {
    const reason = 'Cannot downgrade: You are currently using all 10 shipments. Please wait until some shipments are completed or contact support.';
    const rendered = renderDialog({ [validate]: answer(200, { is_safe: false, reason }) }, { language: 'en' });
    await rendered.user.click(within(planCard('Basic Drop')).getByRole('button', { name: 'Switch to this plan' }));

    expect(await screen.findByTestId('plan-change-reason')).toHaveTextContent(reason);
  });

  it('applies the same rules itself when the server cannot be asked', async () => {
    const rendered = renderDialog({ [validate]: 'network-down' }, { current: { ...STANDARD, current_shipment_count: 10, shipments_used: 10 } });
    await rendered.user.click(within(planCard('Drop Básico')).getByRole('button', { name: 'Cambiar a este plan' }));

    expect(await screen.findByTestId('plan-change-reason')).toHaveTextContent(
      'No puedes bajar de plan: estás usando los 10 envíos de tu plan. Espera a que se completen algunos envíos o contacta a soporte.',
    );
  });

  it('keeps confirm and back off while the change is being charged', async () => {
    const held = heldAnswer();
    const rendered = renderDialog({ [validate]: SAFE, [change]: held.handler });
    await chooseAndConfirmPremium(rendered);

    expect(screen.getByRole('button', { name: 'Cambiando plan...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
    held.release(answer(200, { message: 'Subscription updated', subscription: PREMIUM }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on success closes, says the new plan, and the app holds the new plan', async () => {
    const rendered = renderDialog({ [validate]: SAFE, [change]: answer(200, { message: 'Subscription updated', subscription: PREMIUM }) });
    await chooseAndConfirmPremium(rendered);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Tu plan ahora es Drop Premium.')).toBeVisible();
    await rendered.user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(within(planCard('Drop Premium')).getByRole('button', { name: 'Plan actual' })).toBeVisible();
    expect(rendered.api.callsTo(change)[0]!.body).toEqual({ plan_type: 'premium' });
  });

  it('a declined upgrade shows the bank\'s refusal in the customer\'s words and keeps the old plan', async () => {
    const rendered = renderDialog({ [validate]: SAFE, [change]: answer(402, { error: 'Payment declined: Do Not Honor', code: '2000' }) });
    await chooseAndConfirmPremium(rendered);

    expect(await screen.findByText('Error al cambiar el plan')).toBeVisible();
    expect(screen.getByText('Tu banco rechazó la tarjeta. Prueba con otra tarjeta o llama a tu banco para que autorice el pago.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmar cambio' })).toBeEnabled();
    await rendered.user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(within(planCard('Drop Estándar')).getByRole('button', { name: 'Plan actual' })).toBeVisible();
  });

  it('reads a declined upgrade by the processor code, as the payment step does (address and CVV, code 2060)', async () => {
    const error = 'Payment declined: Address Verification and Card Security Code Failed';
    const rendered = renderDialog({ [validate]: SAFE, [change]: answer(402, { error, code: '2060' }) });
    await chooseAndConfirmPremium(rendered);

    expect(
      await screen.findByText('La dirección de facturación y el código de seguridad (CVV) no coinciden con los de tu banco. Revísalos o usa otra tarjeta.'),
    ).toBeVisible();
  });

  it('when no answer comes, asks to try again', async () => {
    const rendered = renderDialog({ [validate]: SAFE, [change]: 'network-down' });
    await chooseAndConfirmPremium(rendered);

    expect(await screen.findByText('Error al cambiar el plan. Por favor intenta de nuevo.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirmar cambio' })).toBeEnabled();
  });

  it('tells a partial success apart: the plan changed here but the payment side needs support', async () => {
    const partial = { message: 'Subscription updated', error: 'Braintree operations failed: gateway timeout', subscription: PREMIUM };
    const rendered = renderDialog({ [validate]: SAFE, [change]: answer(200, partial) });
    await chooseAndConfirmPremium(rendered);

    expect(await screen.findByText('Cambio parcial')).toBeVisible();
    expect(screen.getByText(/Por favor contacta a soporte/)).toBeVisible();
    await rendered.user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
