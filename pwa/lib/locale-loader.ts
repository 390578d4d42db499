import type { AppLanguage } from './languages';
import type { LocaleTree } from './locale-tree';

/** One chunk per language: a reader downloads only the language they read. */
const bundles: Record<AppLanguage, () => Promise<{ default: LocaleTree }>> = {
  es: () => import('./locale-bundles/es'),
  en: () => import('./locale-bundles/en'),
};

export const loadLocaleBundle = async (language: AppLanguage): Promise<LocaleTree> => (await bundles[language]()).default;
