import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { aPackage } from '@/test/package-factory';
import { renderWithProviders } from '@/test/render-with-providers';
import { PackageCard } from './package-card';

const PKG = aPackage(7, { tracking_number: '1Z999AA10123456784', title: 'Zapatillas', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' });

/** A screen whose code has not arrived: the navigation to it waits, as a lazy route's does. */
const never = new Promise<never>(() => {});
function Unready(): never {
  throw never;
}

function List() {
  return <PackageCard pkg={PKG} href="/dashboard/packages/7" />;
}

describe('PackageCard', () => {
  it('answers a tap at once with a pressed card and a spinner while the detail is on its way', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/dashboard/packages" element={<List />} />
        <Route path="/dashboard/packages/:id" element={<Unready />} />
      </Routes>,
      { route: '/dashboard/packages' },
    );
    const card = screen.getByTestId('package-card');
    expect(card).not.toHaveAttribute('aria-busy');
    await act(async () => card.click());
    expect(screen.getByTestId('package-card')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
  });

  it('stays as it was for a click that opens the detail in a new tab', async () => {
    renderWithProviders(<List />, { route: '/dashboard/packages' });
    const card = screen.getByTestId('package-card');
    card.addEventListener('click', (event) => event.preventDefault());
    await act(async () => card.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(card).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
