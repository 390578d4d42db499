import type { AppLanguage } from '@/lib/languages';
import type { LocaleSection } from '@/lib/locale-sections';
import type { MetaPage } from '@/lib/use-page-meta';
import { addressesOf, APP_ROUTES } from './route-table';

/** A public page's address in each language: its canonical URL, and its hreflang pair when the two differ. */
export interface PublicPage {
  path: string;
  meta: MetaPage;
  /** Where each language's version of this page lives. */
  addresses: Readonly<Record<AppLanguage, string>>;
  /** The module under pwa/app that renders it, whose chunk the prerendered HTML preloads. */
  module: string;
  /** The translation sections it shows, loaded with its route. */
  texts: readonly LocaleSection[];
  readiedAtOnce: boolean;
}

/**
 * Every public route the build prerenders, in both languages each (decision 100): a Spanish address read by an
 * English reader arrives in English, as the app has always shown it, with the English address as canonical.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = APP_ROUTES.flatMap((route) => {
  const { path, meta, module, texts } = route;
  if (!meta || path === undefined) return [];
  const addresses = typeof path === 'string' ? { es: path, en: path } : path;
  const readiedAtOnce = route.readiedAtOnce === true;
  return addressesOf(route).map((address) => ({ path: address, meta, addresses, module, texts, readiedAtOnce }));
});
