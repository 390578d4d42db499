import i18n from 'i18next';
import { newYorkDateString, toNewYorkDateString } from '@shared/time/new-york';
import type { AppLanguage } from './languages';

/**
 * A long date in the reader's language, es '9 de marzo de 2025', en 'March 9, 2025': the words of shared
 * `formatLongDate` (long-date.test.ts holds the two equal), built from the texts rather than with Intl, whose first
 * date format starts ICU's date machinery, some 100 ms of the main thread on a phone, on the dashboard's first screen
 * (docs/decisions/133). An instant is shown as its New York date, a YYYY-MM-DD string as that date, anything
 * unreadable as it came.
 */
export function longDateText(value: Date | string, language: AppLanguage): string {
  const date = value instanceof Date ? (Number.isNaN(value.getTime()) ? null : newYorkDateString(value)) : toNewYorkDateString(value);
  if (date === null) return String(value);
  const [year, month, day] = date.split('-').map(Number);
  const t = i18n.getFixedT(language);
  return t('dates.long', { day, month: t(`dates.months.${month}`), year });
}
