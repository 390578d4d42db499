import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@shared/contact/contact-message-schema';
import { answer, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { MessageItem } from './message-item';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 7,
  source: 'dashboard',
  user_id: 3,
  full_name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: null,
  subject: 'soporte',
  message: 'Mi paquete no aparece.',
  support_tier: 'vip',
  response_hours: 2,
  respond_by: '2026-03-10T14:00:00.000Z',
  read_at: null,
  created_at: '2026-03-10T12:00:00.000Z',
  replies: [],
  ...overrides,
});

describe('an inbox message', () => {
  it('shows the sender\'s tier and, past its target, the wait as overdue', () => {
    renderWithProviders(<MessageItem message={message()} now={NOW} />);
    expect(screen.getByTestId('support-tier')).toHaveTextContent('VIP');
    expect(screen.getByTestId('response-age')).toHaveTextContent('Vencido: espera 3 h 0 min · objetivo 2 h');
    expect(screen.getByTestId('response-age')).toHaveAttribute('data-overdue', 'true');
  });

  it('shows a wait within its target, and a handled one by how long it took', () => {
    const { unmount } = renderWithProviders(
      <MessageItem message={message({ support_tier: 'standard', response_hours: 24, respond_by: '2026-03-11T12:00:00.000Z' })} now={NOW} />,
    );
    expect(screen.getByTestId('support-tier')).toHaveTextContent('Estándar');
    expect(screen.getByTestId('response-age')).toHaveTextContent('Espera 3 h 0 min · objetivo 24 h');
    expect(screen.getByTestId('response-age')).toHaveAttribute('data-overdue', 'false');
    unmount();
    renderWithProviders(<MessageItem message={message({ support_tier: 'priority', read_at: '2026-03-10T12:45:00.000Z' })} now={NOW} />, { language: 'en' });
    expect(screen.getByTestId('support-tier')).toHaveTextContent('Priority');
    expect(screen.getByTestId('response-age')).toHaveTextContent('Handled in 45 min · target 2 h');
  });

  it('lists the replies with who wrote them', () => {
    renderWithProviders(
      <MessageItem message={message({ replies: [{ id: 1, body: 'Ya lo buscamos.', author_name: 'Marta López', created_at: '2026-03-10T13:00:00.000Z' }] })} now={NOW} />,
    );
    expect(screen.getByTestId('contact-reply')).toHaveTextContent('Marta López');
    expect(screen.getByTestId('contact-reply')).toHaveTextContent('Ya lo buscamos.');
  });

  it('sends a reply with an Idempotency-Key and closes the form', async () => {
    const sent = message({ read_at: NOW.toISOString() });
    const reply = { id: 9, body: 'Llega el viernes.', author_name: 'Marta López', created_at: NOW.toISOString() };
    const api = fakeApi({ 'POST contact-messages/7/replies': answer(201, { reply, message: { ...sent, replies: [reply] } }), 'GET contact-messages': answer(200, {}) });
    const { user } = renderWithProviders(<MessageItem message={message()} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await user.type(screen.getByLabelText('Respuesta para Ana Pérez'), '  Llega el viernes.  ');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText('Respuesta enviada')).toBeVisible();
    const [call] = api.callsTo('POST contact-messages/7/replies');
    expect(call?.body).toEqual({ body: 'Llega el viernes.' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByTestId('reply-form')).not.toBeInTheDocument();
  });

  it('asks for a text before sending anything, and shows the server\'s refusal', async () => {
    const api = fakeApi({ 'POST contact-messages/7/replies': answer(404, { error: 'Not found' }) });
    const { user } = renderWithProviders(<MessageItem message={message()} now={NOW} />);
    await user.click(screen.getByRole('button', { name: 'Responder' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Este campo es obligatorio');
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText('Respuesta para Ana Pérez'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByTestId('reply-form')).toBeInTheDocument();
  });
});
