import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useTabTaken } from './use-tab-taken';

const TABS = ['/a', '/b'];

function Tabs() {
  const { showsAsCurrent, take } = useTabTaken();
  return (
    <nav>
      {TABS.map((to) => (
        <NavLink key={to} to={to} onClick={(event) => take(to, event)} className={({ isActive }) => (showsAsCurrent(to, isActive) ? 'current' : '')}>
          {to}
        </NavLink>
      ))}
    </nav>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A screen whose code has not arrived: the navigation to it waits, as a lazy route's does. */
const never = new Promise<never>(() => {});
function Unready(): never {
  throw never;
}

describe('the tab just tapped', () => {
  it('shows as current at once, while the screen it leads to is still on its way', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Tabs />
        <Routes>
          <Route path="/a" element={<Where />} />
          <Route path="/b" element={<Unready />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('link', { name: '/b' }).click());
    expect(screen.getByRole('link', { name: '/b' }).className).toBe('current');
    expect(screen.getByRole('link', { name: '/a' }).className).toBe('');
  });

  it('leaves the current tab alone for a click that opens a new tab', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Tabs />
      </MemoryRouter>,
    );
    const other = screen.getByRole('link', { name: '/b' });
    await act(async () => other.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(screen.getByRole('link', { name: '/a' }).className).toBe('current');
  });
});
