import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@shared/time/durations';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { answer, fakeApi, heldAnswer, type Route } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { OfflineBanner } from './offline-banner';

/** A screen that reads the packages, as the dashboard does; the banner sits above it. */
function PackagesScreen() {
  const packages = useQuery({ queryKey: ['packages'], queryFn: () => api.get('packages').json<string[]>() });
  return (
    <>
      <OfflineBanner />
      <button type="button" onClick={() => void packages.refetch()}>Actualizar paquetes</button>
    </>
  );
}

function renderScreen(routes: Record<string, Route>, { language = 'es' as 'es' | 'en', heldMinutesAgo = 5 } = {}) {
  const api = fakeApi({ 'GET packages': 'network-down', 'GET health': 'network-down', ...routes });
  const queryClient = createQueryClient();
  queryClient.setQueryData(['packages'], ['MD-1'], { updatedAt: Date.now() - heldMinutesAgo * MINUTE_MS });
  return { ...renderWithProviders(<PackagesScreen />, { language, queryClient }), api };
}

const banner = () => screen.queryByTestId('offline-banner');

describe('the offline banner', () => {
  it('says nothing while the API answers', async () => {
    const screenView = renderScreen({ 'GET packages': answer(200, ['MD-1']) });
    await screenView.user.click(screen.getByRole('button', { name: 'Actualizar paquetes' }));

    await waitFor(() => expect(screenView.api.callsTo('GET packages').length).toBeGreaterThan(0));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('appears when a read cannot reach the API, saying the screen shows what the device holds and how old it is', async () => {
    const screenView = renderScreen({}, { heldMinutesAgo: 5 });
    await screenView.user.click(screen.getByRole('button', { name: 'Actualizar paquetes' }));

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Sin conexión. Te mostramos lo guardado en este dispositivo. Lo actualizamos cuando vuelva la conexión.'));
    expect(status).toHaveTextContent('Actualizado hace 5 minutos');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  it('appears when the browser goes offline', async () => {
    renderScreen({}, { heldMinutesAgo: 60 * 3 });
    act(() => void window.dispatchEvent(new Event('offline')));

    expect(await screen.findByText('Actualizado hace 3 horas')).toBeVisible();
  });

  it('Reintentar asks the server; while it does not answer the banner stays and the button comes back', async () => {
    const held = heldAnswer();
    const screenView = renderScreen({ 'GET health': held.handler });
    act(() => void window.dispatchEvent(new Event('offline')));
    await screenView.user.click(await screen.findByRole('button', { name: 'Reintentar' }));

    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled();
    held.release('network-down');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled());
    expect(banner()).toBeVisible();
  });

  it('Reintentar makes the banner go once the server answers', async () => {
    // The server is back: the health route and the reads it triggers answer.
    const screenView = renderScreen({ 'GET health': answer(200, { status: 'ok' }), 'GET packages': answer(200, ['MD-1']) });
    act(() => void window.dispatchEvent(new Event('offline')));
    await screenView.user.click(await screen.findByRole('button', { name: 'Reintentar' }));

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('goes by itself when the server answers again (asked again after a short wait)', async () => {
    let up = false;
    const server = () => (up ? answer(200, { status: 'ok' }) : 'network-down');
    renderScreen({ 'GET health': server, 'GET packages': server });
    expect(await screen.findByTestId('offline-banner')).toBeVisible();
    up = true;

    await waitFor(() => expect(banner()).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('speaks English to an English reader', async () => {
    renderScreen({}, { language: 'en', heldMinutesAgo: 1 });
    act(() => void window.dispatchEvent(new Event('offline')));

    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Updated 1 minute ago');
  });
});
