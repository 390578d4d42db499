/** robots.txt and sitemap.xml for the build (decision 100). Runs in the build, in Node. */

type Language = 'es' | 'en';

interface SitePage {
  path: string;
  addresses: Record<Language, string>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paths no search engine needs: the signed-in app, the admin panel, the API and the one-time flows. */
const PRIVATE_PATHS = ['/api/', '/dashboard', '/admin', '/plan-selection', '/payment-info', '/welcome', '/paypal/', '/reset-password', '/forgot-password'];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * Each canonical address once (an alias such as /pricing is left out: its canonical is listed), with the hreflang
 * pair where the Spanish and English pages live at different addresses. The sitemap protocol needs absolute URLs.
 */
export function sitemapXml(origin: string, pages: readonly SitePage[]): string {
  const entries = new Map<string, SitePage>();
  for (const page of pages) for (const address of Object.values(page.addresses)) if (!entries.has(address)) entries.set(address, page);
  const urls = [...entries].map(([address, page]) => {
    const lines = [`    <loc>${escapeXml(origin + address)}</loc>`];
    if (page.addresses.es !== page.addresses.en) {
      for (const language of ['es', 'en'] as const) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(origin + page.addresses[language])}"/>`);
      }
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
