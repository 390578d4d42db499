import { validationMessages } from '@shared/validation/messages';
import { LANGUAGES, type AppLanguage } from './languages';
import { treeOfFiles, type LocaleTree } from './locale-tree';

export { LANGUAGES, type AppLanguage, type LocaleTree };

/**
 * Every language's locale files at once, for tests (the es/en parity test) and the build's prerendering.
 * The app itself loads one language at a time (locale-loader.ts). Each language is a folder of JSON files,
 * one per area (`locales/es/auth.json` holds the `auth.*` keys), so work on different areas never edits the same file.
 */
const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { eager: true, import: 'default' });

function filesOf(language: AppLanguage): LocaleTree {
  return treeOfFiles(Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(`./locales/${language}/`))));
}

/** The locale files of a language, without the validation messages merged from shared/. */
export const localeFiles: Record<AppLanguage, LocaleTree> = { es: filesOf('es'), en: filesOf('en') };

export const translations: Record<AppLanguage, LocaleTree> = {
  es: { ...localeFiles.es, validation: { ...validationMessages.es } },
  en: { ...localeFiles.en, validation: { ...validationMessages.en } },
};
