import { validationMessages } from '@shared/validation/messages';

export const LANGUAGES = ['es', 'en'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];

export type LocaleTree = { [key: string]: string | LocaleTree };

/**
 * Each language is a folder of JSON files, one per area (`locales/es/auth.json` holds the `auth.*`
 * keys), so work on different areas never edits the same file.
 */
const files = import.meta.glob<LocaleTree>('./locales/*/*.json', { eager: true, import: 'default' });

function filesOf(language: AppLanguage): LocaleTree {
  const tree: LocaleTree = {};
  for (const [path, content] of Object.entries(files)) {
    const match = path.match(/^\.\/locales\/(\w+)\/([\w-]+)\.json$/);
    if (match?.[1] === language && match[2]) tree[match[2]] = content;
  }
  return tree;
}

/** The locale files of a language, without the validation messages merged from shared/. */
export const localeFiles: Record<AppLanguage, LocaleTree> = { es: filesOf('es'), en: filesOf('en') };

export const translations: Record<AppLanguage, LocaleTree> = {
  es: { ...localeFiles.es, validation: { ...validationMessages.es } },
  en: { ...localeFiles.en, validation: { ...validationMessages.en } },
};
