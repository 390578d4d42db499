import { describe, expect, it } from 'vitest';
import { pageLinks } from '../lib/page-links';
import { STRUCTURED_DATA_ID } from '../lib/structured-data';
import { pageHead, withAppFrame } from './page-html';
import { LOCALE_SECTIONS, type LocaleSection } from '../lib/locale-sections';
import { STARTER_ID } from './page-scripts';
import { shellPreloadScript } from './shell-preloads';

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

  it("carries a page's structured data as a JSON-LD block that no text can close early", () => {
    const data = { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Ship </script><script>alert(1)</script>?' }] };
    const head = pageHead({ addresses: { es: '/preguntas-frecuentes', en: '/faq' } }, 'es', { ...texts, structuredData: data }, ORIGIN);
    const block = new RegExp(`<script type="application/ld\\+json" id="${STRUCTURED_DATA_ID}">(.*)</script>$`).exec(head);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual(data);
    expect(pageHead({ addresses: { es: '/', en: '/' } }, 'es', texts, ORIGIN)).not.toContain('application/ld+json');
  });
});

describe('withAppFrame', () => {
  const NO_TEXTS = Object.fromEntries(LOCALE_SECTIONS.map((section): [LocaleSection, string[]] => [section, []])) as Record<LocaleSection, string[]>;
  const SHELL = [
    '<!doctype html><html lang="es"><head><title>Miami Drop</title>',
    '<link rel="manifest" href="/manifest.es.webmanifest">',
    shellPreloadScript({ es: { ...NO_TEXTS }, en: { ...NO_TEXTS } }, [], 'preferred-language'),
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('draws the frame before an empty root, in its language, and starts the scripts after the first paint', () => {
    const html = withAppFrame(SHELL, 'en', '<main>Your Miami mailbox</main>');
    expect(html).toContain('<div id="app-frame"><main>Your Miami mailbox</main></div><div id="root"></div>');
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('/manifest.en.webmanifest');
    expect(html).toContain('<title>Miami Drop</title>');
    // The shell's own route guess stays (the app renders as from the shell); it and the entry wait for the first frame.
    expect(html).toMatch(/<script id="shell-preloads">.*requestAnimationFrame/);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script id="${STARTER_ID}">`);
  });

  it('refuses a shell without an empty root', () => {
    expect(() => withAppFrame(SHELL.replace('<div id="root"></div>', '<div id="root">x</div>'), 'es', '<main></main>')).toThrow(/empty <div id="root">/);
  });
});
