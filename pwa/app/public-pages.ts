import type { AppLanguage } from '@/lib/languages';
import type { LocaleSection } from '@/lib/locale-sections';
import type { MetaPage } from '@/lib/use-page-meta';
import { HOME_ADDRESSES, PAGE_PATHS, type PageKey } from './localized-paths';

/** A public page's address in each language: its canonical URL, and its hreflang pair when the two differ. */
export interface PublicPage {
  path: string;
  meta: MetaPage;
  /** Where each language's version of this page lives. */
  addresses: Record<AppLanguage, string>;
  /** The route module that renders it, whose chunk the prerendered HTML preloads. */
  module: string;
  /** The translation sections it shows beyond `core` and `site`, loaded with its route (pwa/app/router.tsx). */
  texts: readonly LocaleSection[];
}

const PAGE_META: Record<PageKey, { meta: MetaPage; module: string; texts?: readonly LocaleSection[] }> = {
  howItWorks: { meta: 'howItWorks', module: 'how-it-works' },
  pricing: { meta: 'rates', module: 'pricing-plans' },
  about: { meta: 'about', module: 'about' },
  contact: { meta: 'contact', module: 'contact' },
  legal: { meta: 'legal', module: 'legal' },
  signIn: { meta: 'signIn', module: 'sign-in', texts: ['forms'] },
  signUp: { meta: 'signUp', module: 'sign-up', texts: ['forms'] },
};

const pageAt = (path: string, key: PageKey): PublicPage => ({ path, texts: [], ...PAGE_META[key], addresses: PAGE_PATHS[key] });

/**
 * Every public route the build prerenders, in both languages each (decision 100): a Spanish address read by an
 * English reader arrives in English, as the app has always shown it, with the English address as canonical.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', meta: 'home', module: 'home', texts: [], addresses: HOME_ADDRESSES },
  ...(Object.keys(PAGE_PATHS) as PageKey[]).flatMap((key) => [...new Set(Object.values(PAGE_PATHS[key]))].map((path) => pageAt(path, key))),
  // The target of upgrade prompts: the same Rates and Plans page.
  pageAt('/pricing', 'pricing'),
];
