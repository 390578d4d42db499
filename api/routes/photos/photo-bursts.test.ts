import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '../../../shared/packages/package-photo-schema';
import { photos } from '../../db/schema/photos';
import { createPackage, createUser, loginAs } from '../../test/factories';
import { cameraJpeg } from '../../test/photo-fixtures';
import { createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../test/test-app';

/** Many photos at once, as several receiving stations (or a client retrying in a loop) send them. */
describe('a burst of photo uploads', () => {
  let jpeg: Buffer;
  let testApp: TestApp;
  beforeAll(async () => {
    jpeg = await cameraJpeg();
  });
  afterEach(() => testApp.close());

  async function start(options: TestAppOptions = {}) {
    testApp = createTestApp(options);
    const { user: owner } = await createUser(testApp);
    const { user: staff } = await createUser(testApp, { role: 'admin' });
    return { token: await loginAs(testApp, staff.email), packageId: createPackage(testApp, owner.id).id };
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

  it('normalises at most two photos at once (the PHOTO_CONCURRENCY default); the others wait their turn and are stored', async () => {
    const { token, packageId } = await start();
    const { result, most } = await mostSharpCallsDuring(() => uploads(8, token, packageId));
    expect(result.map((response) => response.status)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
    expect(testApp.db.select().from(photos).all()).toHaveLength(8);
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
    expect(testApp.db.select().from(photos).all()).toHaveLength(12 - busy.length);
    expect((await uploads(1, token, packageId))[0]!.status).toBe(201);
  });
});
