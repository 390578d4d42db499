/** The app's languages; the first is the default. */
export const LANGUAGES = ['es', 'en'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];

export const isAppLanguage = (value: unknown): value is AppLanguage => LANGUAGES.includes(value as AppLanguage);

/** Where the language the reader chose with the language switch is kept (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';
