import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STANDARD_PICKUP_HOURS } from '@shared/pickup/pickup-hours';
import { answer, fakeApi } from '@/test/fake-api';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PickupScreen } from './pickup-screen';

const routes = () =>
  fakeApi({ 'GET pickups': answer(200, { pickups: [] }), 'GET pickup/hours': answer(200, { flexible: false, hours: STANDARD_PICKUP_HOURS, flexible_windows: [] }) });
const received = [aPackage(1, { delivery_status: 'received' })];
const packageHref = (id: number) => `/dashboard/packages/${id}`;

describe('the pickup screen and delivery', () => {
  it('offers to send the received packages to my address when the plan includes delivery', async () => {
    routes();
    renderWithProviders(<PickupScreen packages={received} packagesLoading={false} onBooked={vi.fn()} packageHref={packageHref} accountName="Ana Pérez" deliveryHref="/dashboard/deliveries/new" />);
    const offer = await screen.findByTestId('send-to-address');
    expect(within(offer).getByRole('link', { name: 'Enviar a mi dirección' })).toHaveAttribute('href', '/dashboard/deliveries/new');
    expect(screen.getByRole('button', { name: 'Programar retiro' })).toBeVisible();
  });

  it('offers nothing of the kind without delivery in the plan, or with nothing received', async () => {
    routes();
    const { rerender } = renderWithProviders(<PickupScreen packages={received} packagesLoading={false} onBooked={vi.fn()} packageHref={packageHref} accountName="Ana Pérez" />);
    expect(await screen.findByRole('button', { name: 'Programar retiro' })).toBeVisible();
    expect(screen.queryByTestId('send-to-address')).toBeNull();
    rerender(
      <PickupScreen packages={[aPackage(2, { delivery_status: 'scheduled', pickup_id: 4 })]} packagesLoading={false} onBooked={vi.fn()} packageHref={packageHref} accountName="Ana Pérez" deliveryHref="/dashboard/deliveries/new" />,
    );
    expect(await screen.findByText('No hay paquetes esperando un retiro en este momento.')).toBeVisible();
    expect(screen.queryByTestId('send-to-address')).toBeNull();
  });
});
