import { describe, expect, it } from 'vitest';
import { LOCALE_SECTIONS, type LocaleSection } from '../lib/locale-sections';
import { APP_ROUTES } from '../app/route-table';
import { preloadAfterFirstPaint, shellPreloadScript, shellRoutes } from './shell-preloads';

const texts = (language: string) =>
  Object.fromEntries(LOCALE_SECTIONS.map((section) => [section, [`assets/texts-${language}-${section}.js`]])) as Record<LocaleSection, string[]>;

/** Runs the inline script as the shell would and returns the files it asked the browser to preload. */
function preloadsFor(pathname: string, stored: string | null, browserLanguage = 'es-US'): string[] {
  const routes = shellRoutes(APP_ROUTES).map(([pattern, sources]): [string, string[]] => [pattern, sources.map((source) => (source.startsWith('@texts:') ? source : `built:${source}`))]);
  const script = shellPreloadScript({ es: texts('es'), en: texts('en') }, routes, 'preferred-language');
  const added: string[] = [];
  const document = { querySelector: () => null, createElement: () => ({}), head: { appendChild: (link: { href: string }) => added.push(link.href.replace(/^\//, '')) } };
  const localStorage = { getItem: () => stored };
  const navigator = { languages: [browserLanguage], language: browserLanguage };
  new Function('document', 'localStorage', 'navigator', 'location', script.replace(/^<script[^>]*>|<\/script>$/g, ''))(document, localStorage, navigator, { pathname });
  return added;
}

describe('the shell preloads', () => {
  it('fetch the dashboard screen with the core and account texts in the reader’s language', () => {
    const files = preloadsFor('/dashboard', 'en');
    expect(files).toEqual(expect.arrayContaining(['assets/texts-en-core.js', 'assets/texts-en-account.js', 'built:app/routes/dashboard/home.tsx']));
    expect(files.filter((file) => file.includes('texts-'))).toEqual(['assets/texts-en-core.js', 'assets/texts-en-account.js']);
  });

  it('fetch the admin panel’s texts for staff screens and the forms’ for the onboarding pages', () => {
    expect(preloadsFor('/admin/receive', null).filter((file) => file.includes('texts-'))).toEqual(['assets/texts-es-core.js', 'assets/texts-es-staff.js', 'assets/texts-es-account.js']);
    expect(preloadsFor('/plan-selection', null, 'en-GB').filter((file) => file.includes('texts-'))).toEqual(['assets/texts-en-core.js', 'assets/texts-en-forms.js']);
  });

  it("fetch the refusal texts with the screens that load them with their code (pwa/app/router.tsx), not with Home's", () => {
    const textsOfPage = (path: string) => preloadsFor(path, 'es').filter((file) => file.includes('texts-'));
    expect(textsOfPage('/dashboard/packages')).toContain('assets/texts-es-messages.js');
    expect(textsOfPage('/dashboard/pickup')).toContain('assets/texts-es-messages.js');
    expect(textsOfPage('/paypal/return')).toEqual(['assets/texts-es-core.js', 'assets/texts-es-forms.js', 'assets/texts-es-messages.js']);
    expect(textsOfPage('/dashboard')).not.toContain('assets/texts-es-messages.js');
  });

  it('fetch the screen the address shows, with its parent layout and what a guarded screen reads the device with', () => {
    const files = preloadsFor('/dashboard/packages/pkg-42', 'es');
    expect(files).toEqual(expect.arrayContaining(['built:app/layouts/dashboard-layout.tsx', 'built:app/routes/dashboard/package-detail.tsx', 'built:../node_modules/dexie/import-wrapper.mjs']));
    expect(files).not.toContain('built:app/routes/dashboard/packages.tsx');
    expect(preloadsFor('/forgot-password', 'es')).not.toContain('built:../node_modules/dexie/import-wrapper.mjs');
  });

  it('fetch only the core texts for an address no screen claims (the not-found page)', () => {
    expect(preloadsFor('/no-such-page', null)).toEqual(['assets/texts-es-core.js']);
  });

});

describe('the shell preloads in the app frame', () => {
  it('wait for the frame to be painted, then are added once (the fallback timer adds nothing more)', () => {
    const script = preloadAfterFirstPaint(shellPreloadScript({ es: texts('es'), en: texts('en') }, [['^/dashboard/?$', ['assets/home.js']]], 'preferred-language'));
    const added: string[] = [];
    const frames: Array<() => void> = [];
    const timers: Array<() => void> = [];
    const document = { querySelector: () => null, createElement: () => ({}), head: { appendChild: (link: { href: string }) => added.push(link.href) } };
    const run = new Function('document', 'localStorage', 'navigator', 'location', 'requestAnimationFrame', 'setTimeout', script.replace(/^<script[^>]*>|<\/script>$/g, ''));
    run(document, { getItem: () => null }, { languages: ['es'], language: 'es' }, { pathname: '/dashboard' }, (callback: () => void) => frames.push(callback), (callback: () => void) => timers.push(callback));
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    expect(added).toEqual(['/assets/texts-es-core.js', '/assets/home.js']);
  });

  it('refuses a page without the shell’s script', () => {
    expect(() => preloadAfterFirstPaint('<html></html>')).toThrow(/no shell preloads/);
  });
});
