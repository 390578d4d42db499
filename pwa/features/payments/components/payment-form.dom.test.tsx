import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NO_SUBSCRIPTION } from '@shared/subscription/subscription-schema';
import { paidPlan } from '@shared/plans/plan-catalog';
import { answer, fakeApi, heldAnswer, type Answer } from '@/test/fake-api';
import { renderWithProviders, type Rendered } from '@/test/render-with-providers';
import { PaymentForm } from './payment-form';

// The local sandbox: the client token says 'local', so the form is our own test card form (no Drop-in script).
const LOCAL_TOKEN = { client_token: 'local-sandbox', has_saved_payment_methods: false, mode: 'local' };
const RECAPTCHA_OFF = { enabled: false, site_key: null, version: 'local' };
const PAID = { success: true, subscription_id: 'sub_1', customer_id: 'cus_1', subscription: { ...NO_SUBSCRIPTION, id: 1, plan_type: 'plus', subscription_status: 'active' } };
const DECLINED = answer(402, { error: 'Payment declined: Do Not Honor', code: '2000' });
const USER = { first_name: 'Ana', last_name: 'Gómez', email: 'ana@example.com', phone: '+13055550123' };

function server(subscribe: Array<Answer | (() => Promise<Answer>)>, token: Answer = answer(200, LOCAL_TOKEN)) {
  const replies = [...subscribe];
  return fakeApi({
    'GET braintree/client-token': () => token,
    'GET recaptcha/config': answer(200, RECAPTCHA_OFF),
    'POST subscriptions': () => {
      const next = replies.shift();
      if (!next) throw new Error('no more answers scripted');
      return typeof next === 'function' ? next() : next;
    },
  });
}

function renderForm(language: 'es' | 'en' = 'es') {
  const onPaid = vi.fn();
  const rendered = renderWithProviders(<PaymentForm plan={paidPlan('plus')} user={USER} onPaid={onPaid} />, { language });
  return { ...rendered, onPaid };
}

/** The billing address and a card, as a customer fills them (name, e-mail and phone come from the account). */
async function fillIn({ user }: Rendered, card = '4111 1111 1111 1111') {
  await user.type(await screen.findByLabelText(/^Nombre del titular|^Cardholder name/), 'Ana Gómez');
  await user.type(screen.getByLabelText(/^Número de tarjeta|^Card number/), card);
  await user.type(screen.getByLabelText(/^Vencimiento|^Expiry/), '12/34');
  await user.type(screen.getByLabelText(/^CVV/), '123');
  await user.type(screen.getByLabelText(/^Dirección|^Street/), 'Calle 1 234');
  await user.type(screen.getByLabelText(/^Ciudad|^City/), 'Córdoba');
  await user.type(screen.getByLabelText(/^Código postal|^ZIP|^Postal/), '5000');
  await user.selectOptions(screen.getByLabelText(/^País|^Country/), 'AR');
}

const payButton = () => screen.getByRole('button', { name: /^(Pagar|Pay) \$39\.90 USD$/ });
const failureDialog = () => screen.findByRole('dialog', { name: /Error en el pago|Payment error/ });

