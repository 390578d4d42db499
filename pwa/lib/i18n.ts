import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isAppLanguage, LANGUAGE_COOKIE, LANGUAGES, type AppLanguage } from './languages';
import { loadLocaleBundle } from './locale-loader';
import type { LocaleTree } from './locale-tree';

export { LANGUAGES, type AppLanguage };
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the reader chose with the language switch, if any. */
export function storedLanguage(): AppLanguage | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function detectLanguage(): AppLanguage {
  const stored = storedLanguage();
  if (stored) return stored;
  const browser = (navigator.languages?.[0] ?? navigator.language ?? '').slice(0, 2).toLowerCase();
  return isAppLanguage(browser) ? browser : 'es';
}

export function currentLanguage(): AppLanguage {
  return isAppLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'es';
}

/** Adds a language's translations, fetching its chunk the first time. */
async function loadLanguage(language: AppLanguage) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadLocaleBundle(language), true, true);
}

/** An explicit choice from the language switch; only this is persisted. */
export function setLanguage(language: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice still applies to this visit.
  }
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
  // Loaded on a switch only: the account's e-mails follow the choice (docs/decisions/123).
  void import('./account-language').then(({ saveAccountLanguage }) => saveAccountLanguage(language));
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined' || !isAppLanguage(language)) return;
  document.documentElement.lang = language;
  // Chosen or detected: the server serves this reader's next page in it (decision 100).
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
});

/**
 * Starts i18next in `language` once its translations are in (no key ever shows on the first render).
 * The browser fetches that one language; the prerendering build passes every language's tree.
 */
export async function startI18n(language: AppLanguage, preloaded?: Partial<Record<AppLanguage, LocaleTree>>) {
  const trees = preloaded ?? { [language]: await loadLocaleBundle(language) };
  const resources = Object.fromEntries(Object.entries(trees).map(([lng, tree]) => [lng, { translation: tree }]));
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    partialBundledLanguages: true,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export default i18n;
