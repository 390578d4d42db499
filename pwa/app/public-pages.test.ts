import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../prerender/site-files';
import { PUBLIC_PAGES } from './public-pages';

const ORIGIN = 'https://miamidrop.example';

describe('the public pages the build prerenders', () => {
  it.each([
    ['faq', { es: '/preguntas-frecuentes', en: '/faq' }, 'routes/faq'],
    ['privacy', { es: '/privacidad', en: '/privacy' }, 'routes/privacy'],
  ] as const)('include the %s page at both its addresses, lazily loaded with the site texts and its own', (meta, addresses, module) => {
    const pages = PUBLIC_PAGES.filter((page) => page.meta === meta);
    expect(pages.map((page) => page.path)).toEqual([addresses.es, addresses.en]);
    for (const page of pages) expect(page).toMatchObject({ addresses, module, texts: ['site', 'siteInfo'], readiedAtOnce: false });
  });

  it('load the FAQ and privacy texts on those two pages only: the landing and the others keep their first load', () => {
    const withInfo = new Set(PUBLIC_PAGES.filter((page) => page.texts.includes('siteInfo')).map((page) => page.meta));
    expect([...withInfo]).toEqual(['faq', 'privacy']);
  });

  it('list the FAQ and the privacy notice in the sitemap with their language pairs', () => {
    const sitemap = sitemapXml(ORIGIN, PUBLIC_PAGES);
    for (const [es, en] of [
      ['/preguntas-frecuentes', '/faq'],
      ['/privacidad', '/privacy'],
    ]) {
      expect(sitemap).toContain(`<loc>${ORIGIN}${es}</loc>`);
      expect(sitemap).toContain(`<loc>${ORIGIN}${en}</loc>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}${es}"/>`);
      expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${en}"/>`);
    }
  });
});