describe('the payment step', () => {
  it('shows a declined card in the customer\'s words, with the bank\'s code small, never the processor\'s English', async () => {
    const api = server([DECLINED]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());

    const dialog = await failureDialog();
    expect(within(dialog).getByText('Tu banco rechazó la tarjeta. Prueba con otra tarjeta o llama a tu banco para que autorice el pago.')).toBeVisible();
    expect(within(dialog).getByText('Código de respuesta del banco: 2000')).toBeVisible();
    expect(dialog).not.toHaveTextContent('Do Not Honor');
    expect(form.onPaid).not.toHaveBeenCalled();
    expect(api.callsTo('POST subscriptions')).toHaveLength(1);
  });

  it.each([
    ['2001', 'Payment declined: Insufficient Funds', 'La tarjeta no tiene fondos o límite suficiente para este pago. Prueba con otra tarjeta.'],
    ['2004', 'Payment declined: Expired Card', 'La tarjeta está vencida o la fecha de vencimiento no coincide. Revísala o usa otra tarjeta.'],
    ['2010', 'Payment declined: Card Issuer Declined CVV', 'El código de seguridad (CVV) no coincide. Revísalo: son los 3 dígitos del dorso de tu tarjeta, o 4 en el frente si es American Express.'],
    ['2060', 'Payment declined: Address Verification and Card Security Code Failed', 'La dirección de facturación y el código de seguridad (CVV) no coinciden con los de tu banco. Revísalos o usa otra tarjeta.'],
  ])('says what to do about processor code %s', async (code, error, message) => {
    server([answer(402, { error, code })]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());

    const dialog = await failureDialog();
    expect(within(dialog).getByTestId('payment-failure-detail')).toHaveTextContent(message);
    expect(within(dialog).getByText(`Código de respuesta del banco: ${code}`)).toBeVisible();
    // The message already says it: the spec's extra help boxes are not added to a mapped decline.
    expect(within(dialog).queryByText(/Revisa el código de seguridad \(CVV\): son los 3/)).not.toBeInTheDocument();
  });

  it('says the same in English for an English reader', async () => {
    server([DECLINED]);
    const form = renderForm('en');
    await fillIn(form);
    await form.user.click(payButton());

    const dialog = await failureDialog();
    expect(within(dialog).getByText('Your bank declined the card. Try another card or call your bank to allow the payment.')).toBeVisible();
    expect(within(dialog).getByText('Bank response code: 2000')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retry payment' })).toBeEnabled();
  });

  it('after a decline, retry closes the dialog, puts the customer back on the card form and pays as a new attempt', async () => {
    const api = server([DECLINED, answer(201, PAID)]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());
    await form.user.click(within(await failureDialog()).getByRole('button', { name: 'Reintentar pago' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre del titular/)).toHaveFocus();
    expect(payButton()).toBeEnabled();

    await form.user.click(payButton());
    await waitFor(() => expect(form.onPaid).toHaveBeenCalledWith(PAID));
    const [first, second] = api.callsTo('POST subscriptions');
    // A refusal is an answer: the next try is a new attempt, so the server does not replay the decline.
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('keeps the pay button disabled and says it is processing while the payment is on its way', async () => {
    const held = heldAnswer();
    server([held.handler]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());

    const busy = await screen.findByRole('button', { name: /Procesando pago/ });
    expect(busy).toBeDisabled();
    await form.user.click(busy);

    held.release(answer(201, PAID));
    await waitFor(() => expect(form.onPaid).toHaveBeenCalledTimes(1));
  });

  it('on a network failure says the retry will not charge twice, and retry resends the same attempt', async () => {
    const api = server(['network-down', answer(201, PAID)]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());

    const dialog = await failureDialog();
    expect(within(dialog).getByText('Error de red. Revisa tu conexión: si el pago llegó a procesarse, reintentarlo no lo cobrará dos veces.')).toBeVisible();
    expect(within(dialog).queryByText(/Código de respuesta/)).not.toBeInTheDocument();
    await form.user.click(within(dialog).getByRole('button', { name: 'Reintentar pago' }));

    await waitFor(() => expect(form.onPaid).toHaveBeenCalledWith(PAID));
    const [first, second] = api.callsTo('POST subscriptions');
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(second!.body).toEqual(first!.body);
  });

  it('shows a server failure without a JSON answer by its status', async () => {
    server([answer(500)]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());

    expect(await failureDialog()).toHaveTextContent('Error del servidor (500): Por favor intenta más tarde.');
  });

  it('closes the failure dialog with Cerrar and lets the customer pay again', async () => {
    server([DECLINED]);
    const form = renderForm();
    await fillIn(form);
    await form.user.click(payButton());
    await form.user.click(within(await failureDialog()).getByRole('button', { name: 'Cerrar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(payButton()).toBeEnabled();
  });

  it('asks for the missing billing fields and sends nothing', async () => {
    const api = server([]);
    const form = renderForm();
    await screen.findByLabelText(/^Nombre del titular/);
    await form.user.click(payButton());

    expect(await screen.findByText('Por favor completa todos los campos obligatorios.')).toBeVisible();
    expect(api.callsTo('POST subscriptions')).toHaveLength(0);
  });

  it('shows the card form\'s own errors for an impossible card and sends nothing', async () => {
    const api = server([]);
    const form = renderForm();
    await fillIn(form, '4111');
    await form.user.click(payButton());

    const number = screen.getByLabelText(/^Número de tarjeta/);
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST subscriptions')).toHaveLength(0);
  });

  it('when the payment options cannot be loaded, offers to try again and keeps the pay button off until they load', async () => {
    let tokenFails = true;
    fakeApi({
      'GET braintree/client-token': () => (tokenFails ? 'network-down' : answer(200, LOCAL_TOKEN)),
      'GET recaptcha/config': answer(200, RECAPTCHA_OFF),
    });
    const form = renderForm();

    expect(await screen.findByText('No pudimos cargar las opciones de pago.')).toBeVisible();
    expect(payButton()).toBeDisabled();
    tokenFails = false;
    await form.user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));

    expect(await screen.findByLabelText(/^Nombre del titular/)).toBeVisible();
    expect(payButton()).toBeEnabled();
  });
});
