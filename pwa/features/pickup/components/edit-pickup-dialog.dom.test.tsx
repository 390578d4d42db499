import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import type { Pickup } from '@shared/pickup/pickup-schema';
import { addDaysToDateString, isWeekendDateString } from '@shared/time/date-string';
import { newYorkDateString } from '@shared/time/new-york';
import { answer, fakeApi } from '@/test/fake-api';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { EditPickupDialog } from './edit-pickup-dialog';

const STAMP = '2026-03-10T15:00:00.000Z';
const location = { name: 'Miami Drop', street_address: '1000 NW 7th St', city: 'Miami', state: 'FL', postal_code: '33136', access_code: null, notes: null, phone: null, day_hours: [], map_url: 'https://www.google.com/maps/search/?api=1&query=x', fallback: false };
/** A weekday a few days ahead (New York): the booked day and its slot are still bookable whenever the test runs. */
function weekdayAhead(): string {
  let day = addDaysToDateString(newYorkDateString(new Date()), 3);
  while (isWeekendDateString(day)) day = addDaysToDateString(day, 1);
  return day;
}
const pickup: Pickup = { id: 4, pickup_date: weekdayAhead(), pickup_time: '10:30', notes: null, status: 'scheduled', package_ids: [1], created_at: STAMP, updated_at: STAMP, location };
const packages = [aPackage(1, { title: 'Zapatos', delivery_status: 'scheduled', pickup_id: 4 }), aPackage(2, { title: 'Libros', delivery_status: 'received' })];
const routes = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    'GET pickup/hours': answer(200, { flexible: false, hours: STANDARD_PICKUP_HOURS, flexible_windows: [] }),
    'GET pickup/slots': answer(200, { date: pickup.pickup_date, capacity: 4, slots: [{ time: '10:30', remaining: 3, available: true, flexible: false }] }),
    'GET pickups': answer(200, { pickups: [pickup] }),
    ...extra,
  });
const dialog = (onBooked = vi.fn()) => <EditPickupDialog open onOpenChange={vi.fn()} pickup={pickup} packages={packages} onBooked={onBooked} />;

describe('the edit pickup dialog (decision 184)', () => {
  // The checkboxes measure themselves; jsdom has no ResizeObserver.
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  });

  it('cancels the pickup only after confirming, and closing without saving is a separate button', async () => {
    const onBooked = vi.fn();
    const api = routes({ 'DELETE pickup/4': answer(200, { pickup: { ...pickup, status: 'cancelled' }, packages: [], message: 'Pickup cancelled' }) });
    const { user } = renderWithProviders(dialog(onBooked));
    const edit = await screen.findByRole('dialog');
    expect(within(edit).getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await user.click(within(edit).getByTestId('cancel-pickup'));
    const confirm = await screen.findByTestId('cancel-pickup-confirm');
    expect(confirm).toHaveTextContent('¿Cancelar este retiro?');
    expect(confirm).toHaveTextContent('Tu paquete volverá a quedar listo para retirar');
    expect(api.callsTo('DELETE pickup/4')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await user.click(await screen.findByTestId('cancel-pickup'));
    await user.click(within(await screen.findByTestId('cancel-pickup-confirm')).getByRole('button', { name: 'Sí, cancelar retiro' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ message: 'Pickup cancelled' })));
    expect(api.callsTo('DELETE pickup/4')).toHaveLength(1);
    expect(api.callsTo('DELETE pickup/4')[0]?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('ticks a ready package in and saves the packages alone when the slot is unchanged', async () => {
    const api = routes({ 'PUT pickup/4/packages': answer(200, { pickup: { ...pickup, package_ids: [1, 2] }, packages: [], message: 'Pickup packages updated' }) });
    const { user } = renderWithProviders(dialog());
    const edit = await screen.findByRole('dialog');
    const checklist = within(edit).getByRole('group', { name: 'Paquetes a retirar' });
    expect(within(checklist).getByRole('checkbox', { name: /Zapatos/ })).toBeChecked();
    await user.click(within(checklist).getByRole('checkbox', { name: /Libros/ }));
    await user.click(within(edit).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByTestId('pickup-confirmation')).toHaveTextContent('Retiro actualizado');
    expect(api.callsTo('PUT pickup/4/packages')[0]?.body).toEqual({ package_ids: [1, 2] });
    expect(api.callsTo('PUT pickup/4/reschedule')).toHaveLength(0);
  });

  it('refuses to save a pickup left with no package, pointing to cancelling', async () => {
    const api = routes();
    const { user } = renderWithProviders(dialog());
    const edit = await screen.findByRole('dialog');
    await user.click(within(edit).getByRole('checkbox', { name: /Zapatos/ }));
    await user.click(within(edit).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(edit).findByText('Marca al menos un paquete, o cancela el retiro.')).toBeVisible();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
