import { NEW_YORK_TIME_ZONE, newYorkDateString, newYorkDateTimeToInstant, newYorkTimeString } from '../../../shared/time/new-york';
import { MINUTE_MS } from '../../../shared/time/durations';

/** One event on New York's wall clock (RFC 5545 iCalendar). */
export interface IcsEvent {
  /** Stable: the same pickup always has the same UID, so a calendar updates the event it holds. */
  uid: string;
  /** When this file was written (DTSTAMP). */
  stamp: Date;
  /** YYYY-MM-DD and HH:MM, New York time. */
  date: string;
  time: string;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

const CRLF = '\r\n';
/** RFC 5545 section 3.1: a line longer than 75 octets is folded. */
const MAX_LINE_OCTETS = 75;

/**
 * New York's rules since 2007 (second Sunday of March to first Sunday of November, at 02:00), so a calendar shows the
 * slot at the same wall-clock time whatever its own zone, on both sides of a change.
 */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${NEW_YORK_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** TEXT values (RFC 5545 section 3.3.11): backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
export function escapeIcsText(text: string): string {
  const printable = [...text.replace(/\r\n|\r/g, '\n')].filter((character) => character === '\n' || !isControl(character)).join('');
  return printable.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** A content line folded at 75 octets, never inside a character; each continuation starts with one space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const width = octets(character);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += width;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number) => String(value).padStart(2, '0');
const compactDate = (date: string) => date.replace(/-/g, '');
const compactTime = (time: string) => `${time.replace(':', '')}00`;
const localDateTime = (date: string, time: string) => `${compactDate(date)}T${compactTime(time)}`;
const utcDateTime = (instant: Date) =>
  `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;

/** The wall-clock end: the start's instant plus the length, read again on New York's clock (right across a change, and past midnight). */
function endOf(event: IcsEvent): { date: string; time: string } {
  const end = new Date(newYorkDateTimeToInstant(event.date, event.time).getTime() + event.minutes * MINUTE_MS);
  return { date: newYorkDateString(end), time: newYorkTimeString(end) };
}

/** A calendar file of the events, its lines folded and ended by CRLF. */
export function icsCalendar(prodId: string, events: readonly IcsEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...NEW_YORK_VTIMEZONE];
  for (const event of events) {
    const end = endOf(event);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcDateTime(event.stamp)}`,
      `DTSTART;TZID=${NEW_YORK_TIME_ZONE}:${localDateTime(event.date, event.time)}`,
      `DTEND;TZID=${NEW_YORK_TIME_ZONE}:${localDateTime(end.date, end.time)}`,
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `LOCATION:${escapeIcsText(event.location)}`,
      `DESCRIPTION:${escapeIcsText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      `STATUS:${event.status}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
