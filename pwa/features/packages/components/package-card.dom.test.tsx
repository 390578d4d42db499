import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PackageCard } from './package-card';

const PKG = aPackage(7, { tracking_number: '1Z999AA10123456784', title: 'Zapatillas', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' });

/** A screen whose code has not arrived: the navigation to it waits, as a lazy route's does. */
const never = new Promise<never>(() => {});
function Unready(): never {
  throw never;
}

function List() {
  return <PackageCard pkg={PKG} href="/dashboard/packages/7" />;
}

describe('PackageCard', () => {
  it('answers a tap at once with a pressed card and a spinner while the detail is on its way', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/packages" element={<List />} />
        <Route path="/dashboard/packages/:id" element={<Unready />} />
      </Routes>,
      { route: '/dashboard/packages' },
    );
    const card = screen.getByTestId('package-card');
    expect(card).not.toHaveAttribute('aria-busy');
    await act(async () => card.click());
    expect(screen.getByTestId('package-card')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
  });

  it('shows a received parcel as received, with the day and its weight, not the carrier\'s last scan', () => {
    const received = aPackage(8, {
      title: 'Campera',
      status: 'info_received',
      delivery_status: 'received',
      received_at: '2026-11-24T15:30:00.000Z',
      weight_lb: 3.2,
      estimated_delivery: '2026-11-28',
      last_event: { id: 1, status: 'info_received', description: 'Shipping label created, UPS awaiting item', event_time: '2026-11-20T14:00:00.000Z', location: null },
    });
    renderWithProviders(<PackageCard pkg={received} href="/dashboard/packages/8" />);
    const card = screen.getByTestId('package-card');
    expect(screen.getByTestId('package-status')).toHaveTextContent('Recibido');
    expect(screen.getByTestId('card-received')).toHaveTextContent('Recibido el 24 de noviembre de 2026 · 3.2 lb');
    expect(card).not.toHaveTextContent(/Etiqueta creada|Shipping label/);
  });

  it('names the carrier\'s latest scan in the reader\'s words before the parcel arrives', () => {
    const coming = aPackage(9, {
      status: 'info_received',
      last_event: { id: 1, status: 'info_received', description: 'Shipping label created, UPS awaiting item', event_time: '2026-11-20T14:00:00.000Z', location: null },
    });
    const { unmount } = renderWithProviders(<PackageCard pkg={coming} href="/dashboard/packages/9" />);
    expect(screen.getByTestId('card-latest-event')).toHaveTextContent('Etiqueta creada; el transportista aún no tiene el paquete');
    expect(screen.getByTestId('package-card')).not.toHaveTextContent('Shipping label created');
    unmount();
    renderWithProviders(<PackageCard pkg={coming} href="/dashboard/packages/9" />, { language: 'en' });
    expect(screen.getByTestId('card-latest-event')).toHaveTextContent('Label created; the carrier does not have the parcel yet');
  });

  it('stays as it was for a click that opens the detail in a new tab', async () => {
    renderWithProviders(<List />, { route: '/dashboard/packages' });
    const card = screen.getByTestId('package-card');
    card.addEventListener('click', (event) => event.preventDefault());
    await act(async () => card.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(card).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
