import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessagingStatus } from '@shared/push/messaging-schemas';
import { answer, fakeApi, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { TextAlertsSection } from './text-alerts-section';

const PREMIUM: MessagingStatus = { available: true, phone: '+13055550100', verified: false, codeSentTo: null, whatsappOffered: true, sms: false, whatsapp: false };
const status = 'GET messaging/preferences';

function renderSection(routes: Record<string, Route>, language: 'es' | 'en' = 'es') {
  const api = fakeApi(routes);
  return { ...renderWithProviders(<TextAlertsSection />, { language }), api };
}

describe('the SMS and WhatsApp section', () => {
  it('tells a customer without Premium that it is a Premium feature, with the way to the plans', async () => {
    renderSection({ [status]: answer(200, { ...PREMIUM, available: false }) });
    expect(await screen.findByText('Función Premium')).toBeVisible();
    expect(screen.getByText('Las alertas por SMS y WhatsApp están incluidas en Drop Premium.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Enviar código' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('texts a code to the phone shown, takes the 6 digits as a one-time code, then shows the switches', async () => {
    let current = PREMIUM;
    const rendered = renderSection({
      [status]: () => answer(200, current),
      'POST users/phone/verification': () => {
        current = { ...current, codeSentTo: '+13055550100' };
        return answer(200, { sentTo: '+13055550100', expiresAt: '2026-03-10T15:10:00.000Z' });
      },
      'POST users/phone/verification/confirm': ({ body }) =>
        (body as { code: string }).code === '123456' ? answer(200, { ...current, verified: true, codeSentTo: null }) : answer(400, { error: 'That code is not correct', field: 'code', attempts_left: 4 }),
      'PUT messaging/preferences': ({ body }) => answer(200, { ...current, verified: true, ...(body as object) }),
    });
    expect(await screen.findByRole('textbox', { name: 'Tu celular' })).toHaveValue('+13055550100');
    await rendered.user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(rendered.api.callsTo('POST users/phone/verification')[0]?.body).toEqual({});
    const code = await screen.findByRole('textbox', { name: 'Código de 6 dígitos' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Te enviamos un código por SMS al +13055550100. Vence en 10 minutos.')).toBeVisible();

    await rendered.user.type(code, '111111');
    await rendered.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ese código no es correcto')).toBeVisible();
    await rendered.user.clear(code);
    await rendered.user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await rendered.user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const sms = await screen.findByRole('switch', { name: 'Alertas por SMS' });
    expect(screen.getByText('Enviamos tus alertas al +13055550100.')).toBeVisible();
    expect(sms).not.toBeChecked();
    await rendered.user.click(sms);
    await waitFor(() => expect(rendered.api.callsTo('PUT messaging/preferences').map((call) => call.body)).toEqual([{ sms: true }]));
    await waitFor(() => expect(sms).toBeChecked());
    expect(screen.getByRole('switch', { name: 'Alertas por WhatsApp' })).not.toBeChecked();
    expect(rendered.api.unexpected).toEqual([]);
  });

  it('sends another number when one is typed, and says what the server refused about it', async () => {
    const rendered = renderSection({
      [status]: answer(200, PREMIUM),
      'POST users/phone/verification': answer(400, { error: 'This number cannot receive text messages. Check it, or use another mobile number.', field: 'phone' }),
    }, 'en');
    const phone = await screen.findByRole('textbox', { name: 'Your mobile number' });
    await rendered.user.clear(phone);
    await rendered.user.type(phone, '+5491122334455');
    await rendered.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This number cannot receive text messages. Check it, or use another mobile number.')).toBeVisible();
    expect(rendered.api.callsTo('POST users/phone/verification')[0]?.body).toEqual({ phone: '+5491122334455' });
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).toBeNull();
  });

  it('offers no WhatsApp switch when WhatsApp is not offered', async () => {
    renderSection({ [status]: answer(200, { ...PREMIUM, verified: true, sms: true, whatsappOffered: false }) }, 'en');
    expect(await screen.findByRole('switch', { name: 'SMS alerts' })).toBeChecked();
    expect(screen.queryByRole('switch', { name: 'WhatsApp alerts' })).toBeNull();
  });
});
