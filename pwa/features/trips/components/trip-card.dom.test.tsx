import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TripForecast, TripPackage } from '@shared/trips/trip-forecast-schema';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TripCard } from './trip-card';

const STAMP = '2026-03-10T15:00:00.000Z';
const pkg = (overrides: Partial<TripPackage>): TripPackage => ({
  id: 1,
  title: 'Zapatos',
  tracking_number: '9400111899223197428490',
  carrier: 'usps',
  state: 'ready',
  basis: 'received',
  ready_by: null,
  risk: null,
  last_storage_day: '2026-04-20',
  storage_ends_before_trip: false,
  declared_value_cents: 5000,
  ...overrides,
});
const forecast = (overrides: Partial<TripForecast> = {}): TripForecast => ({
  trip: { id: 7, arrival_date: '2026-03-30', departure_date: '2026-04-03', days: 5, created_at: STAMP, updated_at: STAMP },
  today: '2026-03-10',
  last_pickup_day: '2026-04-03',
  receiving_margin_days: 1,
  packages: [
    pkg({ id: 1, last_storage_day: '2026-03-24', storage_ends_before_trip: true }),
    pkg({ id: 2, title: 'Campera', state: 'on_time', basis: 'carrier_estimate', ready_by: '2026-04-01', last_storage_day: null, declared_value_cents: 14_500 }),
    pkg({ id: 3, title: 'Libros', carrier: 'ups', state: 'at_risk', basis: 'carrier_estimate', ready_by: '2026-04-06', risk: 'after_trip', last_storage_day: null, declared_value_cents: null }),
  ],
  order_deadlines: [
    { carrier: 'usps', service: 'ground_advantage', transit_days: 5, last_day: '2026-03-25', too_late: false },
    { carrier: 'amazon', service: 'prime', transit_days: 2, last_day: '2026-03-09', too_late: true },
  ],
  declared_value: { total_cents: 19_500, unknown: 1, currency: 'USD' },
  pickup: { booked: null, proposed: { pickup_date: '2026-03-30', pickup_time: '09:00', package_ids: [1], flexible: false } },
  ...overrides,
});
const location = { name: 'Miami Drop', street_address: '1000 NW 7th St', city: 'Miami', state: 'FL', postal_code: '33136', access_code: null, notes: null, phone: null, day_hours: [], map_url: 'https://www.google.com/maps/search/?api=1&query=x', fallback: false };
const booked = { pickup: { id: 11, pickup_date: '2026-03-30', pickup_time: '09:00', notes: null, status: 'scheduled', package_ids: [1], created_at: STAMP, updated_at: STAMP, location }, packages: [], message: 'Pickup scheduled' };
const card = <TripCard tripsHref="/dashboard/trips" packageHref={(id) => `/dashboard/packages/${id}`} pickupHref="/dashboard/pickup" />;

describe('the trip card', () => {
  it('invites a customer without a trip to add one', async () => {
    fakeApi({ 'GET trips/current/forecast': answer(200, { forecast: null }) });
    renderWithProviders(card);
    const empty = await screen.findByTestId('trip-empty');
    expect(empty).toHaveTextContent('¿Vienes a Miami a retirar tus compras?');
    expect(within(empty).getByRole('link', { name: 'Agregar mi viaje' })).toHaveAttribute('href', '/dashboard/trips?new');
  });

  it('shows each package in time or at risk, the storage flag, the declared total and the last days to order', async () => {
    fakeApi({ 'GET trips/current/forecast': answer(200, { forecast: forecast() }) });
    renderWithProviders(card);
    const [received, coming, late] = await screen.findAllByTestId('trip-package');
    expect(screen.getByTestId('trip-forecast')).toHaveTextContent('lunes, 30 de marzo al viernes, 3 de abril · 5 días');
    expect(screen.getByTestId('trip-at-risk-count')).toHaveTextContent('1 en riesgo');
    expect(received).toHaveTextContent('Listo en el depósito');
    expect(within(received!).getByTestId('trip-storage-flag')).toHaveTextContent('El almacenamiento vence el 24 mar, antes de tu viaje.');
    expect(within(received!).getByRole('link', { name: 'Extender almacenamiento' })).toHaveAttribute('href', '/dashboard/packages/1');
    expect(coming).toHaveTextContent('A tiempo: listo el 1 abr');
    expect(late).toHaveAttribute('data-state', 'at_risk');
    expect(late).toHaveTextContent('En riesgo: listo el 6 abr');
    expect(late).toHaveTextContent('Podría llegar después de tu último día de retiro.');
    expect(screen.getByTestId('trip-declared')).toHaveTextContent('$195.00');
    expect(screen.getByTestId('trip-declared')).toHaveTextContent('1 paquete sin valor declarado');
    const deadlines = screen.getByTestId('trip-deadlines');
    expect(deadlines).toHaveTextContent('USPS Ground Advantage');
    expect(deadlines).toHaveTextContent('25 mar');
    expect(deadlines).toHaveTextContent('Amazon Logistics PrimeYa no llega');
  });

  it('books the proposed slot in one tap, disabled while booking, and announces it', async () => {
    const held = heldAnswer();
    let bookedNow = false;
    const api = fakeApi({
      'GET trips/current/forecast': () => answer(200, { forecast: bookedNow ? forecast({ pickup: { booked: { id: 11, pickup_date: '2026-03-30', pickup_time: '09:00', package_ids: [1], addable_package_ids: [] }, proposed: null } }) : forecast() }),
      'POST pickup/schedule': held.handler,
      'GET pickups': answer(200, { pickups: [] }),
    });
    const { user } = renderWithProviders(card);
    const offer = await screen.findByTestId('trip-pickup-proposed');
    expect(offer).toHaveTextContent('Primer horario libre: lunes, 30 de marzo a las 9:00 Con tu 1 paquete recibido.');
    await user.click(within(offer).getByRole('button', { name: 'Reservar este horario' }));
    expect(within(offer).getByRole('button', { name: 'Reservando…' })).toBeDisabled();
    expect(api.callsTo('POST pickup/schedule')[0]?.body).toEqual({ pickup_date: '2026-03-30', pickup_time: '09:00', package_ids: [1] });
    expect(api.callsTo('POST pickup/schedule')[0]?.headers.get('idempotency-key')).toBeTruthy();
    bookedNow = true;
    held.release(answer(201, booked));
    await waitFor(() => expect(screen.getByTestId('trip-pickup-announcement')).toHaveTextContent('Retiro reservado para el lunes, 30 de marzo a las 9:00.'));
    expect(await screen.findByTestId('trip-pickup-booked')).toHaveTextContent('Reservado: lunes, 30 de marzo a las 9:00');
    expect(within(screen.getByTestId('trip-pickup-booked')).getByRole('link', { name: 'Ver mi retiro' })).toHaveAttribute('href', '/dashboard/pickup');
  });

  it('says when the warehouse has no pickup hours during the trip, and announces a refused booking', async () => {
    fakeApi({
      'GET trips/current/forecast': answer(200, { forecast: forecast({ last_pickup_day: null }) }),
      'POST pickup/schedule': answer(409, { error: 'This pickup time is full. Please choose another.' }),
    });
    const { user } = renderWithProviders(card, { language: 'en' });
    expect(await screen.findByText(/The warehouse has no pickup hours for you during this trip/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(screen.getByTestId('trip-pickup-announcement')).toHaveTextContent('This pickup time is full. Please choose another.'));
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeEnabled();
  });
});
