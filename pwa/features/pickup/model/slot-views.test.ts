import { describe, expect, it } from 'vitest';
import type { PickupSlots } from '@shared/pickup/pickup-schema';
import { PICKUP_TIME_SLOTS } from '@shared/pickup/pickup-slots';
import { weekdayNames } from '@/lib/weekday-names';
import { formatList, formatMonth, formatPickupDay, formatSlotTime, slotViews } from './slot-views';

// Wednesday 4 March 2026, 10:10 in New York.
const now = new Date('2026-03-04T15:10:00Z');
const day = (date: string, full: string[] = []): PickupSlots => ({
  date,
  capacity: 3,
  slots: PICKUP_TIME_SLOTS.map((time) => ({ time, remaining: full.includes(time) ? 0 : 3, available: !full.includes(time), flexible: false })),
});

describe('the slot picker', () => {
  it('marks past slots of today, full slots and the rest', () => {
    const today = day('2026-03-04', ['11:00']);
    // The server says 10:00 is past; the client agrees whatever the server's flag.
    today.slots[2] = { time: '10:00', remaining: 3, available: false, flexible: false };
    const views = slotViews(today, now);
    expect(views.map((slot) => slot.state).slice(0, 6)).toEqual(['past', 'past', 'past', 'available', 'full', 'available']);
    expect(views[3]).toEqual({ time: '10:30', state: 'available', remaining: 3, selectable: true, flexible: false });
    expect(views[4]?.selectable).toBe(false);
  });

  it("keeps the moved pickup's own slot selectable when it is full, unless it has passed", () => {
    const views = slotViews(day('2026-03-05', ['11:00']), now, { date: '2026-03-05', time: '11:00' });
    expect(views.find((slot) => slot.time === '11:00')).toMatchObject({ state: 'current', selectable: true });
    const todayViews = slotViews(day('2026-03-04', ['09:00']), now, { date: '2026-03-04', time: '09:00' });
    expect(todayViews[0]).toMatchObject({ state: 'past', selectable: false });
  });

  it('writes times and days in the interface language', () => {
    expect(formatSlotTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatSlotTime('09:00', 'es')).toBe('9:00');
    expect(formatPickupDay('2026-03-09', 'en')).toBe('Monday, March 9, 2026');
    expect(formatPickupDay('2026-03-09', 'es')).toBe('lunes, 9 de marzo de 2026');
    expect(weekdayNames('en', 'short')[0]).toBe('Sun');
    expect(formatList(['sábado', 'domingo'], 'es')).toBe('sábado y domingo');
    expect(formatList(['Saturday', 'Sunday'], 'en')).toBe('Saturday and Sunday');
  });

  it('keeps each language and format apart when it reuses its formatters', () => {
    expect([formatMonth('2026-03', 'es'), formatMonth('2026-03', 'en'), formatMonth('2026-04', 'es')]).toEqual(['marzo de 2026', 'March 2026', 'abril de 2026']);
    expect([weekdayNames('es', 'long')[1], weekdayNames('en', 'long')[1], weekdayNames('en', 'short')[1]]).toEqual(['lunes', 'Monday', 'Mon']);
    expect([formatSlotTime('14:30', 'en'), formatSlotTime('14:30', 'es'), formatSlotTime('14:30', 'en')]).toEqual(['2:30 PM', '14:30', '2:30 PM']);
  });
});
