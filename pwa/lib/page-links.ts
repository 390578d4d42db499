/**
 * A page's canonical address in its language and, where the two languages live at different addresses, the hreflang
 * pair (x-default: the Spanish one). Shared by the prerendered head (pwa/prerender/page-html.ts) and the client's
 * navigation (use-page-meta.ts), so both always say the same. Pure: no DOM, runs in the build too.
 */
export type LinkLanguage = 'es' | 'en';

export interface PageLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: LinkLanguage | 'x-default';
}

export function pageLinks(addresses: Readonly<Record<LinkLanguage, string>>, language: LinkLanguage): PageLink[] {
  const links: PageLink[] = [{ rel: 'canonical', href: addresses[language] }];
  if (addresses.es !== addresses.en) {
    links.push(
      { rel: 'alternate', hreflang: 'es', href: addresses.es },
      { rel: 'alternate', hreflang: 'en', href: addresses.en },
      { rel: 'alternate', hreflang: 'x-default', href: addresses.es },
    );
  }
  return links;
}
