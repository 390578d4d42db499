import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORAGE_POLICY } from '@shared/storage/storage-policy-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import OverdueParcelsPanel from './overdue-parcels-panel';

const warning = (sentAt: string) => ({ sent_at: sentAt, days_overdue: 4, photo_id: 3 });
const parcel = (id: number, overrides: Record<string, unknown> = {}) => ({
  package_id: id,
  tracking_number: `1Z${id}`,
  title: `Parcel ${id}`,
  delivery_status: 'received',
  customer: { id: 1, name: 'Ana Pérez', email: 'ana@example.com' },
  last_day: '2026-03-24',
  days_overdue: 60,
  fee_cents: 5700,
  has_photo: true,
  warnings: [warning('2026-03-28T15:00:00.000Z'), warning('2026-05-16T15:00:00.000Z')],
  disposal_from: '2026-05-23',
  disposal_block: null,
  ...overrides,
});
const list = (parcels: unknown[]) => answer(200, { parcels, policy: DEFAULT_STORAGE_POLICY, min_warnings: 2 });

describe('the admin panel’s overdue parcels: recording a disposal (decision 180)', () => {
  it('offers it only to an eligible parcel, saying why the others wait', async () => {
    fakeApi({
      'GET admin/overdue-parcels': list([
        parcel(1),
        parcel(2, { warnings: [warning('2026-03-28T15:00:00.000Z')], disposal_from: null, disposal_block: 'warnings' }),
        parcel(3, { disposal_from: '2026-05-30', disposal_block: 'date' }),
        parcel(4, { delivery_status: 'scheduled', disposal_block: 'pickup' }),
      ]),
    });
    renderWithProviders(<OverdueParcelsPanel />, { language: 'en' });
    const cards = await screen.findAllByTestId('overdue-parcel');
    const action = (index: number) => within(cards[index]!).getByRole('button', { name: 'Record disposal' });
    expect(action(0)).toBeEnabled();
    expect(within(cards[0]!).queryByTestId('disposal-blocked')).toBeNull();
    expect(action(1)).toBeDisabled();
    expect(action(1)).toHaveAccessibleDescription('Needs 2 warnings with its photo on record (1 so far).');
    expect(action(2)).toBeDisabled();
    expect(action(2)).toHaveAccessibleDescription('Eligible from May 30, 2026.');
    expect(action(3)).toBeDisabled();
    expect(within(cards[3]!).getByTestId('disposal-blocked')).toHaveTextContent('Booked on a pickup');
  });

  it('asks for the note, sends it once with a key, and shows the server’s refusal in the reader’s language', async () => {
    const api = fakeApi({
      'GET admin/overdue-parcels': list([parcel(1), parcel(2)]),
      'POST admin/overdue-parcels/1/dispose': answer(200, {
        message: 'Disposal recorded. The customer is told by e-mail.',
        disposal: { package_id: 1, delivery_status: 'disposed', disposed_at: '2026-05-23T15:00:00.000Z', disposed_by: 9, note: 'Donated' },
      }),
      'POST admin/overdue-parcels/2/dispose': answer(409, { error: 'This parcel is booked on a pickup. The pickup must be cancelled or changed before it can be disposed of.' }),
    });
    const { user } = renderWithProviders(<OverdueParcelsPanel />);
    const cards = await screen.findAllByTestId('overdue-parcel');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Registrar desecho' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar desecho' });
    await user.click(within(dialog).getByTestId('confirm-disposal'));
    expect(await within(dialog).findByText('Escribe una nota con lo que se hizo')).toBeVisible();
    expect(api.callsTo('POST admin/overdue-parcels/1/dispose')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Qué se hizo y por qué'), '  Donated  ');
    await user.click(within(dialog).getByTestId('confirm-disposal'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = api.callsTo('POST admin/overdue-parcels/1/dispose');
    expect(sent?.body).toEqual({ note: 'Donated' });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The list is read again.
    await vi.waitFor(() => expect(api.callsTo('GET admin/overdue-parcels').length).toBeGreaterThan(1));

    const again = await screen.findAllByTestId('overdue-parcel');
    await user.click(within(again[1]!).getByRole('button', { name: 'Registrar desecho' }));
    const second = await screen.findByRole('dialog', { name: 'Registrar desecho' });
    await user.type(within(second).getByLabelText('Qué se hizo y por qué'), 'Reciclado');
    await user.click(within(second).getByTestId('confirm-disposal'));
    expect(await within(second).findByText('Este paquete tiene un retiro programado. Hay que cancelar o cambiar ese retiro antes de desecharlo.')).toBeVisible();
  });
});
