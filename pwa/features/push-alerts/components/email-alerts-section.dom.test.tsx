import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailPreferencesStatus } from '@shared/push/email-preferences-schema';
import { answer, fakeApi, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { EmailAlertsSection } from './email-alerts-section';

const OFF: EmailPreferencesStatus = { received: false, tracking: false, pickup: false, storage: false, devices: 1 };
const status = 'GET notifications/email-preferences';

function renderSection(routes: Record<string, Route>, language: 'es' | 'en' = 'es') {
  const api = fakeApi(routes);
  return { ...renderWithProviders(<EmailAlertsSection />, { language }), api };
}

describe('the alerts by e-mail', () => {
  it('tells a customer with no device that every alert goes by e-mail, with nothing to switch', async () => {
    renderSection({ [status]: answer(200, { ...OFF, devices: 0 }) });
    expect(await screen.findByText('Te avisamos de todo por email')).toBeVisible();
    expect(screen.getByText(/cada aviso te llega por email/)).toBeVisible();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says it in English too', async () => {
    renderSection({ [status]: answer(200, { ...OFF, devices: 0 }) }, 'en');
    expect(await screen.findByText('We tell you everything by email')).toBeVisible();
  });

  it('gives a customer with a device a switch per group, off until switched on, saved one by one', async () => {
    const rendered = renderSection({
      [status]: answer(200, OFF),
      'PUT notifications/email-preferences': ({ body }) => answer(200, { ...OFF, ...(body as object) }),
    });
    const received = await screen.findByRole('switch', { name: 'Paquete recibido por email' });
    expect(received).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Retiro por email' })).not.toBeChecked();
    await rendered.user.click(received);
    await waitFor(() => expect(rendered.api.callsTo('PUT notifications/email-preferences').map((call) => call.body)).toEqual([{ received: true }]));
    await waitFor(() => expect(received).toBeChecked());
    expect(screen.queryByText('Te avisamos de todo por email')).toBeNull();
  });
});
