import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickupPass } from '@shared/pickup/pickup-pass-schema';
import { FALLBACK_WAREHOUSE_ADDRESS } from '@shared/warehouse/fallback-warehouse-address';
import { pickupLocationOf } from '@shared/pickup/pickup-location';
import { createQueryClient } from '@/lib/query-client';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { pickupPassQuery } from '../api/pickup-pass-queries';
import PickupPassDialog from './pickup-pass-dialog';

const pass: PickupPass = {
  token: 'MD-7-20260312-ABCD-0123-EFGH-4567',
  pickup_id: 7,
  pickup_date: '2026-03-12',
  pickup_time: '15:00',
  packages: [{ id: 1, title: 'Zapatos', tracking_last4: '6784' }],
  location: pickupLocationOf(undefined, '2026-03-12'),
  customer_name: 'Ana Pérez',
  delegate: null,
};

describe('the pickup pass', () => {
  it('shows the QR code, the code to type, the packages, who collects and where', async () => {
    fakeApi({ 'GET pickup/7/pass': answer(200, pass) });
    renderWithProviders(<PickupPassDialog pickupId={7} open onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Pase de retiro' });
    expect(await within(dialog).findByRole('img', { name: 'Código QR de tu pase de retiro' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(dialog).getByTestId('pass-code')).toHaveTextContent(pass.token);
    expect(within(dialog).getByText('Zapatos')).toBeVisible();
    expect(within(dialog).getByText('…6784')).toBeVisible();
    expect(within(dialog).getByTestId('pass-collector')).toHaveTextContent('Ana Pérez, con un documento con foto.');
    expect(within(dialog).getByText(new RegExp(FALLBACK_WAREHOUSE_ADDRESS.street_address))).toBeVisible();
  });

  it('shows the pass kept on the device when there is no connection', async () => {
    fakeApi({ 'GET pickup/7/pass': 'network-down' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(pickupPassQuery(7).queryKey, pass, { updatedAt: Date.now() - 60_000 });
    await queryClient.invalidateQueries({ queryKey: pickupPassQuery(7).queryKey, refetchType: 'none' });
    renderWithProviders(<PickupPassDialog pickupId={7} open onOpenChange={() => {}} />, { queryClient });
    expect(await screen.findByTestId('pass-offline')).toHaveTextContent('Sin conexión');
    expect(screen.getByTestId('pass-code')).toHaveTextContent(pass.token);
  });

  it('names a delegate, refusing a bad ID ending first, and removes them', async () => {
    const api = fakeApi({
      'GET pickup/7/pass': answer(200, pass),
      'PUT pickup/7/delegate': answer(200, { ...pass, delegate: { name: 'Marta Gómez', id_last4: 'X7K9' } }),
      'DELETE pickup/7/delegate': answer(200, pass),
    });
    const { user } = renderWithProviders(<PickupPassDialog pickupId={7} open onOpenChange={() => {}} />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Someone else collects' }));
    await user.type(screen.getByLabelText('Full name'), 'Marta Gómez');
    await user.type(screen.getByLabelText('Last 4 of their ID'), 'x7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the last 4 letters or digits of their ID')).toBeVisible();
    expect(api.callsTo('PUT pickup/7/delegate')).toHaveLength(0);
    await user.type(screen.getByLabelText('Last 4 of their ID'), 'k9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('pass-collector')).toHaveTextContent('Marta Gómez, with the photo ID ending in X7K9.');
    expect(api.callsTo('PUT pickup/7/delegate')[0]!.body).toEqual({ name: 'Marta Gómez', id_last4: 'X7K9' });
    await user.click(screen.getByRole('button', { name: 'I will collect it myself' }));
    expect(await screen.findByText('Ana Pérez, with a photo ID.')).toBeVisible();
  });
});
