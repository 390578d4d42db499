import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

const ORIGIN = 'https://miamidrop.example';

describe('pageLinks', () => {
  const howItWorks = { es: '/como-funciona', en: '/how-it-works' };

  it('names the full address in the page language as canonical, then the hreflang pair with Spanish as x-default', () => {
    expect(pageLinks(howItWorks, 'en', ORIGIN)).toEqual([
      { rel: 'canonical', href: `${ORIGIN}/how-it-works` },
      { rel: 'alternate', hreflang: 'es', href: `${ORIGIN}/como-funciona` },
      { rel: 'alternate', hreflang: 'en', href: `${ORIGIN}/how-it-works` },
      { rel: 'alternate', hreflang: 'x-default', href: `${ORIGIN}/como-funciona` },
    ]);
    expect(pageLinks(howItWorks, 'es', ORIGIN)[0]).toEqual({ rel: 'canonical', href: `${ORIGIN}/como-funciona` });
  });

  it('gives a page with one address for both languages only its canonical', () => {
    expect(pageLinks({ es: '/', en: '/' }, 'en', ORIGIN)).toEqual([{ rel: 'canonical', href: `${ORIGIN}/` }]);
    expect(pageLinks({ es: '/legal', en: '/legal' }, 'es', ORIGIN)).toEqual([{ rel: 'canonical', href: `${ORIGIN}/legal` }]);
  });
});
