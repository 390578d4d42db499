import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Trip } from '@shared/trips/trip-schema';
import { addDaysToDateString } from '@shared/time/date-string';
import { newYorkToday } from '@shared/time/new-york';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TripsScreen } from './trips-screen';

const STAMP = '2026-03-10T15:00:00.000Z';
const today = newYorkToday(new Date());
const trip = (id: number, arrival: string, departure: string, days: number): Trip => ({ id, arrival_date: arrival, departure_date: departure, days, created_at: STAMP, updated_at: STAMP });

describe('my trips', () => {
  it('adds a trip, refusing dates out of order with the shared message before sending', async () => {
    const arrival = addDaysToDateString(today, 10);
    const api = fakeApi({
      'GET trips': answer(200, { trips: [], current_trip_id: null }),
      'POST trips': answer(201, { trip: trip(1, arrival, addDaysToDateString(arrival, 4), 5), message: 'Trip saved' }),
    });
    const { user } = renderWithProviders(<TripsScreen homeHref="/dashboard" startAdding />);
    const dialog = await screen.findByRole('dialog', { name: 'Agregar un viaje' });
    await within(dialog).findByTestId('trip-form');
    await user.type(within(dialog).getByLabelText('Llegada'), arrival);
    await user.type(within(dialog).getByLabelText('Salida'), addDaysToDateString(arrival, -1));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar viaje' }));
    expect(await within(dialog).findByText('La fecha de salida debe ser igual o posterior a la de llegada')).toBeVisible();
    expect(api.callsTo('POST trips')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Salida'));
    await user.type(within(dialog).getByLabelText('Salida'), addDaysToDateString(arrival, 4));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar viaje' }));
    await waitFor(() => expect(api.callsTo('POST trips')[0]?.body).toEqual({ arrival_date: arrival, departure_date: addDaysToDateString(arrival, 4) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal beside its field, and deletes a trip after asking', async () => {
    const arrival = addDaysToDateString(today, 3);
    const current = trip(4, arrival, addDaysToDateString(arrival, 2), 3);
    const api = fakeApi({
      'GET trips': answer(200, { trips: [current], current_trip_id: 4 }),
      'PUT trips/4': answer(409, { error: 'These dates overlap another of your trips. Change them, or edit the other trip.' }),
      'DELETE trips/4': answer(200, { message: 'Trip deleted' }),
    });
    const { user } = renderWithProviders(<TripsScreen homeHref="/dashboard" />);
    const item = await screen.findByTestId('trip-item');
    expect(item).toHaveTextContent('Viaje actual');
    await user.click(within(item).getByRole('button', { name: /^Editar el viaje del/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar el viaje' });
    await within(dialog).findByTestId('trip-form');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar viaje' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Estas fechas se superponen con otro de tus viajes.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await user.click(within(item).getByRole('button', { name: /^Eliminar el viaje del/ }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar este viaje?' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar viaje' }));
    await waitFor(() => expect(api.callsTo('DELETE trips/4')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
