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
  it('names each scan in Spanish, the carrier\'s English words below as theirs, smaller and marked as English', async () => {
    const { user } = renderWithProviders(<TrackingHistory events={EVENTS} />);
    expect(items()).toHaveLength(1);
    expect(within(items()[0]!).getByTestId('event-name')).toHaveTextContent('Salió a reparto');
    expect(within(items()[0]!).getByTestId('carrier-words')).toHaveTextContent('Texto del transportista: Out for delivery');
    await user.click(screen.getByRole('button', { name: 'Ver detalles' }));
    const [, arrived, labelCreated] = items();
    expect(within(arrived!).getByTestId('event-name')).toHaveTextContent('Llegó a un centro del transportista');
    expect(within(arrived!).getByText('Arrived at sort facility')).toHaveAttribute('lang', 'en');
    expect(within(labelCreated!).getByTestId('event-name')).toHaveTextContent('Etiqueta creada; el transportista aún no tiene el paquete');
    const words = within(labelCreated!).getByTestId('carrier-words');
    expect(words).toHaveTextContent('Texto del transportista: Shipping label created, UPS awaiting item');
    expect(words).toHaveClass('text-xs');
    expect(within(words).getByText('Shipping label created, UPS awaiting item')).toHaveAttribute('lang', 'en');
    expect(within(labelCreated!).getByText('Doral, FL')).toBeInTheDocument();
    // Nothing of the carrier's English stands as the scan's own name.
    for (const item of items()) expect(within(item).getByTestId('event-name').textContent).not.toMatch(/label created|arrived|out for delivery/i);
  });

  it('does not repeat a carrier message that only says what the app says', () => {
    renderWithProviders(<TrackingHistory events={EVENTS} />, { language: 'en' });
    const [latest] = items();
    expect(within(latest!).getAllByText(/out for delivery/i)).toHaveLength(1);
    expect(within(latest!).queryByTestId('carrier-words')).not.toBeInTheDocument();
    expect(latest).toHaveTextContent('Miami, FL');
  });

  it('keeps a received package\'s carrier scans as history, all behind Show Details', async () => {
    const { user } = renderWithProviders(<TrackingHistory events={EVENTS} atWarehouse />);
    expect(screen.queryAllByTestId('tracking-event')).toHaveLength(0);
    expect(screen.getByTestId('tracking-history')).toHaveTextContent('Ya está en el depósito. Esto es lo que informó el transportista en el camino.');
    await user.click(screen.getByRole('button', { name: 'Ver detalles' }));
    expect(items()).toHaveLength(3);
    expect(screen.queryByText('Última novedad')).not.toBeInTheDocument();
  });

  it('says so when the carrier has reported nothing yet', () => {
    renderWithProviders(<TrackingHistory events={[]} />);
    expect(screen.getByTestId('tracking-history')).toHaveTextContent('Aún no hay novedades del transportista.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
