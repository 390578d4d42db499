import { describe, expect, it } from 'vitest';
import { pageLinks } from './page-links';

describe('pageLinks', () => {
  const howItWorks = { es: '/como-funciona', en: '/how-it-works' };

  it('names the address in the page language as canonical, then the hreflang pair with Spanish as x-default', () => {
    expect(pageLinks(howItWorks, 'en')).toEqual([
      { rel: 'canonical', href: '/how-it-works' },
      { rel: 'alternate', hreflang: 'es', href: '/como-funciona' },
      { rel: 'alternate', hreflang: 'en', href: '/how-it-works' },
      { rel: 'alternate', hreflang: 'x-default', href: '/como-funciona' },
    ]);
    expect(pageLinks(howItWorks, 'es')[0]).toEqual({ rel: 'canonical', href: '/como-funciona' });
  });

  it('gives a page with one address for both languages only its canonical', () => {
    expect(pageLinks({ es: '/', en: '/' }, 'en')).toEqual([{ rel: 'canonical', href: '/' }]);
    expect(pageLinks({ es: '/legal', en: '/legal' }, 'es')).toEqual([{ rel: 'canonical', href: '/legal' }]);
  });
});
