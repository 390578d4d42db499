import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, pushSupport } from './push-support';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1';

function browser({ userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', standalone = false, apis = true } = {}) {
  vi.stubGlobal('navigator', { userAgent, platform: '', maxTouchPoints: 0, standalone, ...(apis ? { serviceWorker: {} } : {}) });
  vi.stubGlobal('window', {
    matchMedia: () => ({ matches: false }),
    ...(apis ? { PushManager: function PushManager() {}, Notification: function Notification() {} } : {}),
  });
}

describe('push support', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered where the browser has the APIs; on iOS only once the app runs from the home screen', () => {
    browser();
    expect(pushSupport()).toBe('supported');
    browser({ apis: false });
    expect(pushSupport()).toBe('unsupported');
    browser({ userAgent: IPHONE });
    expect(pushSupport()).toBe('needs-install');
    browser({ userAgent: IPHONE, standalone: true });
    expect(pushSupport()).toBe('supported');
  });

  it('turns the base64url VAPID key into the bytes PushManager.subscribe takes', () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, index) => (index * 37) % 256);
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toMatch(/[-_]/);
    expect(Array.from(applicationServerKey(key))).toEqual(Array.from(bytes));
  });
});
