import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { photoUrl } from '@shared/packages/package-photo-schema';
import type { PackageDetail } from '@shared/packages/package-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { aPackageDetail } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PackageDetailScreen } from './package-detail-screen';

const EVENTS: PackageDetail['events'] = [
  { id: 2, status: 'in_transit', description: 'Picked up by UPS', event_time: '2026-11-21T09:30:00.000Z', location: 'Dallas, TX, US' },
  { id: 1, status: 'info_received', description: 'Shipping label created, UPS awaiting item', event_time: '2026-11-20T14:00:00.000Z', location: 'Dallas, TX, US' },
];

const RECEIVED = aPackageDetail(7, {
  title: 'Campera',
  status: 'in_transit',
  delivery_status: 'received',
  estimated_delivery: '2026-11-28',
  received_at: '2026-11-24T15:30:00.000Z',
  weight_lb: 3.2,
  events: EVENTS,
  photos: [{ id: 31, url: photoUrl(31), created_at: '2026-11-24T15:31:00.000Z' }],
});

const renderDetail = (pkg: PackageDetail, language: 'es' | 'en' = 'es') => {
  fakeApi({ [`GET tracking/${pkg.id}`]: answer(200, { tracking: pkg }) });
  return renderWithProviders(<PackageDetailScreen packageId={pkg.id} backHref="/dashboard/packages" />, { language });
};

describe('a received package, as its owner sees it (decision 185)', () => {
  it('shows received with the day, the weight and the photo, not the carrier\'s state nor an estimated delivery', async () => {
    renderDetail(RECEIVED);
    expect(await screen.findByRole('heading', { name: 'Campera' })).toBeInTheDocument();
    const detail = screen.getByTestId('package-detail');
    expect(within(detail).getAllByTestId('package-status')[0]).toHaveTextContent('Recibido');
    expect(screen.getByTestId('received-at')).toHaveTextContent('Recibido en el depósito24 nov 2026, 10:30');
    expect(screen.getByTestId('received-weight')).toHaveTextContent('Peso3.2 lb');
    expect(within(screen.getByTestId('arrival-photo')).getByRole('img')).toHaveAttribute('src', photoUrl(31));
    expect(detail).not.toHaveTextContent('Entrega estimada');
    expect(detail).not.toHaveTextContent('28 de noviembre');
    expect(detail).not.toHaveTextContent(/En tránsito|Etiqueta creada/);
    // Nothing left to ask the carrier, nothing to delete.
    expect(screen.queryByRole('button', { name: 'Actualizar seguimiento' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('keeps the carrier\'s timeline below, in Spanish, with the carrier\'s words as detail', async () => {
    const { user } = renderDetail(RECEIVED);
    const history = await screen.findByTestId('tracking-history');
    await user.click(within(history).getByRole('button', { name: 'Ver detalles' }));
    const [collected, label] = within(history).getAllByTestId('tracking-event');
    expect(within(collected!).getByTestId('event-name')).toHaveTextContent('El transportista recogió el paquete');
    expect(within(collected!).getByTestId('carrier-words')).toHaveTextContent('Texto del transportista: Picked up by UPS');
    expect(within(label!).getByTestId('event-name')).toHaveTextContent('Etiqueta creada; el transportista aún no tiene el paquete');
  });

  it('says the same in English, and a parcel not weighed says so', async () => {
    renderDetail({ ...RECEIVED, weight_lb: null }, 'en');
    expect(await screen.findByTestId('received-at')).toHaveTextContent('Received at the warehouse');
    expect(screen.getByTestId('received-weight')).toHaveTextContent('WeightNot weighed');
  });

  it('shows the estimated delivery while the carrier still has it', async () => {
    renderDetail(aPackageDetail(8, { title: 'Libros', estimated_delivery: '2026-11-28', events: EVENTS }));
    expect(await screen.findByText('Entrega estimada')).toBeInTheDocument();
    expect(screen.getByText('28 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.queryByTestId('received-at')).not.toBeInTheDocument();
    expect(screen.queryByTestId('arrival-photo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar seguimiento' })).toBeInTheDocument();
  });
});
