import { describe, expect, it } from 'vitest';
import { pageLinks } from '../lib/page-links';
import { pageHead } from './page-html';

const texts = { title: 'How it works', description: 'Ship "fast" & <safe>' };
const ORIGIN = 'https://miamidrop.example';

describe('pageHead', () => {
  it('writes the same canonical and hreflang links the client sets on navigation (page-links.ts)', () => {
    const addresses = { es: '/como-funciona', en: '/how-it-works' };
    const head = pageHead({ addresses }, 'en', texts, ORIGIN);
    const written = [...head.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g)].map(([, rel, hreflang, href]) =>
      hreflang ? { rel, hreflang, href } : { rel, href },
    );
    expect(written).toEqual(pageLinks(addresses, 'en', ORIGIN));
    expect(head).toContain('<link rel="canonical" href="https://miamidrop.example/how-it-works" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://miamidrop.example/como-funciona" />');
  });

  it('escapes the texts and leaves out hreflang where both languages share the address', () => {
    const head = pageHead({ addresses: { es: '/', en: '/' } }, 'es', texts, ORIGIN);
    expect(head).toContain('content="Ship &quot;fast&quot; &amp; &lt;safe&gt;"');
    expect(head).not.toContain('hreflang');
    expect(head).toContain('<link rel="canonical" href="https://miamidrop.example/" />');
  });
});
