import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { HELD_INSTALL_PROMPT } from '../lib/held-install-prompt';
import { SERVICE_WORKER_URL, startOnFirstUse } from './start-on-first-use';

const BUILT = `<!doctype html><html lang="es"><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
  </head><body><div id="root">
    <form><input id="email" name="email"><button type="submit">Suscribirme</button></form>
    <button type="button" id="menu"><span>Menú</span></button>
    <a href="/planes" id="plans">Planes</a>
    <footer><span aria-hidden="true" data-skeleton=""></span><span aria-hidden="true" data-skeleton=""></span></footer>
  </div></body></html>`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page in a browser-like window: its inline starter runs as the page is parsed. */
function openPage({ url = 'https://example.test/', storage = {} as Record<string, string> } = {}) {
  const register = vi.fn(() => Promise.resolve());
  const observed: { element: Element; margin: string; callback: (entries: { isIntersecting: boolean }[], observer: { disconnect(): void }) => void }[] = [];
  const dom = new JSDOM(startOnFirstUse(BUILT), {
    url,
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
      Object.defineProperty(window.navigator, 'serviceWorker', { value: { register } });
      Object.assign(window, {
        IntersectionObserver: class {
          constructor(
            private callback: (typeof observed)[number]['callback'],
            private options: { rootMargin: string },
          ) {}
          observe(element: Element) {
            observed.push({ element, margin: this.options.rootMargin, callback: this.callback });
          }
          disconnect() {}
        },
      });
    },
  });
  const { window } = dom;
  const started = () => [...window.document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
  return { window, document: window.document, started, register, observed };
}

describe('a prerendered page starting its app on first use', () => {
  it('loads no script while it is only read, and registers the service worker once loaded', async () => {
    const page = openPage();
    await sleep(1100);
    expect(page.started()).toEqual([]);
    expect(page.document.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(page.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'])('starts the app, once, on %s', (type) => {
    const page = openPage();
    page.window.dispatchEvent(new page.window.Event(type));
    page.window.dispatchEvent(new page.window.Event('pointermove'));
    expect(page.started()).toEqual(['/assets/index-a1.js']);
    expect(page.document.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/react-b2.js');
  });

  it('starts the app when a placeholder of what the API will tell (the contact details) nears the view', async () => {
    const page = openPage();
    await sleep(20); // the page's DOMContentLoaded
    expect(page.observed.map((entry) => [entry.element.getAttribute('data-skeleton'), entry.margin])).toEqual([
      ['', '200px'],
      ['', '200px'],
    ]);
    const { callback } = page.observed[0]!;
    callback([{ isIntersecting: false }, { isIntersecting: false }], { disconnect: () => undefined });
    expect(page.started()).toEqual([]);
    callback([{ isIntersecting: false }, { isIntersecting: true }], { disconnect: () => undefined });
    expect(page.started()).toEqual(['/assets/index-a1.js']);
  });

  it.each([
    ['a signed-in customer', { url: 'https://example.test/', storage: { auth_user: '{"id":1}' } }],
    ['a language chosen that the page is not in', { url: 'https://example.test/', storage: { 'preferred-language': 'en' } }],
    ['a query the app reads', { url: 'https://example.test/?verification=abc', storage: {} }],
  ])('starts the app at once for %s', async (_case, options) => {
    const page = openPage(options);
    await sleep(1100);
    expect(page.started()).toEqual(['/assets/index-a1.js']);
    expect(page.register).not.toHaveBeenCalled();
  });

  it('lets links navigate as links', () => {
    const page = openPage();
    const tap = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.document.getElementById('plans')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
  });

  it('keeps the browser’s install offer for the app', () => {
    const page = openPage();
    const offer = new page.window.Event('beforeinstallprompt', { cancelable: true });
    page.window.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect((page.window as unknown as Record<string, Event>)[HELD_INSTALL_PROMPT]).toBe(offer);
  });
});
