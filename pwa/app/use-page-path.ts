import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { PAGE_PATHS, type PageKey } from './localized-paths';

/** The address of an informational page in the current language; re-renders on a language switch. */
export function usePagePath(): (page: PageKey) => string {
  useTranslation();
  const language = currentLanguage();
  return (page) => PAGE_PATHS[page][language];
}
