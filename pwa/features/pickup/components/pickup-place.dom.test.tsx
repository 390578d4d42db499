import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import type { Pickup } from '@shared/pickup/pickup-schema';
import { createQueryClient } from '@/lib/query-client';
import { answer, fakeApi, heldAnswer } from '@/test/fake-api';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PICKUPS_KEY } from '../api/pickup-keys';
import { PickupAccountName } from '../hooks/pickup-account-name';
import { PickupConfirmation } from './pickup-confirmation';
import { PickupScreen } from './pickup-screen';

const location: NonNullable<Pickup['location']> = {
  name: 'Miami Drop Doral',
  street_address: '8350 NW 52nd Ter',
  city: 'Doral',
  state: 'FL',
  postal_code: '33166',
  access_code: '#4411',
  notes: 'Puerta B',
  phone: '+1 305-555-0148',
  day_hours: [
    { open: '09:00', close: '12:30' },
    { open: '13:30', close: '18:00' },
  ],
  map_url: 'https://www.google.com/maps/search/?api=1&query=8350+NW+52nd+Ter%2C+Doral%2C+FL+33166',
  fallback: false,
};
// Thursday 12 March 2026, 10:30 in New York.
const pickup: Pickup = {
  id: 4,
  pickup_date: '2026-03-12',
  pickup_time: '10:30',
  notes: null,
  status: 'scheduled',
  package_ids: [2],
  created_at: '2026-03-10T15:00:00.000Z',
  updated_at: '2026-03-10T15:00:00.000Z',
  location,
};
const packages = [aPackage(2, { delivery_status: 'scheduled', pickup_id: 4 })];

const renderScreen = (pickups: unknown[], language: 'es' | 'en' = 'es') => {
  fakeApi({ 'GET pickups': answer(200, { pickups }), 'GET pickup/hours': answer(200, { flexible: false, hours: STANDARD_PICKUP_HOURS, flexible_windows: [] }) });
  return renderWithProviders(
    <PickupScreen packages={packages} packagesLoading={false} onBooked={vi.fn()} packageHref={(id) => `/dashboard/packages/${id}`} accountName="Lucía Fernández" />,
    { language },
  );
};

describe('where and when to pick up (decision 170)', () => {
  it("shows the booked pickup's address, that day's hours, the access code, what to bring and the links", async () => {
    renderScreen([pickup]);
    const card = await screen.findByTestId('pickup-card');
    const place = within(card).getByRole('region', { name: 'Dónde retirar' });
    expect(within(place).getByText('Miami Drop Doral')).toBeVisible();
    expect(place).toHaveTextContent('8350 NW 52nd Ter');
    expect(place).toHaveTextContent('Doral, FL 33166');
    expect(within(place).getByTestId('pickup-day-hours')).toHaveTextContent('Horario de atención del jueves: 9:00 a 12:30 y 13:30 a 18:00');
    expect(within(place).getByText('Código de acceso').nextElementSibling).toHaveTextContent('#4411');
    expect(within(place).getByText('Indicaciones').nextElementSibling).toHaveTextContent('Puerta B');
    expect(within(place).getByRole('link', { name: '+1 305-555-0148' })).toHaveAttribute('href', 'tel:+13055550148');
    expect(within(place).getByText('Qué traer').nextElementSibling).toHaveTextContent('Una identificación con foto a nombre de Lucía Fernández, como figura en tu cuenta.');

    const map = within(place).getByRole('link', { name: 'Ver en el mapa: 8350 NW 52nd Ter, Doral, FL 33166 (se abre en una pestaña nueva)' });
    expect(map).toHaveAttribute('href', location.map_url);
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');

    const calendar = within(card).getByRole('link', { name: 'Agregar al calendario' });
    expect(calendar).toHaveAttribute('href', '/api/pickup/4/calendar.ics');
    expect(calendar).toHaveAccessibleDescription('jueves, 12 de marzo de 2026 a las 10:30');
  });

  it('says so when the warehouse shows no hours that day, leaves out what it has not set, and reads in English', async () => {
    const bare = { ...location, access_code: null, notes: null, phone: null, day_hours: [] };
    renderScreen([{ ...pickup, location: bare }], 'en');
    const place = await screen.findByRole('region', { name: 'Where to pick up' });
    expect(within(place).getByTestId('pickup-day-hours')).toHaveTextContent('The warehouse shows no opening hours that day: we expect you at the time you booked.');
    expect(within(place).queryByText('Access code')).toBeNull();
    expect(within(place).queryByText('Phone')).toBeNull();
    expect(within(place).getByText('What to bring').nextElementSibling).toHaveTextContent('A photo ID in the name of Lucía Fernández, as it appears on your account.');
    expect(within(place).getByRole('link', { name: /^See on the map: .* \(opens in a new tab\)$/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  });

  it('shows a pickup held from an earlier version, without its place, until the list is fetched again', async () => {
    const { location: _held, ...earlier } = pickup;
    const queryClient = createQueryClient();
    queryClient.setQueryData(PICKUPS_KEY, [earlier]);
    fakeApi({ 'GET pickups': heldAnswer().handler, 'GET pickup/hours': answer(200, { flexible: false, hours: STANDARD_PICKUP_HOURS, flexible_windows: [] }) });
    renderWithProviders(
      <PickupScreen packages={packages} packagesLoading={false} onBooked={vi.fn()} packageHref={(id) => `/dashboard/packages/${id}`} accountName="Lucía Fernández" />,
      { queryClient },
    );
    const card = await screen.findByTestId('pickup-card');
    expect(within(card).queryByTestId('pickup-place')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Agregar al calendario' })).toBeVisible();
  });

  it('tells the same in the booking confirmation, with the account holder when no name is given', async () => {
    const onClose = vi.fn();
    const { user, rerender } = renderWithProviders(<PickupConfirmation pickup={pickup} title="Retiro agendado" onClose={onClose} />);
    const confirmation = screen.getByTestId('pickup-confirmation');
    expect(within(confirmation).getByRole('status')).toHaveTextContent('Retiro agendado');
    const place = within(confirmation).getByRole('region', { name: 'Dónde retirar' });
    expect(within(place).getByRole('heading', { level: 3, name: 'Dónde retirar' })).toBeVisible();
    expect(place).toHaveTextContent('Una identificación con foto a nombre del titular de la cuenta.');
    expect(within(confirmation).getByRole('link', { name: 'Agregar al calendario' })).toHaveAttribute('href', '/api/pickup/4/calendar.ics');

    rerender(
      <PickupAccountName value="Lucía Fernández">
        <PickupConfirmation pickup={pickup} title="Retiro agendado" onClose={onClose} />
      </PickupAccountName>,
    );
    expect(screen.getByRole('region', { name: 'Dónde retirar' })).toHaveTextContent('a nombre de Lucía Fernández');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
