import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../../../shared/packages/package-photo-schema';
import { createApiApp } from '../../../app';
import { photos } from '../../../db/tables';
import { listen } from '../../../http/http-server';
import { createPackage, createUser, loginAs } from '../../../test/factories';
import { cameraJpeg } from '../../../test/photo-fixtures';
import { uploadFromChild } from '../../../test/fetch-in-child';
import { createTestApp, jsonOf, TEST_APP_URL, type TestApp, type TestAppOptions } from '../../../test/test-app';

/** Many photos at once, as several receiving stations (or a client retrying in a loop) send them. */
describe('a burst of photo uploads', () => {
  let jpeg: Buffer;
  let testApp: TestApp;
  beforeAll(async () => {
    jpeg = await cameraJpeg();
  });
  afterEach(() => testApp.close());

  async function start(options: TestAppOptions = {}) {
    testApp = await createTestApp(options);
    const { user: owner } = await createUser(testApp);
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    return { token: await loginAs(testApp, staff.email), packageId: (await createPackage(testApp, owner.id)).id };
  }

  /** `count` uploads of the photo at once; the form is encoded before, so that the burst is the server's work alone. */
  async function uploads(count: number, token: string, packageId: number) {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'parcel.jpg');
    const encoded = new Response(form);
    const [body, contentType] = [new Uint8Array(await encoded.arrayBuffer()), encoded.headers.get('content-type')!];
    const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.10', 'content-type': contentType };
    return Promise.all(Array.from({ length: count }, () => testApp.app.request(`/api/packages/${packageId}/photos`, { method: 'POST', headers, body })));
  }

  /** The most calls to sharp (reading a header, or a whole resize) in flight at once while `work` runs. */
  async function mostSharpCallsDuring<T>(work: () => Promise<T>): Promise<{ result: T; most: number }> {
    type Call = (...args: unknown[]) => Promise<unknown>;
    const prototype = (sharp as unknown as { prototype: Record<'metadata' | 'toBuffer', Call> }).prototype;
    let inFlight = 0;
    let most = 0;
    const spies = (['metadata', 'toBuffer'] as const).map((name) => {
      const original = prototype[name];
      return vi.spyOn(prototype, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        inFlight += 1;
        most = Math.max(most, inFlight);
        return original.apply(this, args).finally(() => (inFlight -= 1));
      });
    });
    try {
      return { result: await work(), most };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  it('normalises at most PHOTO_CONCURRENCY photos at once; the others wait their turn and are stored', async () => {
    const { token, packageId } = await start({ photoConcurrency: 2 });
    const { result, most } = await mostSharpCallsDuring(async () => await uploads(8, token, packageId));
    expect(result.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect((await testApp.db.select().from(photos))).toHaveLength(8);
  });

  it('answers 503 with Retry-After past the queue, stores nothing for those, and takes photos again once there is room', async () => {
    const { token, packageId } = await start({ photoConcurrency: 1 });
    const answers = await uploads(12, token, packageId);
    const busy = answers.filter((response) => response.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((response) => response.status === 201)).toHaveLength(12 - busy.length);
    for (const response of busy) {
      expect(await jsonOf(response)).toEqual({ error: PHOTO_MESSAGES.busy });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await testApp.db.select().from(photos))).toHaveLength(12 - busy.length);
    expect((await uploads(1, token, packageId))[0]!.status).toBe(201);
  });
});

describe('a burst of large uploads over HTTP', () => {
  it('reads every form of a burst of large uploads in full and answers each one', async () => {
    // Two at once take eight uploads (two running, six waiting), so every form is read. How long the event loop is held
    // while they are read is a timing, reported by scripts/bench/photo-burst-bench.ts (/api/health's waits during a burst), not enforced.
    const testApp = await createTestApp({ photoConcurrency: 2 });
    const server = listen(createApiApp(testApp.deps).fetch, { port: 0, hostname: '127.0.0.1' });
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { user: owner } = await createUser(testApp);
      const { user: staff } = await createUser(testApp, { role: 'admin' });
      const headers = { authorization: `Bearer ${await loginAs(testApp, staff.email)}`, origin: TEST_APP_URL };
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/packages/${(await createPackage(testApp, owner.id)).id}/photos`;
      // Each form is read to its end and refused for its type (415) before any resize.
      const outcomes = await uploadFromChild({ url, headers, photo: { bytes: PHOTO_MAX_BYTES - 64 * 1024 }, count: 8, type: 'image/gif' });
      expect(outcomes).toEqual(Array.from({ length: 8 }, () => ({ status: 415, body: JSON.stringify({ error: PHOTO_MESSAGES.unsupportedType, field: 'photo' }) })));
      expect(await testApp.db.select().from(photos)).toHaveLength(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      testApp.close();
    }
  });
});
