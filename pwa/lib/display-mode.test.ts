import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppleMobile, isStandalone } from './display-mode';

const browser = (options: { standaloneMedia?: boolean; iosStandalone?: boolean; userAgent?: string; platform?: string; touch?: number }) => {
  vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: query === '(display-mode: standalone)' && options.standaloneMedia === true }) });
  vi.stubGlobal('navigator', {
    standalone: options.iosStandalone,
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    platform: options.platform ?? 'Linux x86_64',
    maxTouchPoints: options.touch ?? 0,
  });
};

describe('display mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is standalone when installed (the display-mode media query, or iOS home-screen apps)', () => {
    browser({});
    expect(isStandalone()).toBe(false);
    browser({ standaloneMedia: true });
    expect(isStandalone()).toBe(true);
    browser({ iosStandalone: true });
    expect(isStandalone()).toBe(true);
  });

  it('recognises iPhone, and iPad that reports itself as a Mac with touch', () => {
    browser({});
    expect(isAppleMobile()).toBe(false);
    browser({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1' });
    expect(isAppleMobile()).toBe(true);
    browser({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15', platform: 'MacIntel', touch: 5 });
    expect(isAppleMobile()).toBe(true);
    browser({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15', platform: 'MacIntel' });
    expect(isAppleMobile()).toBe(false);
  });
});
