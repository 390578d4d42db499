import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export type MetaPage = 'home' | 'about' | 'howItWorks' | 'rates' | 'contact' | 'legal' | 'notFound';

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
 * The page's title, description and Open Graph tags in the current language (`seo.<page>.*`).
 * Leaving the page puts the site defaults back, so pages without their own tags never keep ours.
 */
export function usePageMeta(page: MetaPage) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'es';
  const title = t(`seo.${page}.title`);
  const description = t(`seo.${page}.description`);
  const defaultTitle = t('seo.default.title');
  const defaultDescription = t('seo.default.description');

  useEffect(() => {
    applyMeta(title, description, language);
    return () => applyMeta(defaultTitle, defaultDescription, language);
  }, [title, description, defaultTitle, defaultDescription, language]);
}
