import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/test/test-i18n';

const loader = vi.hoisted(() => ({ fail: false }));
vi.mock('./server-message-loader', async (importOriginal) => {
  const real = await importOriginal<typeof import('./server-message-loader')>();
  return {
    ...real,
    loadServerMessages: () => (loader.fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : real.loadServerMessages()),
  };
});

const { useServerMessage } = await import('./use-server-message');

describe('a stored server refusal shown later (the outbox)', () => {
  it("falls back to the server's own words when the translator cannot load (offline, not cached)", async () => {
    // Before any load: once in, the translator stays for the page's life and nothing is fetched again.
    loader.fail = true;
    const { result } = renderHook(() => useServerMessage('Message must be at least 10 characters'));
    await waitFor(() => expect(result.current).toBe('Message must be at least 10 characters'));
  });

  it('is shown in Spanish once the translator is in, and nothing meanwhile rather than English', async () => {
    loader.fail = false;
    const { result } = renderHook(() => useServerMessage('Message must be at least 10 characters'));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('El mensaje debe tener al menos 10 caracteres'));
  });

  it('has nothing to show without a text', () => {
    const { result } = renderHook(() => useServerMessage(null));
    expect(result.current).toBeNull();
  });
});
