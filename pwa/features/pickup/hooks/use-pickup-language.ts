import { useTranslation } from 'react-i18next';
import type { PickupLanguage } from '../model/slot-views';

/** The interface language, for dates and times. */
export function usePickupLanguage(): PickupLanguage {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'es';
}
