import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('a screen that cannot render');
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the error page instead of a screen that fails, and the screen again at the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { rerender } = renderWithProviders(
      <RouteErrorBoundary pathname="/dashboard">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Recargar página' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');

    rerender(
      <RouteErrorBoundary pathname="/dashboard/packages">
        <p>Tus paquetes</p>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText('Tus paquetes')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
  });
});
