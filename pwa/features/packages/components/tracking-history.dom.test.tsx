import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '@shared/packages/package-schema';
import { renderWithProviders } from '@/test/render-with-providers';
import { TrackingHistory } from './tracking-history';

const EVENTS: TrackingEvent[] = [
  { id: 1, status: 'info_received', description: 'Shipping label created, UPS awaiting item', event_time: '2026-11-20T14:00:00.000Z', location: 'Doral, FL' },
  { id: 2, status: 'in_transit', description: 'Arrived at sort facility', event_time: '2026-11-21T09:30:00.000Z', location: null },
  { id: 3, status: 'out_for_delivery', description: 'Out for delivery', event_time: '2026-11-22T12:15:00.000Z', location: 'Miami, FL' },
];

const items = () => screen.getAllByTestId('tracking-event');

describe('TrackingHistory', () => {
  it('names each scan in the reader\'s language, with the carrier\'s English words marked as English', async () => {
    const { user } = renderWithProviders(<TrackingHistory events={EVENTS} />);
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('En reparto');
    await user.click(screen.getByRole('button', { name: 'Ver detalles' }));
    const [, inTransit, labelCreated] = items();
    expect(within(inTransit!).getByText('En tránsito')).toBeInTheDocument();
    expect(within(inTransit!).getByText('Arrived at sort facility')).toHaveAttribute('lang', 'en');
    expect(within(labelCreated!).getByText('Etiqueta creada')).toBeInTheDocument();
    expect(within(labelCreated!).getByText('Doral, FL')).toBeInTheDocument();
  });

  it('does not repeat a carrier message that only says the status', async () => {
    renderWithProviders(<TrackingHistory events={EVENTS} />, { language: 'en' });
    const [latest] = items();
    expect(within(latest!).getAllByText(/out for delivery/i)).toHaveLength(1);
    expect(latest).toHaveTextContent('Miami, FL');
  });

  it('says so when the carrier has reported nothing yet', () => {
    renderWithProviders(<TrackingHistory events={[]} />);
    expect(screen.getByTestId('tracking-history')).toHaveTextContent('Aún no hay novedades del transportista.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
