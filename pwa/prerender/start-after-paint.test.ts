import { describe, expect, it } from 'vitest';
import { STARTER_ID } from './page-scripts';
import { startAfterFirstPaint } from './start-after-paint';

const BUILT = `<html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
    <link rel="modulepreload" crossorigin href="/assets/home-d4.js">
  </head><body><div id="root"><h1>Hola</h1></div></body></html>`;

describe('starting a prerendered page after its first paint', () => {
  const html = startAfterFirstPaint(BUILT);

  it('leaves no script or module preload the browser would fetch before painting; the stylesheet stays', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain('<h1>Hola</h1>');
  });

  it('adds the preloads and the entry from one inline starter, after a frame or a fallback timer', () => {
    const starter = new RegExp(`<script id="${STARTER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
    expect(starter).toContain('{"e":"/assets/index-a1.js","p":["/assets/react-b2.js","/assets/home-d4.js"]}');
    expect(starter).toContain('requestAnimationFrame');
    expect(starter).toContain('setTimeout(go,1000)');
  });

  it('runs the starter: each preload once, then the entry as a module script, only once', () => {
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    };
    const starter = new RegExp(`<script id="${STARTER_ID}">([\\s\\S]*?)</script>`).exec(html)![1]!;
    new Function('document', 'requestAnimationFrame', 'setTimeout', starter)(document, (f: () => void) => frames.push(f), (f: () => void) => timers.push(f));
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    timers.forEach((timer) => timer());
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-b2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/home-d4.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-a1.js' },
    ]);
  });
});
