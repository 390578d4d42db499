import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY } from '@shared/i18n/page-language';
import { isAppLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type AppLanguage } from './languages';
import { loadLocaleSection } from './locale-loader';
import { LOCALE_SECTIONS, type LocaleSection } from './locale-sections';
import type { LocaleTree } from './locale-tree';

export { LANGUAGES, type AppLanguage };

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

/** The sections the app has needed so far; a language switch brings the same ones in the other language. */
const sectionsInUse = new Set<LocaleSection>(['core']);
const loaded = new Map<string, Promise<void>>();

function loadSectionOnce(language: AppLanguage, section: LocaleSection): Promise<void> {
  const key = `${language}:${section}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = loadLocaleSection(language, section).then((tree) => {
      i18n.addResourceBundle(language, 'translation', tree, true, true);
    });
    loading.catch(() => loaded.delete(key)); // offline without the chunk cached: the next screen asks again
    loaded.set(key, loading);
  }
  return loading;
}

async function loadLanguage(language: AppLanguage) {
  await Promise.all([...sectionsInUse].map((section) => loadSectionOnce(language, section)));
}

/** The language of the latest switch, which a re-render must not undo while that language's texts arrive. */
let switchingTo: AppLanguage | null = null;

let recovering: Promise<unknown> | null = null;
function recoverMissingTexts() {
  recovering ??= loadTexts(LOCALE_SECTIONS)
    .then(() => i18n.changeLanguage(switchingTo ?? currentLanguage()))
    .catch(() => (recovering = null));
  return recovering;
}

/** Makes sure a screen's texts are in before it renders (lazyWithTexts); the current language's, and later switches'. */
export async function loadTexts(sections: readonly LocaleSection[]) {
  for (const section of sections) sectionsInUse.add(section);
  await Promise.all(sections.map((section) => loadSectionOnce(currentLanguage(), section)));
}

function keepChoice(language: AppLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice still applies to this visit.
  }
  // Loaded on a switch only: the account's e-mails follow the choice (docs/decisions/123).
  void import('./account-language').then(({ saveAccountLanguage }) => saveAccountLanguage(language));
}

/** An explicit choice from the language switch; only this is persisted. */
export function setLanguage(language: AppLanguage) {
  switchingTo = language;
  keepChoice(language);
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}

/**
 * A language link followed before the app ran (`?lang=en`, decision 137): the server answered the page in it, and it
 * is kept as the reader's choice before the app starts, then taken off the address.
 */
export function takeLanguageFromAddress() {
  const address = new URL(window.location.href);
  const asked = address.searchParams.get(LANGUAGE_QUERY);
  if (!isAppLanguage(asked)) return;
  keepChoice(asked);
  address.searchParams.delete(LANGUAGE_QUERY);
  window.history.replaceState(window.history.state, '', address);
}

/** The address of this page in `language` for a language link: the page itself, asked in that language. */
export const languageLink = (language: AppLanguage) => `?${new URLSearchParams({ [LANGUAGE_QUERY]: language })}`;

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
  let trees = preloaded;
  if (!trees) {
    const core = loadLocaleSection(language, 'core');
    loaded.set(`${language}:core`, core.then(() => undefined));
    trees = { [language]: await core };
  }
  const resources = Object.fromEntries(Object.entries(trees).map(([lng, tree]) => [lng, { translation: tree }]));
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    partialBundledLanguages: true,
    supportedLngs: LANGUAGES,
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key of a section not loaded yet (one the sections test could not see, e.g. a key made at run time): fetch
    // every section, then re-render in the same language, instead of showing the key for good. (Not on every added
    // section: a re-render while the page hydrates would make React discard prerendered HTML.)
    saveMissing: !preloaded,
    missingKeyHandler: () => void recoverMissingTexts(),
  });
}

export default i18n;
