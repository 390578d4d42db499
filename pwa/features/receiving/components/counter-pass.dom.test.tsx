import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PICKUP_PASS_MESSAGES, type CounterPickup } from '@shared/pickup/pickup-pass-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { CounterPass } from './counter-pass';

const TOKEN = 'MD-7-20260310-ABCD-0123-EFGH-4567';
const pickup: CounterPickup = {
  id: 7,
  pickup_date: '2026-03-10',
  pickup_time: '15:00',
  status: 'scheduled',
  customer_name: 'Ana Pérez',
  suite_code: 'MD1042',
  delegate: { name: 'Marta Gómez', id_last4: 'X7K9' },
  expected_collector: 'Marta Gómez',
  packages: [
    { id: 1, title: 'Zapatos', tracking_number: '1Z999AA10123456784', shelf: 'B-12', delivery_status: 'scheduled' },
    { id: 2, title: 'Libros', tracking_number: '9400111899223344556677', shelf: null, delivery_status: 'scheduled' },
  ],
  collected_by: null,
  handed_over_at: null,
  has_handover_photo: false,
};

describe('the counter reading a pickup pass', () => {
  it('shows the person to check and the shelves, and hands over to the delegate in one tap', async () => {
    const api = fakeApi({
      'POST pickup/pass/scan': answer(200, { pickup }),
      'PUT pickup/7/handover': answer(200, { pickup: { ...pickup, status: 'completed', collected_by: 'Marta Gómez', handed_over_at: '2026-03-10T19:02:00.000Z' } }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<CounterPass token={TOKEN} onDone={onDone} />, { language: 'en' });
    expect(await screen.findByTestId('counter-collector-name')).toHaveTextContent('Marta Gómez');
    expect(screen.getByText(/ID ending in X7K9/)).toBeVisible();
    expect(screen.getAllByTestId('counter-shelf').map((shelf) => shelf.textContent)).toEqual(['ShelfB-12', 'Shelf—']);
    expect(api.callsTo('POST pickup/pass/scan')[0]!.body).toEqual({ token: TOKEN });

    await user.click(screen.getByRole('button', { name: 'Hand over to Marta Gómez' }));
    expect(await screen.findByText('Handed over to Marta Gómez')).toBeVisible();
    const [handover] = api.callsTo('PUT pickup/7/handover');
    expect(handover!.body).toEqual({ collected_by: 'Marta Gómez' });
    expect(handover!.headers.get('Idempotency-Key')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('says clearly why a pass is refused: who collected it and when, or its day', async () => {
    fakeApi({ 'POST pickup/pass/scan': answer(409, { error: PICKUP_PASS_MESSAGES.alreadyCollected, collected_by: 'Marta Gómez', handed_over_at: '2026-03-10T19:02:00.000Z' }) });
    const { unmount } = renderWithProviders(<CounterPass token={TOKEN} onDone={vi.fn()} />, { language: 'en' });
    expect(await screen.findByTestId('counter-pass-refused')).toHaveTextContent('Already collected by Marta Gómez on Mar 10, 2026, 3:02 PM.');
    unmount();
    fakeApi({ 'POST pickup/pass/scan': answer(409, { error: PICKUP_PASS_MESSAGES.anotherDay, pickup_date: '2026-03-12' }) });
    renderWithProviders(<CounterPass token={TOKEN} onDone={vi.fn()} />);
    expect(await screen.findByTestId('counter-pass-refused')).toHaveTextContent('Este pase es para el 12 de marzo de 2026, no para hoy.');
  });
});
