import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../../../shared/packages/package-photo-schema';
import { createApiApp } from '../../../app';
import { listen } from '../../../http/http-server';
import { createPackage, createUser, loginAs } from '../../../test/factories';
import { uploadFromChild } from '../../../test/fetch-in-child';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';

const MB = 1024 * 1024;
const answer = (status: number, error: string) => ({ status, body: JSON.stringify({ error }) });

/** Photo uploads refused over a real connection, sent by Node's own fetch, which reads no answer before its body is sent. */
describe('a refused photo upload over HTTP', () => {
  let testApp: TestApp;
  let server: Server;
  let base: string;
  let headers: Record<string, string>;
  let packageId: number;
  beforeAll(async () => {
    testApp = await createTestApp();
    server = listen(createApiApp(testApp.deps).fetch, { port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { user: owner } = await createUser(testApp);
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    headers = { authorization: `Bearer ${await loginAs(testApp, staff.email)}`, origin: TEST_APP_URL };
    packageId = (await createPackage(testApp, owner.id)).id;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    testApp.close();
  });

  it('answers an 11 MB photo with its 413 and message, read by the client rather than a broken connection', async () => {
    const outcomes = await uploadFromChild({ url: `${base}/api/packages/${packageId}/photos`, headers, photo: { bytes: 11 * MB } });
    expect(outcomes).toEqual([answer(413, PHOTO_MESSAGES.tooLarge)]);
  });

  it('answers a chunked upload over the limit the same way, once it has been read', async () => {
    const outcomes = await uploadFromChild({ url: `${base}/api/packages/${packageId}/photos`, headers, photo: { bytes: PHOTO_MAX_BYTES + MB }, sent: 'stream' });
    expect(outcomes).toEqual([answer(413, PHOTO_MESSAGES.tooLarge)]);
  });

  it('lets the client read an answer given before the photo was read (not signed in, no such package)', async () => {
    const url = `${base}/api/packages/${packageId}/photos`;
    expect(await uploadFromChild({ url, headers: { origin: TEST_APP_URL }, photo: { bytes: 9 * MB } })).toEqual([answer(401, 'Authentication required')]);
    expect(await uploadFromChild({ url: `${base}/api/packages/999999/photos`, headers, photo: { bytes: 9 * MB } })).toEqual([answer(404, 'Package not found')]);
  });
});
