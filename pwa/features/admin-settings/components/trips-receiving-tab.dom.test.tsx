import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TripsReceivingTab } from './trips-receiving-tab';

const saved = {
  'GET settings/trips': answer(200, { receiving_margin_days: 1 }),
  'GET settings/missing-parcels': answer(200, { business_hours: 8 }),
};

describe('the trips and receiving settings', () => {
  it('shows the saved margin, sends the typed one, busy while it saves, then says it saved', async () => {
    const held = heldAnswer();
    const api = fakeApi({ ...saved, 'POST settings/trips': held.handler });
    const { user } = renderWithProviders(<TripsReceivingTab />);
    const field = await screen.findByLabelText('Margen de recepción (días hábiles)');
    expect(field).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Guardar margen' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, ' 3 ');
    await user.click(screen.getByRole('button', { name: 'Guardar margen' }));
    const form = screen.getByTestId('trip-settings');
    expect(within(form).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(api.callsTo('POST settings/trips').map((call) => call.body)).toEqual([{ receiving_margin_days: 3 }]);

    held.release(answer(200, { receiving_margin_days: 3 }));
    expect(await screen.findByText('Margen de recepción guardado: 3 días hábiles')).toBeVisible();
    expect(field).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Guardar margen' })).toBeDisabled();
    expect(api.callsTo('POST settings/missing-parcels')).toHaveLength(0);
  });

  it('takes 0 days, and saves the missing-parcel hours on their own', async () => {
    const api = fakeApi({
      ...saved,
      'POST settings/trips': answer(200, { receiving_margin_days: 0 }),
      'POST settings/missing-parcels': answer(200, { business_hours: 1 }),
    });
    const { user } = renderWithProviders(<TripsReceivingTab />, { language: 'en' });
    const margin = await screen.findByLabelText('Receiving margin (business days)');
    await user.clear(margin);
    await user.type(margin, '0');
    await user.click(screen.getByRole('button', { name: 'Save margin' }));
    expect(await screen.findByText('Receiving margin saved: 0 business days')).toBeVisible();

    const hours = screen.getByLabelText('Business hours before looking for it');
    expect(hours).toHaveValue('8');
    await user.clear(hours);
    await user.type(hours, '1');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('A parcel not received will be looked for after 1 business hour')).toBeVisible();
    expect(api.callsTo('POST settings/trips').map((call) => call.body)).toEqual([{ receiving_margin_days: 0 }]);
    expect(api.callsTo('POST settings/missing-parcels').map((call) => call.body)).toEqual([{ business_hours: 1 }]);
  });

  it('refuses what is out of range or not a whole number beside the field, sending nothing', async () => {
    const api = fakeApi(saved);
    const { user } = renderWithProviders(<TripsReceivingTab />);
    const margin = await screen.findByLabelText('Margen de recepción (días hábiles)');
    await user.clear(margin);
    await user.type(margin, '11');
    await user.click(screen.getByRole('button', { name: 'Guardar margen' }));
    await waitFor(() => expect(margin).toHaveAttribute('aria-invalid', 'true'));
    expect(margin).toHaveAccessibleDescription('Escribe un número entero de días de 0 a 10.');

    const hours = screen.getByLabelText('Horas hábiles antes de buscarlo');
    for (const typed of ['0', '2.5', '201']) {
      await user.clear(hours);
      await user.type(hours, typed);
      await user.click(screen.getByRole('button', { name: 'Guardar horas' }));
      await waitFor(() => expect(hours).toHaveAccessibleDescription('Escribe un número entero de horas de 1 a 200.'));
    }
    await user.clear(hours);
    await user.type(hours, '9');
    expect(hours).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST settings/trips')).toHaveLength(0);
    expect(api.callsTo('POST settings/missing-parcels')).toHaveLength(0);
  });

  it("shows the server's refusal translated, keeping what was typed", async () => {
    fakeApi({ ...saved, 'POST settings/missing-parcels': answer(403, { error: 'You do not have permission to do this' }) });
    const { user } = renderWithProviders(<TripsReceivingTab />);
    const hours = await screen.findByLabelText('Horas hábiles antes de buscarlo');
    await user.clear(hours);
    await user.type(hours, '16');
    await user.click(screen.getByRole('button', { name: 'Guardar horas' }));
    expect(await within(screen.getByTestId('missing-parcel-settings')).findByRole('alert')).toHaveTextContent('No tienes permiso para hacer esto');
    expect(hours).toHaveValue('16');
  });

  it('says which setting could not be loaded', async () => {
    fakeApi({ 'GET settings/trips': answer(500, { error: 'Internal server error' }), 'GET settings/missing-parcels': answer(200, { business_hours: 8 }) });
    renderWithProviders(<TripsReceivingTab />);
    expect(await screen.findByText('No pudimos cargar el margen de recepción.')).toBeVisible();
    expect(await screen.findByLabelText('Horas hábiles antes de buscarlo')).toHaveValue('8');
  });
});
