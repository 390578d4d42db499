import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../shared/packages/package-photo-schema';
import { createPackage, createUser, DEFAULT_TEST_PASSWORD, loginAs } from '../test/factories';
import { createTestApp, jsonOf, TEST_APP_URL, type TestApp } from '../test/test-app';

const KB = 1024;

/** A body sent as a stream of 8 KB chunks: no Content-Length, as a chunked upload arrives. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 8 * KB) controller.enqueue(bytes.subarray(offset, offset + 8 * KB));
      controller.close();
    },
  });
}

describe('body limits on bodies without Content-Length', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const post = (path: string, text: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
    testApp.app.request(path, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: TEST_APP_URL, 'x-forwarded-for': '203.0.113.10', ...headers },
      body: chunked(text),
      duplex: 'half',
    } as RequestInit);
  const loginBody = (padding: number) => JSON.stringify({ email: 'chunked@example.com', password: DEFAULT_TEST_PASSWORD, padding: 'x'.repeat(padding) });

  it('hold a chunked JSON body to 64 KB with a 413 that closes the connection', async () => {
    await createUser(testApp, { email: 'chunked@example.com' });
    const response = await post('/api/login', loginBody(100 * KB));
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ error: 'Request body too large' });
    expect(response.headers.get('connection')).toBe('close');
  });

  it('let a chunked JSON body under 64 KB through', async () => {
    await createUser(testApp, { email: 'chunked@example.com' });
    const response = await post('/api/login', loginBody(60 * KB));
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBeNull();
  });

  it('give provider webhooks the 256 KB of any other body', async () => {
    const event = JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { id: 'C-1', note: 'x'.repeat(100 * KB) } });
    // Past the size check, the signature is what refuses it.
    expect((await post('/api/webhooks/paypal', event)).status).toBe(400);
    // Over it, 413 (listed in the document for every operation with a body).
    const huge = JSON.stringify({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource: { note: 'x'.repeat(300 * KB) } });
    const refused = await post('/api/webhooks/paypal', huge);
    expect(refused.status).toBe(413);
    expect(await jsonOf(refused)).toEqual({ error: 'Request body too large' });
  });

  it('hold a chunked photo upload to the photo limit once it is read, and refuse an unknown sender without keeping it', async () => {
    const boundary = 'limit-test';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(PHOTO_MAX_BYTES + 100 * KB)}\r\n--${boundary}--\r\n`;
    const { user: owner } = await createUser(testApp);
    const path = `/api/packages/${(await createPackage(testApp, owner.id)).id}/photos`;
    const anonymous = await post(path, form, `multipart/form-data; boundary=${boundary}`);
    expect(anonymous.status).toBe(401);
    await createUser(testApp, { email: 'staff@example.com', role: 'admin' });
    const token = await loginAs(testApp, 'staff@example.com');
    const response = await post(path, form, `multipart/form-data; boundary=${boundary}`, { authorization: `Bearer ${token}` });
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ error: PHOTO_MESSAGES.tooLarge });
    // Read to its end before the answer (decision 140): the connection stays usable.
    expect(response.headers.get('connection')).toBeNull();
  });

  it('answer a photo declared over the limit once its body is read, and close the connection past 30 MB', async () => {
    const { user: owner } = await createUser(testApp);
    const path = `/api/packages/${(await createPackage(testApp, owner.id)).id}/photos`;
    const form = '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n--b--\r\n';
    const declared = (bytes: number) => post(path, form, 'multipart/form-data; boundary=b', { 'content-length': String(bytes) });
    const read = await declared(PHOTO_MAX_BYTES + 100 * KB);
    expect(read.status).toBe(413);
    expect(await jsonOf(read)).toEqual({ error: PHOTO_MESSAGES.tooLarge });
    expect(read.headers.get('connection')).toBeNull();
    const dropped = await declared(31 * 1024 * KB);
    expect(dropped.status).toBe(413);
    expect(dropped.headers.get('connection')).toBe('close');
  });

  it('send Connection: close with the 413 of a declared Content-Length too', async () => {
    const response = await testApp.app.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(65 * KB), 'x-forwarded-for': '203.0.113.10' },
      body: loginBody(65 * KB - 80),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });
});
