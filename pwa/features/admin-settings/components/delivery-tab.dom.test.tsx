import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeliveryTab } from './delivery-tab';

describe('the handling fee setting', () => {
  it('shows the saved fee in dollars, sends the typed one in cents, busy while it saves, then says it saved', async () => {
    const held = heldAnswer();
    const api = fakeApi({ 'GET settings/delivery': answer(200, { handling_fee_cents: 500 }), 'POST settings/delivery': held.handler });
    const { user } = renderWithProviders(<DeliveryTab />);
    const field = await screen.findByLabelText('Cargo por manejo (USD)');
    expect(field).toHaveValue('5.00');
    expect(screen.getByRole('button', { name: 'Guardar cargo' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, '7,5');
    await user.click(screen.getByRole('button', { name: 'Guardar cargo' }));
    const busy = screen.getByRole('button', { name: 'Guardando...' });
    expect(busy).toBeDisabled();
    expect(api.callsTo('POST settings/delivery').map((call) => call.body)).toEqual([{ handling_fee_cents: 750 }]);

    held.release(answer(200, { handling_fee_cents: 750 }));
    expect(await screen.findByText('Cargo por manejo guardado: 7.50 USD')).toBeVisible();
    expect(field).toHaveValue('7.50');
    expect(screen.getByRole('button', { name: 'Guardar cargo' })).toBeDisabled();
  });

  it('takes 0 to charge no fee', async () => {
    const api = fakeApi({ 'GET settings/delivery': answer(200, { handling_fee_cents: 500 }), 'POST settings/delivery': answer(200, { handling_fee_cents: 0 }) });
    const { user } = renderWithProviders(<DeliveryTab />, { language: 'en' });
    const field = await screen.findByLabelText('Handling fee (USD)');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save fee' }));
    expect(await screen.findByText('Handling fee saved: 0.00 USD')).toBeVisible();
    expect(api.callsTo('POST settings/delivery')[0]?.body).toEqual({ handling_fee_cents: 0 });
  });

  it('refuses an amount above 100.00 beside the field, sending nothing', async () => {
    const api = fakeApi({ 'GET settings/delivery': answer(200, { handling_fee_cents: 500 }) });
    const { user } = renderWithProviders(<DeliveryTab />);
    const field = await screen.findByLabelText('Cargo por manejo (USD)');
    await user.clear(field);
    await user.type(field, '100.01');
    await user.click(screen.getByRole('button', { name: 'Guardar cargo' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Escribe un monto de 0.00 a 100.00 USD, con hasta dos decimales.');
    expect(api.callsTo('POST settings/delivery')).toHaveLength(0);
  });

  it("shows the server's refusal translated", async () => {
    fakeApi({
      'GET settings/delivery': answer(200, { handling_fee_cents: 500 }),
      'POST settings/delivery': answer(403, { error: 'You do not have permission to do this' }),
    });
    const { user } = renderWithProviders(<DeliveryTab />);
    const field = await screen.findByLabelText('Cargo por manejo (USD)');
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('button', { name: 'Guardar cargo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto');
    expect(field).toHaveValue('6');
  });
});
