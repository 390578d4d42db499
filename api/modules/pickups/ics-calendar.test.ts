import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../shared/time/durations';
import { newYorkOffsetMinutes } from '../../../shared/time/new-york';
import { escapeIcsText, foldIcsLine, icsCalendar, type IcsEvent } from './ics-calendar';

const event = (overrides: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'pickup-7@app.test',
  stamp: new Date('2026-03-10T15:04:05.678Z'),
  date: '2026-03-12',
  time: '10:30',
  minutes: 30,
  summary: 'Retiro de paquetes',
  location: 'Miami Drop, 8400 NW 25th St, Doral, FL 33122',
  description: 'Paquetes: Campera\nCódigo de acceso: #4411',
  status: 'CONFIRMED',
  ...overrides,
});
const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');
const eventLines = (text: string) => {
  const lines = unfold(text).split('\r\n');
  return lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
};

describe('escapeIcsText (RFC 5545 section 3.3.11)', () => {
  it('escapes backslashes, semicolons and commas, writes line breaks as \\n and drops other control characters', () => {
    expect(escapeIcsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeIcsText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeIcsText('tab\there\u0000\u007f')).toBe('tabhere');
    expect(escapeIcsText('Código: ñandú')).toBe('Código: ñandú');
  });
});

describe('foldIcsLine (RFC 5545 section 3.1)', () => {
  it('leaves a line of 75 octets as it is', () => {
    const line = `DESCRIPTION:${'x'.repeat(63)}`;
    expect(octets(line)).toBe(75);
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines at 75 octets, each continuation starting with a space, never inside a character', () => {
    const line = `DESCRIPTION:${'Qué traer: una identificación con foto a nombre de Lucía Núñez. '.repeat(4)}€😀`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.every((part) => octets(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Splitting a UTF-8 sequence would leave a replacement character once decoded.
    expect(parts.some((part) => part.includes('\uFFFD'))).toBe(false);
    expect(unfold(folded)).toBe(line);
  });
});

describe('icsCalendar', () => {
  it('writes one VEVENT in New York time with its VTIMEZONE, every line ended by CRLF and at most 75 octets', () => {
    const text = icsCalendar('-//Miami Drop//Pickups//ES', [event({ url: 'http://app.test/dashboard/pickup' })]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfold(text).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Miami Drop//Pickups//ES', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines).toContain('TZID:America/New_York');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(eventLines(text)).toEqual([
      'BEGIN:VEVENT',
      'UID:pickup-7@app.test',
      'DTSTAMP:20260310T150405Z',
      'DTSTART;TZID=America/New_York:20260312T103000',
      'DTEND;TZID=America/New_York:20260312T110000',
      'SUMMARY:Retiro de paquetes',
      'LOCATION:Miami Drop\\, 8400 NW 25th St\\, Doral\\, FL 33122',
      'DESCRIPTION:Paquetes: Campera\\nCódigo de acceso: #4411',
      'URL:http://app.test/dashboard/pickup',
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]);
  });

  it('ends a late slot on the next day, and one that spans the spring change at the wall-clock time it ends', () => {
    const late = eventLines(icsCalendar('-//t//t//EN', [event({ date: '2026-12-31', time: '23:30' })]));
    expect(late).toContain('DTEND;TZID=America/New_York:20270101T000000');
    // 2026-03-08: New York's clocks jump from 02:00 to 03:00, so half an hour after 01:45 reads 03:15.
    const spring = eventLines(icsCalendar('-//t//t//EN', [event({ date: '2026-03-08', time: '01:45' })]));
    expect(spring).toContain('DTSTART;TZID=America/New_York:20260308T014500');
    expect(spring).toContain('DTEND;TZID=America/New_York:20260308T031500');
  });

  it("carries a cancelled event's status", () => {
    expect(eventLines(icsCalendar('-//t//t//EN', [event({ status: 'CANCELLED' })]))).toContain('STATUS:CANCELLED');
  });

  it("holds New York's rules as the time-zone database has them: second Sunday of March to first Sunday of November, at 02:00", () => {
    const sunday = (year: number, month: number, nth: number) => {
      const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      return 1 + ((7 - first) % 7) + (nth - 1) * 7;
    };
    for (let year = 2026; year <= 2036; year += 1) {
      // 02:00 EST is 07:00 UTC; 02:00 EDT is 06:00 UTC.
      const spring = Date.UTC(year, 2, sunday(year, 3, 2), 7);
      const autumn = Date.UTC(year, 10, sunday(year, 11, 1), 6);
      expect([newYorkOffsetMinutes(new Date(spring - HOUR_MS)), newYorkOffsetMinutes(new Date(spring + HOUR_MS))], `${year} spring`).toEqual([-300, -240]);
      expect([newYorkOffsetMinutes(new Date(autumn - HOUR_MS)), newYorkOffsetMinutes(new Date(autumn + HOUR_MS))], `${year} autumn`).toEqual([-240, -300]);
    }
  });
});
