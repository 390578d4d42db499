import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './preload-on-intent';

const screen = () => ({ preload: vi.fn(() => Promise.resolve()) });

function table() {
  const layout = screen();
  const packages = screen();
  const detail = screen();
  const contact = screen();
  const routes: RouteObject[] = [{
    children: [
      { path: '/dashboard', handle: layout, children: [{ path: 'packages', handle: packages }, { path: 'packages/:id', handle: detail }] },
      { path: '/contact', handle: contact },
    ],
  }];
  return { routes, layout, packages, detail, contact };
}

function linkTo(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.innerHTML = '<span>go</span>';
  document.body.append(link);
  return link;
}

afterEach(() => document.body.replaceChildren());

describe('preloading on intent', () => {
  it('loads the screen a link leads to, with its layout, when a pointer reaches it', () => {
    const { routes, layout, detail, packages } = table();
    const stop = preloadOnIntent(routes);
    linkTo('/dashboard/packages/42').firstElementChild!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(layout.preload).toHaveBeenCalledOnce();
    expect(detail.preload).toHaveBeenCalledOnce();
    expect(packages.preload).not.toHaveBeenCalled();
    stop();
  });

  it('loads on keyboard focus and on a press, once per address', () => {
    const { routes, contact } = table();
    const stop = preloadOnIntent(routes);
    const link = linkTo('/contact');
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(contact.preload).toHaveBeenCalledOnce();
    stop();
  });

  it('leaves links elsewhere and stops when asked', () => {
    const { routes, contact } = table();
    const stop = preloadOnIntent(routes);
    linkTo('https://example.com/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    linkTo('/contact').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(contact.preload).not.toHaveBeenCalled();
  });
});
