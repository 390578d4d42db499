import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeApi, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { deleteOutboxDatabase, openOutbox } from './outbox-db';
import { OutboxMark } from './outbox-mark';
import { enqueueOperation } from './outbox-queue';
import { syncOutbox } from './outbox-sync';
import { OutboxTray } from './outbox-tray';
import type { NewOutboxOperation, OutboxOperation } from './outbox-types';
import { setOutboxUser } from './outbox-user';

let nextUser = 500;
const users: number[] = [];

/** A signed-in user whose outbox the tray reads. */
function signIn() {
  const userId = (nextUser += 1);
  users.push(userId);
  act(() => setOutboxUser(userId));
  return userId;
}

const supportMessage: NewOutboxOperation = {
  kind: 'support-message', method: 'POST', path: 'contact/dashboard', body: { subject: 'Paquete', message: 'Hola' }, target: null, invalidate: [],
};
const newPackage: NewOutboxOperation = {
  kind: 'package-create', method: 'POST', path: 'tracking/create', body: { tracking_number: '1Z999' }, target: null, invalidate: [],
};

let nextId = 0;
const queue = (userId: number, operation: NewOutboxOperation) => enqueueOperation(userId, operation, `op-${(nextId += 1)}`);

/** The queue sent as the app sends it (the real sender, through the API client) to a server answering by route. */
function sendQueue(userId: number, routes: Record<string, Route>) {
  fakeApi(routes);
  return act(() => syncOutbox({ userId, locks: null }));
}

const tray = () => screen.queryByTestId('outbox-tray');

describe('the outbox tray', () => {
  afterEach(async () => {
    act(() => setOutboxUser(null));
    await Promise.all(users.splice(0).map((userId) => deleteOutboxDatabase(userId)));
  });

  it('shows nothing while nothing waits to be sent', async () => {
    const userId = signIn();
    renderWithProviders(<OutboxTray />);
    await openOutbox(userId);

    expect(tray()).not.toBeInTheDocument();
  });

  it('counts the writes waiting to be sent, one and many', async () => {
    const userId = signIn();
    await queue(userId, newPackage);
    renderWithProviders(<OutboxTray />);

    expect(await screen.findByRole('status')).toHaveTextContent('1 cambio pendiente de envío');
    await act(() => queue(userId, supportMessage));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 cambios pendientes de envío'));
  });

  it('still counts a write while it is on its way', async () => {
    const userId = signIn();
    const operation = await queue(userId, newPackage);
    await (await openOutbox(userId)).operations.update(operation.seq!, { state: 'sending' });
    renderWithProviders(<OutboxTray />);

    expect(await screen.findByRole('status')).toHaveTextContent('1 cambio pendiente de envío');
  });

  it('empties once the server has taken every write', async () => {
    const userId = signIn();
    await queue(userId, newPackage);
    await queue(userId, supportMessage);
    renderWithProviders(<OutboxTray />);
    await screen.findByRole('status');

    expect(await sendQueue(userId, { 'POST tracking/create': answer(201, { id: 1 }), 'POST contact/dashboard': answer(200, { success: true }) })).toBe('done');
    await waitFor(() => expect(tray()).not.toBeInTheDocument());
  });

  it('keeps the count while the server says not now, and sends the same writes on the next try', async () => {
    const userId = signIn();
    await queue(userId, newPackage);
    renderWithProviders(<OutboxTray />);
    await screen.findByRole('status');

    expect(await sendQueue(userId, { 'POST tracking/create': answer(503, { error: 'Service unavailable' }) })).toBe('later');
    expect(screen.getByRole('status')).toHaveTextContent('1 cambio pendiente de envío');
    expect(await sendQueue(userId, { 'POST tracking/create': 'network-down' })).toBe('unreachable');
    expect(screen.getByRole('status')).toHaveTextContent('1 cambio pendiente de envío');

    expect(await sendQueue(userId, { 'POST tracking/create': answer(201, { id: 1 }) })).toBe('done');
    await waitFor(() => expect(tray()).not.toBeInTheDocument());
  });

  it('shows a refused support message with the server\'s reason in Spanish, until the customer dismisses it', async () => {
    const userId = signIn();
    await queue(userId, supportMessage);
    const rendered = renderWithProviders(<OutboxTray />);
    await screen.findByRole('status');

    await sendQueue(userId, { 'POST contact/dashboard': answer(400, { error: 'Message must be at least 10 characters' }) });

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('No se pudo enviar tu mensaje a soporte');
    expect(await within(refusal).findByText('El mensaje debe tener al menos 10 caracteres')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await rendered.user.click(within(refusal).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(tray()).not.toBeInTheDocument());
  });

  it('leaves a refused package to the package list (only the support message has no list of its own)', async () => {
    const userId = signIn();
    await queue(userId, newPackage);
    await queue(userId, supportMessage);
    renderWithProviders(<OutboxTray />);
    await screen.findByRole('status');

    await sendQueue(userId, { 'POST tracking/create': answer(409, { error: 'Tracking number already registered' }), 'POST contact/dashboard': 'network-down' });

    expect(screen.getByRole('status')).toHaveTextContent('1 cambio pendiente de envío');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English to an English reader', async () => {
    const userId = signIn();
    await queue(userId, newPackage);
    await queue(userId, newPackage);
    renderWithProviders(<OutboxTray />, { language: 'en' });

    expect(await screen.findByRole('status')).toHaveTextContent('2 changes waiting to send');
  });
});

describe('the outbox mark on a list item', () => {
  const operation = (changes: Partial<OutboxOperation>): OutboxOperation => ({
    ...newPackage, id: 'op', createdAt: 0, state: 'pending', reason: null, status: null, ...changes,
  });

  it('says a queued delete waits to be sent, and when it will go', () => {
    renderWithProviders(<OutboxMark operation={operation({ kind: 'package-delete', method: 'DELETE' })} />);

    const mark = screen.getByText('Pendiente de eliminar');
    expect(mark).toHaveAttribute('title', 'Se enviará solo cuando vuelvas a tener conexión.');
  });

  it('says the server refused it even when it gave no reason', () => {
    renderWithProviders(<OutboxMark operation={operation({ state: 'refused', status: 400 })} />);

    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo agregar el paquete');
    expect(screen.getByRole('alert')).toHaveTextContent('El servidor lo rechazó.');
  });
});
