/**
 * How a page's language travels between the browser and the server (decision 100): the cookie the app sets whenever
 * the language is chosen or detected, so the server hands a returning reader the prerendered page in it; and the
 * query a language link carries (`/como-funciona?lang=en`), which picks the page's language and sets that cookie, so
 * the switch works before, or without, the app (decision 137).
 */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_QUERY = 'lang';
