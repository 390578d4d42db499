import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@shared/time/new-york';
import '@/test/test-i18n';
import { longDateText } from './long-date';

describe('a long date from the texts', () => {
  it('reads as Intl writes it, every month in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      for (let month = 1; month <= 12; month++) {
        const date = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`;
        expect(longDateText(date, language)).toBe(formatLongDate(date, language));
      }
    }
  });

  it('shows an instant as its New York date, as Intl does', () => {
    // 03:30 UTC on 1 March is still 28 February in New York.
    expect(longDateText('2026-03-01T03:30:00.000Z', 'es')).toBe('28 de febrero de 2026');
    expect(longDateText(new Date('2026-03-01T03:30:00.000Z'), 'en')).toBe(formatLongDate('2026-03-01T03:30:00.000Z', 'en'));
  });

  it('passes something unreadable through instead of failing the screen', () => {
    expect(longDateText('soon', 'en')).toBe('soon');
    expect(longDateText('2026-02-30', 'es')).toBe('2026-02-30');
  });
});
