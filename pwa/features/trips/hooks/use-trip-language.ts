import { useTranslation } from 'react-i18next';
import type { DateLanguage } from '@shared/time/new-york';

/** The interface language, for dates, times and amounts. */
export function useTripLanguage(): DateLanguage {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'es';
}
