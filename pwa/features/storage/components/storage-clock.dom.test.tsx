import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORAGE_POLICY } from '@shared/storage/storage-policy-schema';
import { answer, fakeApi, heldAnswer, type ApiCall } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import StorageClock from './storage-clock';

const quote = (days: number, overrides: Record<string, unknown> = {}) => ({
  package_id: 7,
  days,
  cents_per_day: 50,
  amount_cents: days * 50,
  currency: 'USD',
  current_last_day: '2026-04-23',
  new_last_day: `2026-04-${23 + days}`,
  trip: null,
  ...overrides,
});
const quoteOf = (call: ApiCall) =>
  call.search.get('until') === 'trip'
    ? answer(409, { error: 'You have no trip to Miami coming up. Add your trip first.' })
    : answer(200, quote(Number(call.search.get('days'))));
const policy = answer(200, { ...DEFAULT_STORAGE_POLICY, min_warnings: 2 });

describe('the storage clock on a package', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-04-20T15:00:00Z'), shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('counts to the package’s own last day, prices the days before paying, pays once and announces the new last day', async () => {
    const held = heldAnswer();
    const api = fakeApi({ 'GET packages/7/storage-extension': quoteOf, 'GET storage-policy': policy, 'POST packages/7/storage-extension': held.handler });
    const onExtended = vi.fn();
    const { user } = renderWithProviders(<StorageClock pkg={{ id: 7, storage_last_day: '2026-04-23' }} onExtended={onExtended} />, { language: 'en' });
    expect(screen.getByTestId('storage-days-left')).toHaveTextContent('4 days left');
    expect(screen.getByText('Last day of storage: April 23, 2026')).toBeVisible();
    expect(await screen.findByText(/3 free days of grace, then \$1\.00 a day/)).toBeVisible();
    expect(screen.queryByTestId('hold-until-trip')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Extend storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend storage' });
    expect(await within(dialog).findByTestId('storage-price')).toHaveTextContent('$3.50 for 7 days ($0.50 a day)');
    expect(within(dialog).getByTestId('storage-new-last-day')).toHaveTextContent('April 30, 2026');
    await user.selectOptions(within(dialog).getByLabelText('Extra days'), '3');
    expect(await within(dialog).findByText('$1.50 for 3 days ($0.50 a day)')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Pay $1.50' }));
    expect(within(dialog).getByRole('button', { name: 'Paying…' })).toBeDisabled();
    const [sent] = api.callsTo('POST packages/7/storage-extension');
    expect(sent?.body).toEqual({ days: 3 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    held.release(
      answer(201, {
        extension: { id: 1, package_id: 7, days: 3, amount_cents: 150, previous_last_day: '2026-04-23', new_last_day: '2026-04-26', payment_method: 'card', card_last4: '1881', created_at: '2026-04-20T15:00:00.000Z' },
        message: 'Storage extended. Your new last day is saved.',
      }),
    );
    expect(await within(dialog).findByText('Storage extended until April 26, 2026. We charged $1.50 and e-mailed you the receipt.')).toBeVisible();
    expect(onExtended).toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('offers to hold until the trip when one is current, and explains a declined card', async () => {
    fakeApi({
      'GET packages/7/storage-extension': answer(200, quote(9, { new_last_day: '2026-05-02', trip: { id: 3, arrival_date: '2026-04-25', departure_date: '2026-05-02' } })),
      'GET storage-policy': policy,
      'POST packages/7/storage-extension': answer(402, { error: 'Payment declined: Do Not Honor', code: '2000' }),
    });
    const { user } = renderWithProviders(<StorageClock pkg={{ id: 7, storage_last_day: '2026-04-23' }} onExtended={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Guardarlo hasta mi viaje (2 de mayo de 2026)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guardarlo hasta mi viaje' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pagar $4.50' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Pagar $4.50' })).toBeEnabled();
  });
});
