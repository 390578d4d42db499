import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLinks, type LinkLanguage, type PageLink } from './page-links';

export type MetaPage = 'home' | 'about' | 'howItWorks' | 'rates' | 'contact' | 'legal' | 'faq' | 'privacy' | 'signIn' | 'signUp' | 'notFound';

const OG_LOCALES = { es: 'es_ES', en: 'en_US' } as const;

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

// The links a page's head carries about its addresses: canonical and the hreflang alternates.
const ADDRESS_LINKS = 'link[rel="canonical"], link[rel="alternate"][hreflang]';

function applyLinks(links: readonly PageLink[]) {
  for (const element of document.head.querySelectorAll(ADDRESS_LINKS)) element.remove();
  for (const { rel, href, hreflang } of links) {
    const element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    element.href = href;
    document.head.append(element);
  }
}

function applyMeta(title: string, description: string, language: string) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:locale', language === 'en' ? OG_LOCALES.en : OG_LOCALES.es);
  setMeta('property', 'og:locale:alternate', language === 'en' ? OG_LOCALES.es : OG_LOCALES.en);
}

/**
 * The page's title, description and Open Graph tags in the current language (`seo.<page>.*`), and, for a page
 * with `addresses`, its canonical link and hreflang alternates as the prerendered HTML has them (page-links.ts).
 * Leaving the page puts the site defaults back (no address links), so pages without their own tags never keep ours.
 */
export function usePageMeta(page: MetaPage, addresses?: Readonly<Record<LinkLanguage, string>>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const title = t(`seo.${page}.title`);
  const description = t(`seo.${page}.description`);
  const defaultTitle = t('seo.default.title');
  const defaultDescription = t('seo.default.description');

  useEffect(() => {
    applyMeta(title, description, language);
    applyLinks(addresses ? pageLinks(addresses, language === 'en' ? 'en' : 'es', window.location.origin) : []);
    return () => {
      applyMeta(defaultTitle, defaultDescription, language);
      applyLinks([]);
    };
  }, [title, description, defaultTitle, defaultDescription, language, addresses]);
}
