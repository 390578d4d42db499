/**
 * A page's canonical address in its language and, where the two languages live at different addresses, the hreflang
 * pair (x-default: the Spanish one), as full URLs under `origin` (search engines take hreflang only fully qualified).
 * Shared by the prerendered head (pwa/prerender/page-html.ts, the build's public origin) and the client's navigation
 * (use-page-meta.ts, the page's own origin), so both say the same. Pure: no DOM, runs in the build too.
 */
export type LinkLanguage = 'es' | 'en';

export interface PageLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: LinkLanguage | 'x-default';
}

export function pageLinks(addresses: Readonly<Record<LinkLanguage, string>>, language: LinkLanguage, origin: string): PageLink[] {
  const url = (path: string) => `${origin}${path}`;
  const links: PageLink[] = [{ rel: 'canonical', href: url(addresses[language]) }];
  if (addresses.es !== addresses.en) {
    links.push(
      { rel: 'alternate', hreflang: 'es', href: url(addresses.es) },
      { rel: 'alternate', hreflang: 'en', href: url(addresses.en) },
      { rel: 'alternate', hreflang: 'x-default', href: url(addresses.es) },
    );
  }
  return links;
}
