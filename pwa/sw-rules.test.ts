import { describe, expect, it } from 'vitest';
import { API_PATHS, bytesToBase64, isPhotoRequest, notificationFromPush } from './sw-rules';

const payload = { kind: 'package-received', title: 'Recibimos tu paquete', body: 'Zapatillas Nike', url: '/dashboard/packages/42', tag: 'package-42' };

describe('service worker rules', () => {
  it('turns a PushPayload into a notification that opens its app path', () => {
    expect(notificationFromPush(JSON.stringify({ ...payload, image: 'https://app.example.com/api/photos/7' }))).toEqual({
      title: 'Recibimos tu paquete',
      options: {
        body: 'Zapatillas Nike',
        tag: 'package-42',
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        image: 'https://app.example.com/api/photos/7',
        data: { url: '/dashboard/packages/42', kind: 'package-received' },
      },
    });
  });

  it('ignores a message that is not a PushPayload', () => {
    expect(notificationFromPush(null)).toBeNull();
    expect(notificationFromPush('not json')).toBeNull();
    expect(notificationFromPush(JSON.stringify({ ...payload, url: 'https://elsewhere.example.com/' }))).toBeNull();
  });

  it('keeps the API out of the shell fallback and caches only photo reads', () => {
    expect(['/api', '/api/', '/api/tracking', '/api?x=1'].every((path) => API_PATHS.test(path))).toBe(true);
    expect(['/dashboard', '/apidocs', '/dashboard/api'].some((path) => API_PATHS.test(path))).toBe(false);
    expect(isPhotoRequest('GET', new URL('https://x.test/api/photos/12'))).toBe(true);
    expect(isPhotoRequest('POST', new URL('https://x.test/api/photos/12'))).toBe(false);
    expect(isPhotoRequest('GET', new URL('https://x.test/api/packages/12/photos'))).toBe(false);
  });

  it('writes base64 of any length, as Buffer does', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, index) => (index * 7) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });
});
