import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupportThreadList } from '@shared/contact/support-thread-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { ResponsePromise } from './response-promise';
import { SupportThreads } from './support-threads';

const list = (overrides: Partial<SupportThreadList> = {}): SupportThreadList => ({
  support_tier: 'vip',
  response_hours: 2,
  threads: [
    {
      id: 2,
      subject: 'facturacion',
      message: 'No veo mi pago.',
      support_tier: 'vip',
      response_hours: 2,
      respond_by: '2026-03-10T14:00:00.000Z',
      created_at: '2026-03-10T12:00:00.000Z',
      handled_at: null,
      replies: [],
    },
    {
      id: 1,
      subject: 'info-planes',
      message: '¿Qué incluye Premium?',
      support_tier: 'priority',
      response_hours: 8,
      respond_by: '2026-03-09T18:00:00.000Z',
      created_at: '2026-03-09T10:00:00.000Z',
      handled_at: '2026-03-09T11:00:00.000Z',
      replies: [{ id: 5, body: 'Incluye soporte VIP.', created_at: '2026-03-09T11:00:00.000Z' }],
    },
  ],
  total: 2,
  limit: 20,
  offset: 0,
  ...overrides,
});

describe('the customer\'s support threads', () => {
  it('lists their messages with support\'s answers, and says when an open one will be answered', async () => {
    fakeApi({ 'GET support/messages': answer(200, list()) });
    renderWithProviders(<SupportThreads />);
    const [open, answered] = await screen.findAllByTestId('support-thread');
    expect(within(open!).getByRole('heading')).toHaveTextContent('Facturación');
    expect(open).toHaveTextContent('Esperando respuesta: te respondemos antes del');
    expect(within(answered!).getByRole('heading')).toHaveTextContent('Información sobre planes');
    expect(answered).toHaveTextContent('Respondido');
    expect(within(answered!).getByTestId('support-reply')).toHaveTextContent('Incluye soporte VIP.');
  });

  it('says so when there are none yet', async () => {
    fakeApi({ 'GET support/messages': answer(200, list({ threads: [], total: 0 })) });
    renderWithProviders(<SupportThreads />, { language: 'en' });
    expect(await screen.findByText("You have not written to us yet. Support's answers show up here and in your email.")).toBeVisible();
  });

  it.each([
    ['vip', 2, 'es', 'Soporte VIP: te respondemos en menos de 2 horas.'],
    ['priority', 1, 'es', 'Soporte prioritario: te respondemos en menos de 1 hora.'],
    ['standard', 24, 'en', 'We answer you within 24 hours.'],
  ] as const)('promises a %s customer their plan\'s hours', async (tier, hours, language, text) => {
    fakeApi({ 'GET support/messages': answer(200, list({ support_tier: tier, response_hours: hours })) });
    renderWithProviders(<ResponsePromise />, { language });
    expect(await screen.findByTestId('support-promise')).toHaveTextContent(text);
  });
});
