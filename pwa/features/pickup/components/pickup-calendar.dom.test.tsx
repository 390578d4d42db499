import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { DEFAULT_FLEXIBLE_PICKUP_WINDOWS, pickupHoursOf, STANDARD_PICKUP_HOURS, type PickupWindow } from '@shared/pickup/pickup-hours';
import { PickupCalendar } from './pickup-calendar';

// Wednesday 18 November 2026, 10:00 in New York: today still has slots; the window runs to 13 January 2027.
const NOW = new Date('2026-11-18T15:00:00Z');

function Calendar({ onChange, hours = STANDARD_PICKUP_HOURS }: { onChange: (date: string) => void; hours?: readonly PickupWindow[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <p id="calendar-label">Día</p>
      <PickupCalendar value={value} onChange={(date) => (setValue(date), onChange(date))} now={NOW} labelledBy="calendar-label" hours={hours} />
    </>
  );
}

const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)!;
const tabbableDays = () => [...document.querySelectorAll<HTMLButtonElement>('[data-date]')].filter((button) => button.tabIndex === 0).map((button) => button.dataset.date);

describe('the pickup calendar by keyboard (WAI-ARIA date picker)', () => {
  it('is one tab stop on the first bookable day; arrows move by day and week, Home/End to the week ends', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Calendar onChange={onChange} />);
    expect(tabbableDays()).toEqual(['2026-11-18']);

    await user.tab(); // 'Mes siguiente' ('Mes anterior' is disabled this month)
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toHaveFocus();
    await user.tab();
    expect(day('2026-11-18')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day('2026-11-19')).toHaveFocus();
    expect(tabbableDays()).toEqual(['2026-11-19']);
    await user.keyboard('{ArrowDown}');
    expect(day('2026-11-26')).toHaveFocus();
    await user.keyboard('{End}'); // a Spanish week ends on Sunday
    expect(day('2026-11-29')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('2026-11-23')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-23');
    expect(day('2026-11-23')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets past days and weekends be read but never chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Calendar onChange={onChange} />);
    day('2026-11-18').focus();
    await user.keyboard('{ArrowLeft}');
    expect(day('2026-11-17')).toHaveFocus();
    expect(day('2026-11-17')).toHaveAttribute('aria-disabled', 'true');
    expect(day('2026-11-17')).toHaveAccessibleName(/no disponible/i);
    await user.keyboard('{Enter}');
    await user.click(day('2026-11-21')); // a Saturday
    expect(day('2026-11-21')).toHaveAttribute('aria-disabled', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("lets a Premium customer choose the Saturdays of flexible pickup, never a Sunday", async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Calendar onChange={onChange} hours={pickupHoursOf(true, DEFAULT_FLEXIBLE_PICKUP_WINDOWS)} />);
    expect(day('2026-11-21')).not.toHaveAttribute('aria-disabled');
    await user.click(day('2026-11-21'));
    expect(onChange).toHaveBeenCalledWith('2026-11-21');
    await user.click(day('2026-11-22'));
    expect(day('2026-11-22')).toHaveAttribute('aria-disabled', 'true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('pages by month within the booking window, and the month buttons stop at its ends', async () => {
    const { user } = renderWithProviders(<Calendar onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeDisabled();
    day('2026-11-18').focus();
    await user.keyboard('{PageDown}');
    expect(day('2026-12-18')).toHaveFocus();
    expect(screen.getByRole('grid')).toHaveTextContent('diciembre de 2026');
    await user.keyboard('{PageDown}');
    expect(day('2027-01-18')).toHaveFocus();
    expect(day('2027-01-18')).toHaveAttribute('aria-disabled', 'true'); // past the 56 days
    await user.keyboard('{PageDown}'); // February is outside the window: nothing moves
    expect(day('2027-01-18')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    expect(screen.getByRole('grid')).toHaveTextContent('diciembre de 2026');
    expect(tabbableDays()).toEqual(['2026-12-01']);
  });

  it('starts an English week on Sunday', async () => {
    const { user } = renderWithProviders(<Calendar onChange={vi.fn()} />, { language: 'en' });
    day('2026-11-18').focus();
    await user.keyboard('{Home}');
    expect(day('2026-11-15')).toHaveFocus();
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
  });
});
