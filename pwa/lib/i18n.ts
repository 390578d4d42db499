import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, translations, type AppLanguage } from './locale-files';

export { LANGUAGES, type AppLanguage };
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

export const resources = {
  es: { translation: translations.es },
  en: { translation: translations.en },
};

const isAppLanguage = (value: unknown): value is AppLanguage => LANGUAGES.includes(value as AppLanguage);

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function detectLanguage(): AppLanguage {
  const stored = readStoredLanguage();
  if (isAppLanguage(stored)) return stored;
  const browser = (navigator.languages?.[0] ?? navigator.language ?? '').slice(0, 2).toLowerCase();
  return isAppLanguage(browser) ? browser : 'es';
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
}

/** An explicit choice from the language switch; only this is persisted. */
export function setLanguage(language: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice still applies to this visit.
  }
  void i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: 'es',
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
