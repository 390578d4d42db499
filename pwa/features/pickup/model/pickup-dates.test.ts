import { describe, expect, it } from 'vitest';
import { calendarMonths, firstBookableDate, isCalendarDateEnabled, lastBookableDate } from './pickup-dates';

// Wednesday 4 March 2026, 10:00 in New York (EST, UTC-5).
const wednesdayMorning = new Date('2026-03-04T15:00:00Z');
// Friday 6 March 2026, 17:30 in New York: every slot of the day has passed.
const fridayEvening = new Date('2026-03-06T22:30:00Z');

describe('the days the pickup calendar offers', () => {
  it('disables past days, Saturdays, Sundays and days beyond the eight-week window', () => {
    expect(isCalendarDateEnabled('2026-03-03', wednesdayMorning)).toBe(false);
    expect(isCalendarDateEnabled('2026-03-04', wednesdayMorning)).toBe(true);
    expect(isCalendarDateEnabled('2026-03-07', wednesdayMorning)).toBe(false);
    expect(isCalendarDateEnabled('2026-03-08', wednesdayMorning)).toBe(false);
    expect(isCalendarDateEnabled('2026-03-09', wednesdayMorning)).toBe(true);
    expect(lastBookableDate(wednesdayMorning)).toBe('2026-04-29');
    expect(isCalendarDateEnabled('2026-04-29', wednesdayMorning)).toBe(true);
    expect(isCalendarDateEnabled('2026-04-30', wednesdayMorning)).toBe(false);
  });

  it('starts on today while a slot is ahead, else on the next weekday', () => {
    expect(firstBookableDate(wednesdayMorning)).toBe('2026-03-04');
    expect(firstBookableDate(fridayEvening)).toBe('2026-03-09');
  });

  it('lets the calendar page from this month to the window end', () => {
    expect(calendarMonths(wednesdayMorning)).toEqual({ first: '2026-03', last: '2026-04' });
  });
});
