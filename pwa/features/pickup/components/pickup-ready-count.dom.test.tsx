import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Package } from '@shared/packages/package-schema';
import { STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import type { Pickup } from '@shared/pickup/pickup-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PickupScreen } from './pickup-screen';

const pickup: Pickup = {
  id: 4,
  pickup_date: '2026-03-12',
  pickup_time: '10:30',
  notes: null,
  status: 'scheduled',
  package_ids: [3],
  created_at: '2026-03-10T15:00:00.000Z',
  updated_at: '2026-03-10T15:00:00.000Z',
  location: {
    name: 'Miami Drop Doral',
    street_address: '8350 NW 52nd Ter',
    city: 'Doral',
    state: 'FL',
    postal_code: '33166',
    access_code: null,
    notes: null,
    phone: null,
    day_hours: [{ open: '09:00', close: '18:00' }],
    map_url: 'https://www.google.com/maps/search/?api=1&query=8350+NW+52nd+Ter%2C+Doral%2C+FL+33166',
    fallback: false,
  },
};

const renderScreen = (packages: Package[], pickups: Pickup[], language: 'es' | 'en' = 'es') => {
  fakeApi({ 'GET pickups': answer(200, { pickups }), 'GET pickup/hours': answer(200, { flexible: false, hours: STANDARD_PICKUP_HOURS, flexible_windows: [] }) });
  return renderWithProviders(
    <PickupScreen packages={packages} packagesLoading={false} onBooked={vi.fn()} packageHref={(id) => `/dashboard/packages/${id}`} accountName="Ana Pérez" />,
    { language },
  );
};

describe('the pickup tab\'s words for ready (decision 185, the packages tab\'s too)', () => {
  it('does not call received parcels with no pickup booked "ready for pickup" (issue 33)', async () => {
    renderScreen([aPackage(1, { delivery_status: 'received' }), aPackage(2, { delivery_status: 'received' })], []);
    expect(await screen.findByText('2 paquetes en el depósito sin retiro programado')).toBeVisible();
    expect(screen.getByTestId('pickup-screen')).not.toHaveTextContent(/listos? para retirar/i);
  });

  it('counts as ready the packages with a pickup booked, as the packages tab does', async () => {
    renderScreen([aPackage(1, { delivery_status: 'received' }), aPackage(3, { delivery_status: 'scheduled', pickup_id: 4 })], [pickup]);
    expect(await screen.findByText('1 paquete en el depósito sin retiro programado')).toBeVisible();
    expect(screen.getByTestId('pickup-ready-count')).toHaveTextContent('1 paquete listo para retirar');
  });

  it('says the same in English', async () => {
    renderScreen([aPackage(1, { delivery_status: 'received' }), aPackage(3, { delivery_status: 'scheduled', pickup_id: 4 })], [pickup], 'en');
    expect(await screen.findByText('1 package at the warehouse with no pickup booked')).toBeVisible();
    expect(screen.getByTestId('pickup-ready-count')).toHaveTextContent('1 package ready for pickup');
  });
});
