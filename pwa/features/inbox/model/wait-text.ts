import type { TFunction } from 'i18next';
import { HOUR_MS, MINUTE_MS } from '@shared/time/durations';

const DAY_HOURS = 24;

/** A wait as staff read it at a glance: "45 min", "3 h 20 min", "2 d 4 h". */
export function waitText(t: TFunction, ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 60) return t('inbox.duration.minutes', { count: minutes });
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < DAY_HOURS) return t('inbox.duration.hoursMinutes', { hours, minutes: minutes % 60 });
  return t('inbox.duration.daysHours', { days: Math.floor(hours / DAY_HOURS), hours: hours % DAY_HOURS });
}
